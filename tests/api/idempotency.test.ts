// A write replayed with the same Idempotency-Key is applied once and answered like the first time.
import { Type } from 'typebox';
import { expect, it } from 'vitest';
import { issueDeviceToken } from '../../server/services/device-tokens';
import { createUser } from '../../server/services/users';
import { describeApi } from './support/harness';

let applied = 0;
let failuresLeft = 0;

describeApi(
  'idempotent writes',
  (ctx) => {
    const post = (
      key: string | undefined,
      body: object,
      token?: string,
      url = '/api/probe/counter',
    ) =>
      ctx().app.inject({
        method: 'POST',
        url,
        payload: body,
        headers: {
          ...(key ? { 'idempotency-key': key } : {}),
          ...(token ? { 'x-device-token': token } : {}),
        },
      });

    it('applies a write once and replays its answer for the same key', async () => {
      applied = 0;
      const first = await post('key-aaaaaaaa-1', { amount: 2 });
      const again = await post('key-aaaaaaaa-1', { amount: 2 });
      expect(applied).toBe(1);
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(first.headers['idempotent-replayed']).toBeUndefined();
    });

    it('applies every write without a key', async () => {
      applied = 0;
      await post(undefined, { amount: 1 });
      await post(undefined, { amount: 1 });
      expect(applied).toBe(2);
    });

    it("scopes keys per account: one user's key never answers another's request", async () => {
      const { app, clock } = ctx();
      const tokens = [];
      for (const email of ['one@idem.test', 'two@idem.test']) {
        const userId = await createUser(app.database.db, clock, { email, roles: [] });
        tokens.push(
          await issueDeviceToken(app.database.db, clock, { userId, deviceId: 'd', uaHash: 'u' }),
        );
      }
      applied = 0;
      await post('shared-key-0001', { amount: 1 }, tokens[0]);
      const other = await post('shared-key-0001', { amount: 1 }, tokens[1]);
      expect(applied).toBe(2);
      expect(other.headers['idempotent-replayed']).toBeUndefined();
    });

    it('refuses a key reused for a different request with 422, and a malformed key with 400', async () => {
      await post('key-bbbbbbbb-1', { amount: 1 });
      const elsewhere = await post('key-bbbbbbbb-1', { amount: 1 }, undefined, '/api/probe/other');
      expect(elsewhere.statusCode).toBe(422);
      expect(elsewhere.json().message).toBe(
        'This Idempotency-Key was already used for a different request.',
      );
      applied = 0;
      const bad = await post('short', { amount: 1 });
      expect(bad.statusCode).toBe(400);
      expect(applied).toBe(0);
    });

    it('answers 409 while the first request with a key is still running', async () => {
      const [slow, early] = await Promise.all([
        post('key-cccccccc-1', {}, undefined, '/api/probe/slow'),
        new Promise((resolve) => setTimeout(resolve, 20)).then(() =>
          post('key-cccccccc-1', {}, undefined, '/api/probe/slow'),
        ),
      ]);
      expect(slow.statusCode).toBe(200);
      expect(early.statusCode).toBe(409);
    });

    it('lets a retry run again after a server failure, and does not spend a key on bad input', async () => {
      applied = 0;
      failuresLeft = 1;
      const failed = await post('key-dddddddd-1', { amount: 5 });
      expect(failed.statusCode).toBe(500);
      const retried = await post('key-dddddddd-1', { amount: 5 });
      expect(retried.statusCode).toBe(201);
      expect(applied).toBe(1);

      const invalid = await post('key-eeeeeeee-1', { amount: 'lots' });
      expect(invalid.statusCode).toBe(400);
      const valid = await post('key-eeeeeeee-1', { amount: 3 });
      expect(valid.statusCode).toBe(201);
      expect(valid.headers['idempotent-replayed']).toBeUndefined();
    });
  },
  {
    beforeReady: (app) => {
      const body = Type.Object({ amount: Type.Optional(Type.Integer()) });
      app.post('/api/probe/counter', { schema: { body } }, async (_request, reply) => {
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          throw new Error('storage unavailable');
        }
        applied += 1;
        return reply.status(201).send({ success: true, applied });
      });
      app.post('/api/probe/other', { schema: { body } }, async () => ({ success: true }));
      app.post('/api/probe/slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 150));
        return { success: true };
      });
    },
  },
);
