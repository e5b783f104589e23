// Who may call what: every route of the OpenAPI document is declared here with its access level,
// and each is called by a caller of every kind. A new route missing from the table, a table entry
// with no route, or a route that answers a caller its level forbids fails `npm test`.
import { afterEach, expect, it, vi } from 'vitest';
import { ADMIN_PASSWORD_REJECTED } from '../../src/api/admin-contract';
import { GAME_LOG_LEAGUES } from '../../server/services/game-logs';
import { tokenFor } from './support/accounts';
import { describeApi } from './support/harness';

type Access = 'public' | 'signed-in' | 'paid' | 'admin-role' | 'admin';

/** The declared table: "METHOD /path" as the OpenAPI document writes it → who may call it. */
const ACCESS_TABLE: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/settings/date': 'public',
  'POST /api/auth/signup/phone/start': 'public',
  'POST /api/auth/signup/phone/verify': 'public',
  'POST /api/auth/signup/email/start': 'public',
  'POST /api/auth/sign-up': 'public',
  'GET /api/auth/verify-email': 'public',
  'POST /api/auth/verify-email/resend': 'public',
  'POST /api/auth/sign-in': 'public',
  'POST /api/auth/2fa/start': 'public',
  'POST /api/auth/2fa/verify': 'public',
  'POST /api/auth/passkey/options': 'public',
  'POST /api/auth/passkey/verify': 'public',
  'GET /api/auth/ping': 'public',
  'POST /api/auth/sign-out': 'public',
  'POST /api/telemetry/picks': 'public',
  'POST /api/settings/security/password/reset-request': 'public',
  'POST /api/auth/password/reset': 'public',
  'GET /api/config/public': 'public',
  'GET /api/bot-check/challenge': 'public',
  'GET /api/payments/plans': 'public',
  'POST /api/payments/webhook/{provider}': 'public',
  'GET /api/auth/profile': 'signed-in',
  'POST /api/payments/create-checkout': 'signed-in',
  'POST /api/payments/verify-payment': 'signed-in',
  'GET /api/payments/subscription/status': 'signed-in',
  'POST /api/payments/cancel-subscription': 'signed-in',
  'GET /api/payments/transaction-history': 'signed-in',
  'GET /api/favorites': 'signed-in',
  'POST /api/favorites': 'signed-in',
  'POST /api/favorites/ops': 'signed-in',
  // asked without Accept: text/event-stream it answers 406 past the guard (an open stream never ends)
  'GET /api/stream': 'signed-in',
  'GET /api/settings/preferences': 'signed-in',
  'POST /api/settings/preferences': 'signed-in',
  'POST /api/settings/preferences/session-duration': 'signed-in',
  'GET /api/settings/profile': 'signed-in',
  'POST /api/settings/profile/email/change': 'signed-in',
  'POST /api/settings/profile/email/verify': 'signed-in',
  'POST /api/settings/profile/phone/change': 'signed-in',
  'POST /api/settings/profile/phone/verify': 'signed-in',
  'POST /api/settings/profile/change/complete': 'signed-in',
  'GET /api/settings/referrals/stats': 'signed-in',
  'POST /api/settings/referrals/code': 'signed-in',
  'POST /api/settings/referrals/code/check': 'signed-in',
  'GET /api/settings/security/events': 'signed-in',
  'GET /api/settings/security/devices': 'signed-in',
  'POST /api/settings/security/devices/{id}/revoke': 'signed-in',
  'POST /api/settings/security/devices/revoke-others': 'signed-in',
  'POST /api/settings/security/password/change': 'signed-in',
  'GET /api/settings/data/picks': 'signed-in',
  'POST /api/settings/data/picks': 'signed-in',
  'GET /api/settings/data/export': 'signed-in',
  'GET /api/settings/security/passkeys': 'signed-in',
  'POST /api/settings/security/passkeys/registration-options': 'signed-in',
  'POST /api/settings/security/passkeys/register': 'signed-in',
  'POST /api/settings/security/passkeys/{id}/rename': 'signed-in',
  'POST /api/settings/security/passkeys/{id}/remove': 'signed-in',
  'GET /api/picks': 'paid',
  'GET /api/picks/summary': 'paid',
  'GET /api/todays_events': 'paid',
  'GET /api/experts_by_date': 'paid',
  'GET /api/player_distributions/{key}': 'paid',
  'GET /api/player_chart/{key}': 'paid',
  'GET /api/handicappers/{id}': 'paid',
  'GET /api/handicappers/{id}/events': 'paid',
  ...Object.fromEntries(
    GAME_LOG_LEAGUES.map((league) => [
      `GET /api/${league.toLowerCase()}_game_logs`,
      'paid' as const,
    ]),
  ),
  'POST /api/load_user_picks': 'paid',
  'GET /api/user_picks': 'paid',
  'POST /api/user_picks/ops': 'paid',
  'GET /api/optimize_split': 'paid',
  'POST /api/ai/player-readiness': 'paid',
  'POST /api/ai/justify-pick': 'paid',
  'GET /api/coles-algo/raw-data': 'paid',
  'GET /api/player_image': 'paid',
  'POST /api/add_event': 'admin',
  'POST /api/admin/picks': 'admin',
  'POST /api/settings/date': 'admin',
  'POST /api/admin/refresh-confidence': 'admin',
  'GET /api/admin/refresh-confidence/{job_id}': 'admin',
  'GET /api/picks/{id}/confidence-history': 'paid',
  'GET /api/picks/{id}/market': 'paid',
  'GET /api/user/picks/confidence-changes': 'paid',
  // the role alone: the /admin gate takes the password in its body to check it
  'POST /api/admin/verify-password': 'admin-role',
};

