// The confidence side of the API contract (TypeBox): the admin's refresh job (start, poll), a pick's
// confidence history, and the holders' notice of My Picks whose confidence changed.
import { Type, type Static } from 'typebox';
import {
  REFRESH_WORKERS_DEFAULT,
  REFRESH_WORKERS_MAX,
  REFRESH_WORKERS_MIN,
} from '../domain/admin/confidence-refresh';
import { INT4_MAX } from './bounds';

export const RefreshStartBody = Type.Object({
  workers: Type.Optional(
    Type.Integer({
      minimum: REFRESH_WORKERS_MIN,
      maximum: REFRESH_WORKERS_MAX,
      default: REFRESH_WORKERS_DEFAULT,
      description: 'Parallel lanes the job runs with, 1-10 (default 5)',
    }),
  ),
  date: Type.Optional(
    Type.String({
      maxLength: 40,
      description: 'Only this event date (YYYY-MM-DD); all when left out',
    }),
  ),
  expert: Type.Optional(
    Type.String({ maxLength: 200, description: "Only this expert's picks (name, trimmed)" }),
  ),
  expert_name: Type.Optional(Type.String({ maxLength: 200, description: 'Same as expert' })),
});
export type RefreshStartBody = Static<typeof RefreshStartBody>;

export const JobStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('running'),
  Type.Literal('completed'),
  Type.Literal('failed'),
]);

/** The spec's job fields, plus what the job graded and its scope. */
export const RefreshJob = Type.Object({
  job_id: Type.String(),
  status: JobStatus,
  progress: Type.Integer({ minimum: 0, maximum: 100, description: 'Percent done' }),
  total_items: Type.Integer({ description: 'Picks in scope' }),
  updated: Type.Integer({ description: 'Picks whose confidence changed' }),
  skipped: Type.Integer({ description: 'Picks whose confidence stayed (or cannot be computed)' }),
  failed: Type.Integer({ description: 'Picks whose write failed' }),
  graded: Type.Integer({ description: 'Picks graded from stat lines by this job' }),
  error: Type.Union([Type.String(), Type.Null()]),
  start_time: Type.Union([Type.String(), Type.Null()], { description: 'ISO time it first ran' }),
  end_time: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
  workers: Type.Integer(),
  date: Type.Union([Type.String(), Type.Null()]),
  expert: Type.Union([Type.String(), Type.Null()]),
  attempts: Type.Integer({ description: 'Times a process claimed it (a crash makes it 2 or 3)' }),
});
export type RefreshJob = Static<typeof RefreshJob>;

export const RefreshStartReply = Type.Object({
  success: Type.Literal(true),
  job_id: Type.String(),
  message: Type.String(),
  status: JobStatus,
  job: RefreshJob,
});
export type RefreshStartReply = Static<typeof RefreshStartReply>;

/** The poll reply: the job under both `data` and `job` (the spec's client reads either). */
export const RefreshPollReply = Type.Object({
  success: Type.Literal(true),
  isComplete: Type.Boolean(),
  error: Type.Union([Type.String(), Type.Null()]),
  data: RefreshJob,
  job: RefreshJob,
});
export type RefreshPollReply = Static<typeof RefreshPollReply>;

export const RefreshConflictReply = Type.Object({
  success: Type.Literal(false),
  message: Type.String(),
  job_id: Type.String({ description: 'The job already running for this scope' }),
});

export const JobIdParams = Type.Object({
  job_id: Type.String({ minLength: 1, maxLength: 64 }),
});

export const ConfidenceChange = Type.Object({
  pick_id: Type.Integer(),
  previous_confidence: Type.Union([Type.Number(), Type.Null()], { description: 'Percent 0-100' }),
  confidence: Type.Union([Type.Number(), Type.Null()], { description: 'Percent 0-100' }),
  reason: Type.String({ description: "In words, e.g. 'new results graded'" }),
  changed_at: Type.String(),
});
export type ConfidenceChange = Static<typeof ConfidenceChange>;

export const PickIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: INT4_MAX }) });

export const ConfidenceHistoryReply = Type.Object({
  success: Type.Literal(true),
  pick_id: Type.Integer(),
  confidence: Type.Union([Type.Number(), Type.Null()], { description: 'Current, percent' }),
  history: Type.Array(ConfidenceChange, { description: 'Oldest first' }),
});
export type ConfidenceHistoryReply = Static<typeof ConfidenceHistoryReply>;

export const ConfidenceChangesQuery = Type.Object({
  since: Type.String({ minLength: 1, maxLength: 40, description: 'ISO time of the last look' }),
});

export const HeldPickChanges = Type.Object({
  pick_id: Type.Integer(),
  /** The My Picks item's id as the client stored it. */
  item_id: Type.String(),
  player_name: Type.Union([Type.String(), Type.Null()]),
  stat_type: Type.Union([Type.String(), Type.Null()]),
  previous_confidence: Type.Union([Type.Number(), Type.Null()]),
  confidence: Type.Union([Type.Number(), Type.Null()]),
  changes: Type.Array(ConfidenceChange, { description: 'Every change since, oldest first' }),
});

export const ConfidenceChangesReply = Type.Object({
  success: Type.Literal(true),
  since: Type.String(),
  count: Type.Integer(),
  message: Type.Union([Type.String(), Type.Null()], {
    description: "'2 picks in your list changed confidence', or null with none",
  }),
  picks: Type.Array(HeldPickChanges),
});
export type ConfidenceChangesReply = Static<typeof ConfidenceChangesReply>;
