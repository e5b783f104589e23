// Who am I: GET /api/auth/profile with a device token, and sign-out revoking it.
import { expect, it } from 'vitest';
import { issueDeviceToken } from '../../server/services/device-tokens';
import { createUser } from '../../server/services/users';
import { describeApi, PINNED_NOW } from './support/harness';

describeApi('profile and sign-out', (ctx) => {
  async function memberWithToken(email: string, roles: string[], sessionHours?: number) {
    const { app, clock } = ctx();
    const userId = await createUser(app.database.db, clock, { email, roles });
    const token = await issueDeviceToken(app.database.db, clock, {
      userId,
      deviceId: 'device-1',
      uaHash: 'Mozilla%2F5.0',
      ...(sessionHours === undefined ? {} : { sessionHours }),
    });
    return { userId, token };
  }

  it('refuses a call without a device token with 401', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/auth/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Authentication required' });
  });

  it('refuses an unknown token with 401', async () => {
    const res = await ctx().app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { 'x-device-token': 'not-a-real-token' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('returns the user, roles and credits for a live token', async () => {
    const { userId, token } = await memberWithToken('Member@Example.com', ['member', 'admin']);
    const res = await ctx().app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { 'x-device-token': token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      user: { id: userId, email: 'member@example.com' },
      roles: ['admin', 'member'],
      credits: 0,
    });
  });

  it('stops accepting a token once it expires', async () => {
    const { token } = await memberWithToken('short@example.com', [], 1);
    ctx().clock.advance(59 * 60_000);
    const live = await ctx().app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { 'x-device-token': token },
    });
    expect(live.statusCode).toBe(200);
    ctx().clock.advance(2 * 60_000);
    const expired = await ctx().app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { 'x-device-token': token },
    });
    expect(expired.statusCode).toBe(401);
    ctx().clock.set(PINNED_NOW);
  });

  it('revokes the token on sign-out', async () => {
    const { token } = await memberWithToken('leaving@example.com', ['pro']);
    const out = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { 'x-device-token': token },
    });
    expect(out.statusCode).toBe(200);
    const after = await ctx().app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { 'x-device-token': token },
    });
    expect(after.statusCode).toBe(401);
  });
});
