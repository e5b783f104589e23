// The holders' notice: which confidence changes of the picks in a bettor's list this device still
// has to show. A change counts when it came after the bettor added the pick (before that it was
// not their pick) and after the newest change they dismissed here (the device's mark).
import { heldPicksChangedText } from './confidence-history';

/** A list item as the notice reads it: its id and when it was added (ms; 0 when unknown). */
export interface HeldItem {
  id: string;
  addedAt: number;
}

/** A held pick's changes as the API carries them (the fields the notice reads). */
export interface HeldPickChangesInput {
  item_id: string;
  previous_confidence: number | null;
  changes: readonly { previous_confidence: number | null; changed_at: string }[];
}

const timeOf = (iso: string) => {
  const at = Date.parse(iso);
  return Number.isFinite(at) ? at : null;
};

/**
 * The `since` to ask the server with: the device's mark, or before any dismissal the time the
 * first pick still held was added (a change before that was nobody's news on this list); null
 * when nothing is held, so nothing is asked.
 */
export function noticeSince(seenThrough: string | null, held: readonly HeldItem[]): string | null {
  if (held.length === 0) return null;
  if (seenThrough !== null && timeOf(seenThrough) !== null) return seenThrough;
  const known = held.map((h) => h.addedAt).filter((at) => Number.isFinite(at) && at > 0);
  return new Date(known.length === 0 ? 0 : Math.min(...known)).toISOString();
}

/**
 * The picks to show: only items still in the list on this device, each with only the changes made
 * after it was added and after the mark, its 'previous' the value before the first of those.
 * Picks left with no change are dropped. The server's answer and the stored copy go through it.
 */
export function changesToShow<P extends HeldPickChangesInput>(
  picks: readonly P[],
  held: readonly HeldItem[],
  seenThrough: string | null,
): P[] {
  const addedAt = new Map(held.map((h) => [h.id, h.addedAt]));
  const mark = seenThrough === null ? null : timeOf(seenThrough);
  const shown: P[] = [];
  for (const pick of picks) {
    const added = addedAt.get(pick.item_id);
    if (added === undefined) continue;
    const after = Math.max(added, mark ?? 0);
    const changes = pick.changes.filter((c) => {
      const at = timeOf(c.changed_at);
      return at !== null && at > after && c.previous_confidence !== null;
    });
    if (changes.length === 0) continue;
    shown.push({ ...pick, changes, previous_confidence: changes[0]!.previous_confidence });
  }
  return shown;
}

/** The new mark once the bettor dismissed `shown`: its newest change (the server's clock). */
export function markAfterDismiss(
  seenThrough: string | null,
  shown: readonly HeldPickChangesInput[],
): string | null {
  let newest = seenThrough === null ? null : timeOf(seenThrough);
  let mark = newest === null ? null : seenThrough;
  for (const pick of shown)
    for (const change of pick.changes) {
      const at = timeOf(change.changed_at);
      if (at !== null && (newest === null || at > newest)) {
        newest = at;
        mark = change.changed_at;
      }
    }
  return mark;
}

/** The notice's heading: the server's words for the count shown ('2 picks in your list …'). */
export function noticeHeading(shown: readonly unknown[]): string | null {
  return heldPicksChangedText(shown.length);
}
