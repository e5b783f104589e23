// GET /api/settings/date: California's calendar day, revalidated cheaply with ETags.
import { expect, it } from 'vitest';
import { describeApi, PINNED_NOW } from './support/harness';

describeApi('slate date setting', (ctx) => {
  it("gives today's date in California by default", async () => {
    ctx().clock.set(PINNED_NOW);
    const res = await ctx().app.inject({ method: 'GET', url: '/api/settings/date' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      date: '2026-11-22',
      auto_update: true,
      warning: null,
    });
  });

  it('is still the previous day in California at 05:00 UTC', async () => {
    ctx().clock.set(Date.UTC(2026, 10, 22, 5, 0, 0));
    const res = await ctx().app.inject({ method: 'GET', url: '/api/settings/date' });
    expect(res.json().date).toBe('2026-11-21');
    ctx().clock.set(PINNED_NOW);
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await ctx().app.inject({ method: 'GET', url: '/api/settings/date' });
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await ctx().app.inject({
      method: 'GET',
      url: '/api/settings/date',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
