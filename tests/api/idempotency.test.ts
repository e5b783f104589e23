// A write replayed with the same Idempotency-Key is applied once per account and answered like the
// first time; a key is a lease that a dead request loses; refusals and secrets are never stored.
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { expect, it } from 'vitest';
import { requireUser } from '../../server/plugins/access';
import { inIdempotentTransaction, idempotentWrites } from '../../server/plugins/idempotency';
import { isoAt } from '../../server/services/clock';
import { leaseMsFor } from '../../server/services/idempotency-keys';
import { tokenFor } from './support/accounts';
import { cookieFrom, latestCode, post as postJson, verifiedUser } from './support/auth-flow';
import { describeApi } from './support/harness';

let applied = 0;
let failuresLeft = 0;
let refusalsLeft = 0;

/** Probe routes in a signed-in subtree of their own, guarded and keyed like the real API. */
async function probes(app: FastifyInstance): Promise<void> {
  await app.register(
    async (api) => {
      api.addHook('onRequest', requireUser);
      idempotentWrites(api);
      const body = Type.Object({
        amount: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
      });
      api.post('/probe/counter', { schema: { body } }, async (_request, reply) => {
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          throw new Error('storage unavailable');
        }
        if (refusalsLeft > 0) {
          refusalsLeft -= 1;
          return reply.status(429).send({ success: false, message: 'Too many requests.' });
        }
        applied += 1;
        return reply.status(201).send({ success: true, applied });
      });
      api.post('/probe/other', { schema: { body } }, async () => ({ success: true }));
      api.post('/probe/slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 150));
        return { success: true };
      });
      // A real write: one telemetry row per call, in the key's transaction, after a pause.
      api.post<{ Body: { marker: string } }>(
        '/probe/row',
        { schema: { body: Type.Object({ marker: Type.String() }) } },
        async (request) => {
          await inIdempotentTransaction(request, async (trx) => {
            await trx
              .insertInto('telemetry_events')
              .values({
                user_id: request.account!.user.id,
                event: request.body.marker,
                client_ts: 0,
                payload: null,
                received_at: isoAt(api.clock),
              })
              .execute();
            const pauseMs = Number(request.headers['x-pause-ms'] ?? 0);
            await new Promise((resolve) => setTimeout(resolve, pauseMs));
          });
          return { success: true };
        },
      );
    },
    { prefix: '/api' },
  );
}

