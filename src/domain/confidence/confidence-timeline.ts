// A pick's confidence history as a bettor reads it: how it was posted, each move old → new with
// its direction, when (relative to now) and why, newest first. Shared by the detail's card and the
// holders' notice, so both word a change the same way.
import { confidenceReasonText } from './confidence-history';
import { SLATE_TIME_ZONE } from '../time/slate-date';

/** One recorded value as the API carries it (percent 0-100; previous null for the first value). */
export interface ConfidenceChangeInput {
  previous_confidence: number | null;
  confidence: number | null;
  reason: string;
  changed_at: string;
}

export type ChangeDirection = 'up' | 'down' | 'same';

/** One move, worded: 'from' and 'to' are shown as '72% → 78%'. */
export interface ConfidenceMove {
  from: string;
  to: string;
  direction: ChangeDirection;
  /** '+6 pts' / '−0.4 pts'; '' when either end is unknown. */
  delta: string;
  reason: string;
  changedAt: string;
}

export interface ConfidenceTimeline {
  /** The first value, when the writer recorded it (an admin's pick); null for a generated one. */
  posted: { value: string; reason: string; changedAt: string } | null;
  /** Every move after the first value, newest first. */
  moves: ConfidenceMove[];
}

const MINUS = '−';

/**
 * The two ends as the bettor sees confidences (whole percents), with one decimal when rounding
 * would make a recorded move read as no move at all ('72.3% → 72.6%', not '72% → 72%').
 */
export function moveValues(from: number | null, to: number | null): [string, string] {
  const precise =
    from !== null && to !== null && from !== to && Math.round(from) === Math.round(to);
  const text = (value: number | null) =>
    value === null ? '—' : `${precise ? value.toFixed(1) : Math.round(value)}%`;
  return [text(from), text(to)];
}

function directionOf(from: number | null, to: number | null): ChangeDirection {
  if (from === null || to === null || from === to) return 'same';
  return to > from ? 'up' : 'down';
}

function deltaText(from: number | null, to: number | null): string {
  if (from === null || to === null) return '';
  const points = to - from;
  const size = Math.abs(points);
  const shown = size >= 1 ? String(Math.round(size)) : size.toFixed(1);
  return `${points >= 0 ? '+' : MINUS}${shown} pts`;
}

export function confidenceMove(change: ConfidenceChangeInput): ConfidenceMove {
  const [from, to] = moveValues(change.previous_confidence, change.confidence);
  return {
    from,
    to,
    direction: directionOf(change.previous_confidence, change.confidence),
    delta: deltaText(change.previous_confidence, change.confidence),
    reason: confidenceReasonText(change.reason),
    changedAt: change.changed_at,
  };
}

/** The server's history (oldest first) as the card shows it. */
export function confidenceTimeline(history: readonly ConfidenceChangeInput[]): ConfidenceTimeline {
  const first = history.find((h) => h.previous_confidence === null);
  const moves = history
    .filter((h) => h.previous_confidence !== null)
    .map(confidenceMove)
    .reverse();
  return {
    posted:
      first === undefined
        ? null
        : {
            value: moveValues(null, first.confidence)[1],
            reason: confidenceReasonText(first.reason),
            changedAt: first.changed_at,
          },
    moves,
  };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SLATE_TIME_ZONE,
  month: 'short',
  day: 'numeric',
});
const fullFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SLATE_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/**
 * When a change happened, as a bettor says it: 'just now', '12 min ago', '5 h ago', then the day
 * ('Nov 21'), in the slate's time zone like every date in the app. '' for an unreadable time.
 */
export function changedAtText(iso: string, nowMs: number): string {
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return '';
  const ago = nowMs - at;
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)} h ago`;
  return dayFormat.format(new Date(at));
}

/** The full time for a tooltip: 'Nov 21, 2026, 3:40 PM' (slate time zone). */
export function changedAtTitle(iso: string): string {
  const at = Date.parse(iso);
  return Number.isFinite(at) ? `${fullFormat.format(new Date(at))} (Pacific)` : '';
}

/** A pick's history under /api (GET /api/picks/{id}/confidence-history): the detail's card reads
 * it, My Picks' prefetch and the holders' notice refresh it, all under this one key. */
export function confidenceHistoryPath(pickId: number): string {
  return `/picks/${pickId}/confidence-history`;
}

/** The card's line when nothing moved since the pick was posted. */
export const NO_CONFIDENCE_CHANGES = 'No changes since it was posted';