/** The guards' own answers: any other answer means the caller got past the guard. */
const GUARD_MESSAGES = new Set([
  'Authentication required',
  'A paid membership is required',
  'Administrator access is required',
  ADMIN_PASSWORD_REJECTED,
]);

type Caller = 'anonymous' | 'forged' | 'free' | 'paid' | 'admin-no-password' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'forged', 'free', 'paid', 'admin-no-password', 'admin'];

/** Which callers each level lets past its guard. */
const ALLOWED: Record<Access, Caller[]> = {
  public: CALLERS,
  'signed-in': ['free', 'paid', 'admin-no-password', 'admin'],
  paid: ['paid', 'admin-no-password', 'admin'],
  'admin-role': ['admin-no-password', 'admin'],
  admin: ['admin'],
};

const ADMIN_PASSWORD = 'Table-test-admin-pw-1';

describeApi('access table', (ctx) => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  async function documentedRoutes(): Promise<string[]> {
    const doc = (await ctx().app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    return Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
  }

  it('declares every documented route, and documents every declared one', async () => {
    const documented = (await documentedRoutes()).sort();
    expect(documented.filter((route) => !(route in ACCESS_TABLE))).toEqual([]);
    expect(Object.keys(ACCESS_TABLE).filter((route) => !documented.includes(route))).toEqual([]);
  });

  it('lets through exactly the callers each route is declared for', async () => {
    vi.stubEnv('ADMIN_PASSWORD', ADMIN_PASSWORD);
    const { app, clock, dialect } = ctx();
    const tokens: Record<Caller, string | undefined> = {
      anonymous: undefined,
      forged: 'forged-token-that-was-never-issued',
      free: await tokenFor(app, clock, `free-${dialect}@table.test`),
      paid: await tokenFor(app, clock, `paid-${dialect}@table.test`, ['member']),
      'admin-no-password': await tokenFor(app, clock, `admin-${dialect}@table.test`, ['admin']),
      admin: undefined,
    };
    tokens.admin = tokens['admin-no-password'];
    const failures: string[] = [];
    // sign-out revokes the token it is sent with: call it last, or every later call is anonymous
    const routes = (await documentedRoutes()).sort(
      (a, b) => Number(a.endsWith('/sign-out')) - Number(b.endsWith('/sign-out')),
    );
    for (const route of routes) {
      const access = ACCESS_TABLE[route];
      if (!access) continue; // reported by the test above
      const [method, template] = route.split(' ') as [string, string];
      const url = template
        .replace('{id}', '1')
        .replace('{key}', 'nba-x-points')
        .replace('{job_id}', 'no-such-job');
      for (const caller of CALLERS) {
        const headers: Record<string, string> = {};
        const token = tokens[caller];
        if (token) headers['x-device-token'] = token;
        if (caller === 'admin') headers['x-admin-password'] = ADMIN_PASSWORD;
        const res = await app.inject({
          method: method as 'GET' | 'POST',
          url,
          headers,
          ...(method === 'POST' ? { payload: {} } : {}),
        });
        let message: unknown;
        try {
          message = (res.json() as { message?: unknown }).message;
        } catch {
          message = undefined;
        }
        const passed = !GUARD_MESSAGES.has(String(message));
        const allowed = ALLOWED[access].includes(caller);
        if (res.statusCode >= 500) failures.push(`${route} as ${caller}: ${res.statusCode}`);
        else if (passed !== allowed) {
          failures.push(
            `${route} (${access}) as ${caller}: ${res.statusCode} ${String(message)} — expected ${allowed ? 'through' : 'refused'}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers a refused caller with the guard, before reading the body', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/load_user_picks',
      payload: 'not json at all',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Authentication required');
  });
});
