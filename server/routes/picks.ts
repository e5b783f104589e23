// The picks feed: summary, confidence-ordered pages, the per-handicapper events feed, experts of
// a day and player distributions. Paid access only (401 signed out, 403 with the upgrade address).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { MIN_CONFIDENCE } from '../../src/domain/confidence/confidence';
import { PICK_TIER_BANDS } from '../../src/domain/offline/picks-cache-policy';
import {
  DateQuery,
  DistributionParams,
  DistributionReply,
  EventsQuery,
  EventsReply,
  ExpertsByDateReply,
  PicksPageReply,
  PicksQuery,
  PicksSummaryQuery,
  PicksSummaryReply,
  ChartReply,
} from '../../src/api/picks-contract';
import { AccessDeniedReply } from '../../src/api/picks-contract';
import { ErrorReply } from '../../src/api/contract';
import { pickDistribution } from '../services/distributions';
import { pickChart } from '../services/player-chart';
import { expertNamesOn, expertTallies } from '../services/experts';
import {
  countQualified,
  expertEvents,
  picksPage,
  picksRevision,
  picksVersion,
  type QualifiedSet,
} from '../services/picks';
import { PicksPageCache, QualifiedSetCache, RevisionMemo } from '../services/picks-page-cache';
import { NotFound, requestedDate } from './request-input';

const guarded = { 400: ErrorReply, 401: ErrorReply, 403: AccessDeniedReply };

