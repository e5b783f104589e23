// The foundation's API promises: health, bad input answered with clear 4xx JSON, OpenAPI, headers.
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import { LATEST_MIGRATION } from '../../server/db/migrate';
import { expect, it } from 'vitest';
import { describeApi } from './support/harness';

describeApi(
  'foundation',
  (ctx) => {
    it('reports a reachable database at the latest migration', async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        status: 'ok',
        version: '0.1.0',
        database: { dialect: ctx().dialect, reachable: true },
        migrations: { level: LATEST_MIGRATION, pending: 0 },
      });
    });

    it('reports degraded (503) while a migration is pending', async () => {
      const db = ctx().app.database.db as unknown as Kysely<{
        kysely_migration: { name: string; timestamp: string };
      }>;
      const latest = await db
        .selectFrom('kysely_migration')
        .selectAll()
        .where('name', '=', LATEST_MIGRATION!)
        .executeTakeFirstOrThrow();
      await db.deleteFrom('kysely_migration').where('name', '=', latest.name).execute();
      try {
        const res = await ctx().app.inject({ method: 'GET', url: '/api/health' });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({
          success: false,
          status: 'degraded',
          migrations: { pending: 1 },
        });
      } finally {
        await db.insertInto('kysely_migration').values(latest).execute();
      }
    });

    it('answers an unknown /api path with 404 JSON naming it', async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({
        success: false,
        message: 'No API route GET /api/no-such-thing',
      });
    });

    it('answers malformed JSON with 400 and a clear message', async () => {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/probe',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'Request body is not valid JSON.' });
    });

    it('answers a wrong content type with 415', async () => {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/probe',
        headers: { 'content-type': 'application/xml' },
        payload: '<name>x</name>',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        success: false,
        message: 'Unsupported content type. Send the body as application/json.',
      });
    });

    it('answers a body over the size limit with 413', async () => {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/probe',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('Request body is too large (the limit is 1 MiB).');
    });

    it('answers a schema violation with 400 naming the field', async () => {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/probe',
        payload: { name: { first: 'Ann' } },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().message).toContain('body/name');
      const missing = await ctx().app.inject({ method: 'POST', url: '/api/probe', payload: {} });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toContain("'name'");
    });

    it('hides server faults behind a generic 500 message', async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/api/probe-fault' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        success: false,
        message: 'Server error occurred. Please try again later.',
      });
    });

    it('publishes an OpenAPI description and its page at /api/docs', async () => {
      const json = await ctx().app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(json.statusCode).toBe(200);
      const doc = json.json();
      expect(doc.openapi).toMatch(/^3\./);
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining([
          '/api/health',
          '/api/settings/date',
          '/api/auth/profile',
          '/api/auth/sign-out',
        ]),
      );
      const page = await ctx().app.inject({ method: 'GET', url: '/api/docs' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('swagger');
    });

    it('sends a same-origin-only Content-Security-Policy and other security headers', async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/api/health' });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|https:/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    });
  },
  {
    beforeReady: (app) => {
      // A probe route with a real schema, to exercise the app-wide validation and body handling.
      app.post(
        '/api/probe',
        { schema: { body: Type.Object({ name: Type.String() }) } },
        async () => ({ success: true }),
      );
      app.get('/api/probe-fault', async () => {
        throw new Error('database exploded');
      });
    },
  },
);