describeApi(
  'idempotent writes',
  (ctx) => {
    let n = 0;
    async function token(): Promise<string> {
      n += 1;
      return tokenFor(ctx().app, ctx().clock, `idem${n}-${ctx().dialect}@idem.test`);
    }
    const post = (
      key: string | undefined,
      body: object,
      deviceToken?: string,
      url = '/api/probe/counter',
      pauseMs = 0,
    ) =>
      ctx().app.inject({
        method: 'POST',
        url,
        payload: body,
        headers: {
          'x-pause-ms': String(pauseMs),
          ...(key ? { 'idempotency-key': key } : {}),
          ...(deviceToken ? { 'x-device-token': deviceToken } : {}),
        },
      });
    const rows = async (marker: string) =>
      (
        await ctx()
          .app.database.db.selectFrom('telemetry_events')
          .select('id')
          .where('event', '=', marker)
          .execute()
      ).length;

    it('applies a write once and replays its answer for the same key', async () => {
      const t = await token();
      applied = 0;
      const first = await post('key-aaaaaaaa-1', { amount: 2 }, t);
      const again = await post('key-aaaaaaaa-1', { amount: 2 }, t);
      expect(applied).toBe(1);
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(first.headers['idempotent-replayed']).toBeUndefined();
    });

    it('applies every write without a key', async () => {
      const t = await token();
      applied = 0;
      await post(undefined, { amount: 1 }, t);
      await post(undefined, { amount: 1 }, t);
      expect(applied).toBe(2);
    });

    it("scopes keys per account: one user's key never answers another's request", async () => {
      const [one, two] = [await token(), await token()];
      applied = 0;
      await post('shared-key-0001', { amount: 1 }, one);
      const other = await post('shared-key-0001', { amount: 1 }, two);
      expect(applied).toBe(2);
      expect(other.headers['idempotent-replayed']).toBeUndefined();
    });

    it('refuses a key reused for another path or another body with 422, a malformed key with 400', async () => {
      const t = await token();
      await post('key-bbbbbbbb-1', { amount: 1 }, t);
      const elsewhere = await post('key-bbbbbbbb-1', { amount: 1 }, t, '/api/probe/other');
      expect(elsewhere.statusCode).toBe(422);
      expect(elsewhere.json().message).toBe(
        'This Idempotency-Key was already used for a different request.',
      );
      applied = 0;
      const otherBody = await post('key-bbbbbbbb-1', { amount: 7 }, t);
      expect(otherBody.statusCode).toBe(422);
      expect(applied).toBe(0);
      const bad = await post('short', { amount: 1 }, t);
      expect(bad.statusCode).toBe(400);
      expect(applied).toBe(0);
    });

    it('answers 409 while the first request with a key is still running', async () => {
      const t = await token();
      const [slow, early] = await Promise.all([
        post('key-cccccccc-1', {}, t, '/api/probe/slow'),
        new Promise((resolve) => setTimeout(resolve, 20)).then(() =>
          post('key-cccccccc-1', {}, t, '/api/probe/slow'),
        ),
      ]);
      expect(slow.statusCode).toBe(200);
      expect(early.statusCode).toBe(409);
    });

    it('lets a retry run again after a server failure or a refusal, and does not spend a key on bad input', async () => {
      const t = await token();
      applied = 0;
      failuresLeft = 1;
      expect((await post('key-dddddddd-1', { amount: 5 }, t)).statusCode).toBe(500);
      const retried = await post('key-dddddddd-1', { amount: 5 }, t);
      expect(retried.statusCode).toBe(201);
      expect(applied).toBe(1);

      refusalsLeft = 1;
      expect((await post('key-ffffffff-1', { amount: 5 }, t)).statusCode).toBe(429);
      const afterRefusal = await post('key-ffffffff-1', { amount: 5 }, t);
      expect(afterRefusal.statusCode).toBe(201);
      expect(afterRefusal.headers['idempotent-replayed']).toBeUndefined();

      const invalid = await post('key-eeeeeeee-1', { amount: 'lots' }, t);
      expect(invalid.statusCode).toBe(400);
      const valid = await post('key-eeeeeeee-1', { amount: 3 }, t);
      expect(valid.statusCode).toBe(201);
      expect(valid.headers['idempotent-replayed']).toBeUndefined();
    });

    it('never lets a key answer for the guard: a signed-out caller is refused and spends nothing', async () => {
      const t = await token();
      applied = 0;
      const anonymous = await post('key-gggggggg-1', { amount: 1 });
      expect(anonymous.statusCode).toBe(401);
      const signedIn = await post('key-gggggggg-1', { amount: 1 }, t);
      expect(signedIn.statusCode).toBe(201);
      expect(applied).toBe(1);
    });

    it('takes over a key whose request died once its lease has run out, and not before', async () => {
      const { app, clock } = ctx();
      const t = await token();
      const userId = (
        await app.inject({
          method: 'GET',
          url: '/api/auth/profile',
          headers: { 'x-device-token': t },
        })
      ).json().user.id as number;
      // what a kill -9 between claim and completion leaves behind
      await app.database.db
        .insertInto('idempotency_keys')
        .values({
          user_id: userId,
          key: 'key-hhhhhhhh-1',
          method: 'POST',
          path: '/api/probe/counter',
          request_hash: null,
          status_code: null,
          content_type: null,
          response_body: null,
          created_at: isoAt(clock),
          lease_until: isoAt(clock, leaseMsFor(app.config.requestTimeoutMs)),
          applied_at: null,
        })
        .execute();
      applied = 0;
      expect((await post('key-hhhhhhhh-1', { amount: 1 }, t)).statusCode).toBe(409);
      clock.advance(leaseMsFor(app.config.requestTimeoutMs) + 1);
      const taken = await post('key-hhhhhhhh-1', { amount: 1 }, t);
      expect(taken.statusCode).toBe(201);
      expect(applied).toBe(1);
      expect((await post('key-hhhhhhhh-1', { amount: 1 }, t)).headers['idempotent-replayed']).toBe(
        'true',
      );
    });

    it('answers "already applied" for a write that committed before its reply was stored', async () => {
      const { app, clock } = ctx();
      const t = await token();
      const first = await post('key-iiiiiiii-1', { marker: 'm-committed' }, t, '/api/probe/row');
      expect(first.statusCode).toBe(200);
      // a crash after the commit and before onSend: the reply was never stored
      await app.database.db
        .updateTable('idempotency_keys')
        .set({ status_code: null, response_body: null, lease_until: isoAt(clock, -1) })
        .where('key', '=', 'key-iiiiiiii-1')
        .execute();
      const replay = await post('key-iiiiiiii-1', { marker: 'm-committed' }, t, '/api/probe/row');
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual({
        success: true,
        message: 'This request was already applied.',
      });
      expect(await rows('m-committed')).toBe(1);
    });

    it('applies a write once when its lease is taken over while it still runs', async () => {
      const { app, clock } = ctx();
      const t = await token();
      const body = { marker: 'm-lease' };
      const slow = post('key-jjjjjjjj-1', body, t, '/api/probe/row', 300);
      await new Promise((resolve) => setTimeout(resolve, 60));
      clock.advance(leaseMsFor(app.config.requestTimeoutMs) + 1);
      const retry = await post('key-jjjjjjjj-1', body, t, '/api/probe/row');
      const first = await slow;
      // PostgreSQL: the retry takes the lease and applies; the slow one loses its key and rolls
      // back (409). SQLite: the slow transaction holds the connection, so it applies first and the
      // retry is answered from the key. Either way exactly one row.
      expect([first.statusCode, retry.statusCode]).toContain(200);
      expect([first.statusCode, retry.statusCode].every((s) => s === 200 || s === 409)).toBe(true);
      expect(await rows('m-lease')).toBe(1);
    });

    it('never covers the auth routes: a repeated key on 2fa/verify does not replay a device token', async () => {
      const { app, clock } = ctx();
      const email = `idem-2fa-${ctx().dialect}@idem.test`;
      const phone = ctx().dialect === 'sqlite' ? '+15550109901' : '+15550109902';
      await verifiedUser(app, clock, { email, password: 'Correct-horse-9!', phone });
      const signIn = await postJson(app, '/api/auth/sign-in', {
        email,
        password: 'Correct-horse-9!',
      });
      const pe_2fa = cookieFrom(signIn, 'pe_2fa');
      await postJson(app, '/api/auth/2fa/start', {}, { pe_2fa });
      const code = await latestCode(app, phone);
      const device = { device_id: 'device-idem', ua_hash: 'dWE=' };
      const verify = (payload: object, cookies?: Record<string, string>) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/2fa/verify',
          payload,
          headers: { 'idempotency-key': 'key-verify-0001' },
          ...(cookies ? { cookies } : {}),
        });
      const first = await verify({ code, ...device }, { pe_2fa });
      expect(first.json().device_token).toBeTruthy();
      const replay = await verify({ code: '000000', ...device });
      expect(replay.statusCode).toBe(401);
      expect(replay.body).not.toContain(first.json().device_token);
      const stored = await app.database.db
        .selectFrom('idempotency_keys')
        .select('key')
        .where('key', '=', 'key-verify-0001')
        .execute();
      expect(stored).toEqual([]);
    });
  },
  { beforeReady: (app) => void probes(app) },
);