export const picksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The guard runs before validation, so a signed-out caller learns to sign in first.
  const pageCache = new PicksPageCache();
  const setCache = new QualifiedSetCache<QualifiedSet>();
  // with Redis, the revision is remembered a moment and forgotten on every slate event
  const revisions = new RevisionMemo(app.config.picksRevisionMemoMs);
  app.live.onEvent((event) => {
    if (event.kind === 'slate') revisions.forget();
  });
  /** The date's qualified set in a band and its version: one revision read while nothing changed. */
  const qualified = async (date: string, min: number, max: number | null) => {
    const revision = await revisions.get(date, () => picksRevision(app.database.db, date));
    const band = `${min}-${max ?? ''}`;
    const set = await setCache.get(`${date}|${band}`, revision, () =>
      countQualified(app.database.db, date, min, max),
    );
    return { set, version: picksVersion(date, band, set, revision) };
  };

  app.get(
    '/picks/summary',
    {
      schema: {
        tags: ['picks'],
        summary: 'How many qualified picks a date has, and the version of that set',
        querystring: PicksSummaryQuery,
        response: { 200: PicksSummaryReply, ...guarded },
      },
    },
    async (request) => {
      const date = await requestedDate(app, request.query.date);
      const min = Math.max(MIN_CONFIDENCE, request.query.min_confidence ?? MIN_CONFIDENCE);
      const { set, version } = await qualified(date, min, null);
      return {
        success: true as const,
        date,
        version,
        total_qualified: set.total,
      };
    },
  );

  app.get(
    '/picks',
    {
      schema: {
        tags: ['picks'],
        summary: 'A page of qualified picks (confidence >= 50), best first',
        description:
          'Sorted by confidence descending, then id. Page with offset/limit (limit <= 100); nextOffset is null on the last page. The warmup tiers are confidence bands read through min_confidence and offset (docs/decisions.md).',
        querystring: PicksQuery,
        response: { 200: PicksPageReply, ...guarded },
      },
    },
    async (request, reply) => {
      const date = await requestedDate(app, request.query.date);
      const tier = request.query.tier ?? null;
      const band = tier === null ? null : PICK_TIER_BANDS[tier];
      const min = Math.max(
        MIN_CONFIDENCE,
        request.query.min_confidence ?? MIN_CONFIDENCE,
        band?.[0] ?? 0,
      );
      const max = band?.[1] ?? null;
      const offset = request.query.offset ?? 0;
      const limit = request.query.limit ?? 25;
      const { set, version } = await qualified(date, min, max);
      const etag = `W/"${version}.${tier ?? 'all'}.${offset}.${limit}"`;
      // the same page of the same version is the same bytes: build it once per process
      const cacheKey = `${date}|${min}|${max ?? ''}|${tier ?? ''}|${offset}|${limit}`;
      const bytes =
        pageCache.get(cacheKey, version) ??
        (await (async () => {
          const picks = await picksPage(app.database.db, {
            date,
            minConfidence: min,
            maxConfidence: max,
            offset,
            limit,
          });
          const end = offset + picks.length;
          const fresh = JSON.stringify({
            success: true,
            date,
            tier,
            picks,
            nextOffset: end < set.total && picks.length > 0 ? end : null,
            totalQualified: set.total,
            version,
            etag,
            message:
              picks.length === 0 ? `No picks for ${date}` : `${picks.length} of ${set.total} picks`,
          } satisfies Static<typeof PicksPageReply>);
          return pageCache.set(cacheKey, version, fresh);
        })());
      const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      reply
        .header('etag', etag)
        .header('vary', 'accept-encoding')
        .type('application/json; charset=utf-8');
      if (gzip) reply.header('content-encoding', 'gzip');
      // bytes are sent as they are (already JSON); the schema still documents their shape
      return reply.send(
        (gzip ? bytes.gzip : bytes.plain) as unknown as Static<typeof PicksPageReply>,
      );
    },
  );

  app.get(
    '/todays_events',
    {
      schema: {
        tags: ['picks'],
        summary: "The day's handicappers, each with their qualified picks (the events feed)",
        querystring: EventsQuery,
        response: { 200: EventsReply, ...guarded },
      },
    },
    async (request) => {
      const date = await requestedDate(app, request.query.date);
      const limit = request.query.limit ?? 25;
      const offset = request.query.offset ?? 0;
      const experts = await expertNamesOn(app.database.db, date);
      const page = experts.slice(offset, offset + limit);
      const [shaped, tallies] = await Promise.all([
        expertEvents(app.database.db, page, date),
        expertTallies(
          app.database.db,
          app.expertTallies,
          page.map((e) => e.id),
        ),
      ]);
      // each card's accuracy comes with it, so the cards show the graded number offline too
      const events = shaped.map((event) => ({ ...event, record: tallies.get(event.id) }));
      return {
        success: true as const,
        date,
        events,
        total: experts.length,
        limit,
        message:
          experts.length === 0
            ? `No events for ${date}`
            : `${events.length} of ${experts.length} handicappers`,
      };
    },
  );

  app.get(
    '/experts_by_date',
    {
      schema: {
        tags: ['picks'],
        summary: 'Names of the experts with qualified picks on a date',
        querystring: DateQuery,
        response: { 200: ExpertsByDateReply, ...guarded },
      },
    },
    async (request) => {
      const date = await requestedDate(app, request.query.date);
      const experts = await expertNamesOn(app.database.db, date);
      return {
        success: true as const,
        message: `${experts.length} experts on ${date}`,
        experts: experts.map((e) => e.name),
      };
    },
  );

  app.get(
    '/player_distributions/:key',
    {
      schema: {
        tags: ['picks'],
        summary: "The model's distribution of a pick's stat, and the one its odds imply",
        description: 'key: the pick event_id (date-LEAGUE-name-stat-threshold) or its numeric id.',
        params: DistributionParams,
        response: { 200: DistributionReply, 404: ErrorReply, ...guarded },
      },
    },
    async (request) => {
      const result = await pickDistribution(app.database.db, request.params.key);
      if (!result) throw new NotFound(`No distribution for ${request.params.key}`);
      return result;
    },
  );

  app.get(
    '/player_chart/:key',
    {
      schema: {
        tags: ['picks'],
        summary: "The fallback chart: the player's last 10 games of the stat against the line",
        description:
          'key: the pick event_id or its numeric id. 404 when fewer than 2 games have the stat.',
        params: DistributionParams,
        response: { 200: ChartReply, 404: ErrorReply, ...guarded },
      },
    },
    async (request) => {
      const result = await pickChart(app.database.db, request.params.key);
      if (!result) throw new NotFound(`No chart for ${request.params.key}`);
      return result;
    },
  );
};
