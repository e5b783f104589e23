// The API as four subtrees by who may call: public, signed-in, paid and admin. Each subtree's one
// hook applies its rule to every route registered in it, so a new route is guarded by where it is
// put, not by remembering a line. tests/api/access-table.test.ts checks every route of the OpenAPI
// document against the table declared there, with a caller of each kind.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { requireAdmin, requirePaidAccess, requireUser } from '../plugins/access';
import { requireAdminPassword } from '../plugins/admin-password';
import { idempotentWrites } from '../plugins/idempotency';
import { adminDateRoutes } from './admin-date';
import { adminEventRoutes } from './admin-events';
import { adminGateRoutes } from './admin-gate';
import { adminRefreshRoutes } from './admin-refresh';
import { authRoutes } from './auth';
import { botCheckRoutes } from './bot-check';
import { confidenceHistoryRoutes } from './confidence-history';
import { pickMarketRoutes } from './pick-market';
import { favoritesRoutes } from './favorites';
import { gameLogRoutes } from './game-logs';
import { handicapperRoutes } from './handicappers';
import { healthRoutes } from './health';
import { optimizeRoutes } from './optimize';
import { passwordResetRoutes } from './password-reset';
import { passkeyRoutes } from './passkeys';
import { paymentRoutes } from './payments';
import { paymentsPublicRoutes } from './payments-public';
import { picksRoutes } from './picks';
import { preferencesRoutes } from './preferences';
import { playerImageRoutes } from './player-image';
import { profileRoutes } from './profile';
import { rawSheetRoutes } from './raw-sheet';
import { researchRoutes } from './research';
import { settingsRoutes } from './settings';
import { settingsDataRoutes } from './settings-data';
import { settingsProfileRoutes } from './settings-profile';
import { settingsReferralRoutes } from './settings-referrals';
import { settingsSecurityRoutes } from './settings-security';
import { streamRoutes } from './stream';
import { telemetryRoutes } from './telemetry';
import { userPicksRoutes } from './user-picks';

type RoutePlugin = FastifyPluginAsync;

/** Anyone: health, the slate date, sign-up / sign-in / two-factor, telemetry (also anonymous). */
const PUBLIC: RoutePlugin[] = [
  healthRoutes,
  settingsRoutes,
  authRoutes,
  telemetryRoutes,
  passwordResetRoutes,
  paymentsPublicRoutes,
  botCheckRoutes,
];
/** A live device token: who am I, favourites, staking preferences. */
const SIGNED_IN: RoutePlugin[] = [
  profileRoutes,
  favoritesRoutes,
  preferencesRoutes,
  passkeyRoutes,
  settingsSecurityRoutes,
  settingsDataRoutes,
  settingsProfileRoutes,
  settingsReferralRoutes,
  paymentRoutes,
  streamRoutes,
];
/** A paid role (member, pro, basic_membership or admin): picks, research, My Picks, optimizer. */
const PAID: RoutePlugin[] = [
  picksRoutes,
  handicapperRoutes,
  gameLogRoutes,
  userPicksRoutes,
  optimizeRoutes,
  researchRoutes,
  rawSheetRoutes,
  playerImageRoutes,
  confidenceHistoryRoutes,
  pickMarketRoutes,
];
/** The admin role and the admin password (checked on the server). */
const ADMIN: RoutePlugin[] = [adminEventRoutes, adminDateRoutes, adminRefreshRoutes];
/** The admin role alone: the /admin gate, which takes the password in its body to check it. */
const ADMIN_ROLE: RoutePlugin[] = [adminGateRoutes];

/** Answers about one account are never stored by a shared cache or the browser's HTTP cache. */
async function personal(api: FastifyInstance): Promise<void> {
  api.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });
}

async function subtree(
  app: FastifyInstance,
  routes: RoutePlugin[],
  guard: (api: FastifyInstance) => void | Promise<void>,
): Promise<void> {
  await app.register(
    async (api) => {
      await guard(api);
      // after the guard: a refused caller never spends an idempotency key
      idempotentWrites(api);
      for (const routePlugin of routes) await api.register(routePlugin);
    },
    { prefix: '/api' },
  );
}

export async function registerApi(app: FastifyInstance): Promise<void> {
  await subtree(app, PUBLIC, () => undefined);
  await subtree(app, SIGNED_IN, async (api) => {
    api.addHook('onRequest', requireUser);
    await personal(api);
  });
  await subtree(app, PAID, (api) => {
    api.addHook('onRequest', requirePaidAccess);
  });
  await subtree(app, ADMIN_ROLE, (api) => {
    api.addHook('onRequest', requireAdmin);
  });
  await subtree(app, ADMIN, (api) => {
    api.addHook('onRequest', requireAdmin);
    api.addHook('preHandler', requireAdminPassword);
  });
}
