// The confidence refresh job on both engines: start, progress, completion with counts, the same
// numbers the demo computed, history rows with reasons, the holders' notice, 409 for a second start
// of a scope, two claimers → one runs, and a stale lease picked up again or failed by the sweep.
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { confidenceRefreshRunner } from '../../server/jobs/confidence-refresh-runner';
import { seedDemoSlate } from '../../server/demo/seed-slate';
import { storeAdminPassword } from '../../server/services/admin-password';
import { isoAt } from '../../server/services/clock';
import {
  claimRefreshJob,
  CONFIDENCE_REFRESH_KIND,
  createRefreshJob,
  JobAlreadyRunning,
  MAX_JOB_ATTEMPTS,
} from '../../server/services/confidence-refresh-jobs';
import { tokenFor } from './support/accounts';
import { describeApi } from './support/harness';

const SLATE = '2026-11-22';
const YESTERDAY = '2026-11-21';
const PASSWORD = 'refresh-admin-pw-1';

describeApi('admin confidence refresh', (ctx) => {
  let admin = '';
  let member = '';

  beforeAll(async () => {
    const { app, clock, dialect } = ctx();
    await storeAdminPassword(app.database.db, clock, PASSWORD);
    admin = await tokenFor(app, clock, `admin-${dialect}@refresh.test`, ['admin']);
    member = await tokenFor(app, clock, `member-${dialect}@refresh.test`, ['member']);
    await seedDemoSlate(app.database, clock, {
      seed: 11,
      slateDate: SLATE,
      pickDaysBack: 3,
      daysForward: 1,
      leagues: ['NBA'],
    });
  }, 120_000);

  const call = (method: 'GET' | 'POST', url: string, payload?: object, token = admin) =>
    ctx().app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { 'x-device-token': token, 'x-admin-password': PASSWORD },
    });

  const runner = () => {
    const { app } = ctx();
    return confidenceRefreshRunner({ database: app.database, clock: app.clock, log: app.log });
  };

  /** Polls the job as the client does until it is complete; every reply seen is kept. */
  async function waitForJob(jobId: string) {
    const seen: { status: string; progress: number }[] = [];
    for (let i = 0; i < 600; i += 1) {
      const res = await call('GET', `/api/admin/refresh-confidence/${jobId}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.data).toEqual(body.job);
      seen.push({ status: body.job.status, progress: body.job.progress });
      if (body.isComplete) return { body, seen };
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`job ${jobId} did not finish`);
  }

  const insertJob = (values: {
    status: string;
    scope: string;
    attempts?: number;
    leaseMs?: number;
    owner?: string | null;
  }) => {
    const { app, clock } = ctx();
    const id = randomUUID();
    return app.database.db
      .insertInto('admin_jobs')
      .values({
        id,
        kind: CONFIDENCE_REFRESH_KIND,
        scope_key: values.scope,
        params: JSON.stringify({ date: YESTERDAY, expert: null, expertId: null, workers: 2 }),
        status: values.status,
        attempts: values.attempts ?? 0,
        error: null,
        created_at: isoAt(clock),
        start_time: values.status === 'running' ? isoAt(clock, -60_000) : null,
        end_time: null,
        lease_owner: values.owner ?? null,
        lease_expires_at: values.leaseMs === undefined ? null : isoAt(clock, values.leaseMs),
        heartbeat_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then(() => id);
  };

  it('two concurrent claimers of one pending job: exactly one gets it', async () => {
    const { app, clock } = ctx();
    const id = await insertJob({ status: 'pending', scope: 'test=claimers' });
    const claims = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        claimRefreshJob(app.database.db, clock, `claimer-${i}`, 30_000),
      ),
    );
    const winners = claims.filter((c) => c !== null);
    expect(winners).toHaveLength(1);
    expect(winners[0]).toMatchObject({ id, status: 'running', attempts: 1 });
    // its lease is live: nobody else can claim it now
    expect(await claimRefreshJob(app.database.db, clock, 'late', 30_000)).toBeNull();
    await app.database.db.deleteFrom('admin_jobs').where('id', '=', id).execute();
  });

  it('a job whose process died (expired lease) is picked up again by the sweep and completed', async () => {
    const { app } = ctx();
    const live = await insertJob({
      status: 'running',
      scope: 'test=live-lease',
      attempts: 1,
      leaseMs: 60_000,
      owner: 'alive-process',
    });
    const stale = await insertJob({
      status: 'running',
      scope: 'test=stale-lease',
      attempts: 1,
      leaseMs: -1_000,
      owner: 'dead-process',
    });
    const exhausted = await insertJob({
      status: 'running',
      scope: 'test=exhausted',
      attempts: MAX_JOB_ATTEMPTS,
      leaseMs: -1_000,
      owner: 'dead-process',
    });
    await runner().sweep();
    const row = async (id: string) =>
      app.database.db
        .selectFrom('admin_jobs')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    expect(await row(stale)).toMatchObject({
      status: 'completed',
      attempts: 2,
      progress: 100,
      lease_owner: null,
    });
    expect((await row(stale)).total_items).toBeGreaterThan(0);
    const failed = await row(exhausted);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/stopped 3 times before it finished.*Start the refresh again/);
    // a live lease is left alone
    expect(await row(live)).toMatchObject({ status: 'running', lease_owner: 'alive-process' });
    await app.database.db.deleteFrom('admin_jobs').where('id', '=', live).execute();
  });

  it('recomputes the demo slate to the numbers the demo wrote: nothing changes', async () => {
    const start = await call('POST', '/api/admin/refresh-confidence', { workers: 3 });
    expect(start.statusCode).toBe(200);
    const started = start.json();
    expect(started).toMatchObject({
      success: true,
      message: 'Confidence refresh job started!',
      status: 'pending',
    });
    const { body } = await waitForJob(started.job_id);
    expect(body.job).toMatchObject({
      status: 'completed',
      progress: 100,
      updated: 0,
      failed: 0,
      graded: 0,
      workers: 3,
      error: null,
    });
    expect(body.job.skipped).toBe(body.job.total_items);
    expect(body.job.start_time).not.toBeNull();
    expect(body.job.end_time).not.toBeNull();
    expect(body.isComplete).toBe(true);
  });

  it('grades new results, recomputes moved picks, records why, refits, and tells holders', async () => {
    const { app, clock } = ctx();
    const db = app.database.db;
    // Yesterday's results are "not in yet": the job grades them from the stat lines.
    const ungraded = await db
      .updateTable('picks')
      .set({ result: null, actual_value: null })
      .where('event_date', '=', YESTERDAY)
      .where('game_id', 'is not', null)
      .executeTakeFirst();
    expect(Number(ungraded.numUpdatedRows)).toBeGreaterThan(0);
    // Two slate picks carry stale confidences (as if computed before those results).
    const slate = await db
      .selectFrom('picks')
      .select(['id', 'confidence_percent'])
      .where('event_date', '=', SLATE)
      .where('confidence_percent', '>=', 55)
      .orderBy('id')
      .limit(2)
      .execute();
    expect(slate).toHaveLength(2);
    for (const pick of slate) {
      await db
        .updateTable('picks')
        .set({ confidence_percent: 50.5 })
        .where('id', '=', pick.id)
        .execute();
    }
    // A member holds both in My Picks.
    const since = isoAt(clock, -1);
    await call(
      'POST',
      '/api/load_user_picks',
      {
        picks: slate.map((p) => ({ id: `held-${p.id}`, sourceId: String(p.id), confidence: 50.5 })),
      },
      member,
    );
    clock.advance(1_000);
    const calibrationBefore = await db.selectFrom('probability_calibrations').selectAll().execute();

    const start = await call('POST', '/api/admin/refresh-confidence', { workers: 10 });
    expect(start.statusCode).toBe(200);
    const { body, seen } = await waitForJob(start.json().job_id);
    expect(body.job.status).toBe('completed');
    expect(body.job.graded).toBe(Number(ungraded.numUpdatedRows));
    expect(body.job.updated).toBeGreaterThanOrEqual(2);
    expect(body.job.updated + body.job.skipped + body.job.failed).toBe(body.job.total_items);
    expect(seen.every((s) => s.progress >= 0 && s.progress <= 100)).toBe(true);

    // the stale values are back to the computed ones, each change recorded with its reason
    for (const pick of slate) {
      const now = await db
        .selectFrom('picks')
        .select('confidence_percent')
        .where('id', '=', pick.id)
        .executeTakeFirstOrThrow();
      expect(Number(now.confidence_percent)).toBe(Number(pick.confidence_percent));
      const history = await call(
        'GET',
        `/api/picks/${pick.id}/confidence-history`,
        undefined,
        member,
      );
      expect(history.statusCode).toBe(200);
      const last = history.json().history.at(-1);
      expect(last).toMatchObject({
        pick_id: pick.id,
        previous_confidence: 50.5,
        confidence: Number(pick.confidence_percent),
      });
      expect(['new results graded', "an expert's record moved"]).toContain(last.reason);
    }
    // yesterday's results moved every record the slate counts on
    const reasons = await db
      .selectFrom('confidence_history')
      .select('reason')
      .where(
        'pick_id',
        'in',
        slate.map((p) => p.id),
      )
      .where('previous_confidence_percent', 'is not', null)
      .execute();
    expect(reasons.map((r) => r.reason)).toContain('new results graded');
    const graded = await db
      .selectFrom('picks')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('event_date', '=', YESTERDAY)
      .where('game_id', 'is not', null)
      .where('result', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(graded.n)).toBe(0);
    // the calibration was refitted (a new fit time)
    const calibrationAfter = await db.selectFrom('probability_calibrations').selectAll().execute();
    expect(calibrationAfter.length).toBeGreaterThan(0);
    expect(calibrationAfter.map((c) => c.fitted_at)).not.toEqual(
      calibrationBefore.map((c) => c.fitted_at),
    );

    // the holders' notice
    const notice = await call(
      'GET',
      `/api/user/picks/confidence-changes?since=${encodeURIComponent(since)}`,
      undefined,
      member,
    );
    expect(notice.statusCode).toBe(200);
    const changes = notice.json();
    expect(changes).toMatchObject({
      success: true,
      count: 2,
      message: '2 picks in your list changed confidence',
    });
    expect(changes.picks.map((p: { item_id: string }) => p.item_id).sort()).toEqual(
      slate.map((p) => `held-${p.id}`).sort(),
    );
    expect(changes.picks[0]).toMatchObject({ previous_confidence: 50.5 });
    expect(changes.picks[0].changes[0].reason).toMatch(/graded|record/);
    // nothing since now
    const later = await call(
      'GET',
      `/api/user/picks/confidence-changes?since=${encodeURIComponent(isoAt(clock, 1))}`,
      undefined,
      member,
    );
    expect(later.json()).toMatchObject({ count: 0, message: null, picks: [] });
    const bad = await call(
      'GET',
      '/api/user/picks/confidence-changes?since=yesterday',
      undefined,
      member,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('a refit of the model on newer stat lines is recorded as "model refit"', async () => {
    const { app } = ctx();
    const db = app.database.db;
    // a pick of tomorrow entered two days ago: the lines played since then refit its model
    const pick = await db
      .selectFrom('picks')
      .select(['id', 'model_probability'])
      .where('event_date', '>', SLATE)
      .where('player_id', 'is not', null)
      .where('stat_key', 'is not', null)
      .orderBy('id')
      .executeTakeFirst();
    expect(pick).toBeDefined();
    await db
      .updateTable('picks')
      .set({ created_at: '2026-11-19T15:00:00.000Z', model_probability: 0.99 })
      .where('id', '=', pick!.id)
      .execute();
    const start = await call('POST', '/api/admin/refresh-confidence', { date: '2026-11-23' });
    expect(start.statusCode).toBe(200);
    const { body } = await waitForJob(start.json().job_id);
    expect(body.job).toMatchObject({ status: 'completed', date: '2026-11-23' });
    const history = await call(
      'GET',
      `/api/picks/${pick!.id}/confidence-history`,
      undefined,
      member,
    );
    expect(history.json().history.at(-1).reason).toBe('model refit');
    const after = await db
      .selectFrom('picks')
      .select('model_probability')
      .where('id', '=', pick!.id)
      .executeTakeFirstOrThrow();
    expect(Number(after.model_probability)).not.toBe(0.99);
  });

  it('refuses a second start of a running scope with 409, and bad options with 400', async () => {
    const running = await insertJob({
      status: 'running',
      scope: `date=${YESTERDAY}|expert=*`,
      attempts: 1,
      leaseMs: 60_000,
      owner: 'another-process',
    });
    const second = await call('POST', '/api/admin/refresh-confidence', { date: YESTERDAY });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      success: false,
      job_id: running,
      message: `A confidence refresh for date ${YESTERDAY} is already running (job ${running}). Wait for it to finish.`,
    });
    await ctx().app.database.db.deleteFrom('admin_jobs').where('id', '=', running).execute();

    for (const workers of [0, 11, 2.5]) {
      const res = await call('POST', '/api/admin/refresh-confidence', { workers });
      expect(res.statusCode, String(workers)).toBe(400);
    }
    const badDate = await call('POST', '/api/admin/refresh-confidence', { date: '2026-02-31' });
    expect(badDate.json()).toEqual({
      success: false,
      message: 'Invalid date. Please enter a valid date.',
    });
    const nobody = await call('POST', '/api/admin/refresh-confidence', { expert: 'Nobody Atall' });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().message).toBe('No expert named "Nobody Atall" has picks to refresh.');
    const missing = await call('GET', '/api/admin/refresh-confidence/no-such-job');
    expect(missing.statusCode).toBe(404);
    // a wrong admin password: 403 with its code, never 401
    const wrong = await ctx().app.inject({
      method: 'POST',
      url: '/api/admin/refresh-confidence',
      payload: {},
      headers: { 'x-device-token': admin, 'x-admin-password': 'nope' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe('admin_password_invalid');
  });

  it('a burst of starts for one scope: the database lets one job in, the rest are 409', async () => {
    const { app, clock } = ctx();
    // the service level: five inserts at the same moment (the route's argon2 check would
    // otherwise space them out); the partial unique index admits exactly one
    const params = { date: SLATE, expert: null, expertId: 999_999, workers: 1 };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () => createRefreshJob(app.database.db, clock, params)),
    );
    const created = outcomes.filter((o) => o.status === 'fulfilled');
    expect(created).toHaveLength(1);
    const winnerId = (created[0] as PromiseFulfilledResult<{ id: string }>).value.id;
    for (const o of outcomes.filter((x) => x.status === 'rejected')) {
      const reason = (o as PromiseRejectedResult).reason as JobAlreadyRunning;
      expect(reason).toBeInstanceOf(JobAlreadyRunning);
      expect(reason.jobId).toBe(winnerId);
    }
    // nothing kicked this process's runner: the sweep (main.ts's timer) claims it
    await runner().sweep();
    const { body } = await waitForJob(winnerId);
    expect(body.job.status).toBe('completed');

    // the route: an expert's scope, run to completion, then free again
    const first = await call('POST', '/api/admin/refresh-confidence', {
      expert: "Cole's Algo Picks",
      workers: 1,
    });
    expect(first.statusCode).toBe(200);
    const done = await waitForJob(first.json().job_id);
    expect(done.body.job).toMatchObject({ status: 'completed', expert: "Cole's Algo Picks" });
    expect(done.body.job.total_items).toBeGreaterThan(0);
    const again = await call('POST', '/api/admin/refresh-confidence', {
      expert: "Cole's Algo Picks",
    });
    expect(again.statusCode).toBe(200);
    await waitForJob(again.json().job_id);
  });
});
