// One transaction per admin write: every event (and result) is written, or nothing is.
import type { AdminEventBody, ImportPlayerImage, ImportResult } from '../../src/api/admin-contract';
import type { Database } from '../db/database';
import { draftEvent, EventRejected, type EventDraft } from './admin-event-rules';
import { writeAdminEvent, writeResult, type WrittenEvent } from './admin-events';
import type { Clock } from './clock';
import { writePlayerImages } from './player-image-import';

function isUniqueViolation(error: unknown): boolean {
  const text =
    error instanceof Error ? `${error.message} ${(error as { code?: string }).code}` : '';
  return /unique|23505/i.test(text);
}

/**
 * Writes drafted events, results and imported player images in one transaction; a refused item (EventRejected) or a
 * database error rolls everything back. A concurrent insert of the same event id becomes 409.
 */
export async function writeEventsAtomically(
  database: Database,
  clock: Clock,
  drafts: readonly EventDraft[],
  results: readonly ImportResult[],
  reason: string,
  images: readonly ImportPlayerImage[] = [],
): Promise<WrittenEvent[]> {
  try {
    return await database.db.transaction().execute(async (trx) => {
      const written: WrittenEvent[] = [];
      for (const draft of drafts) written.push(await writeAdminEvent(trx, clock, draft, reason));
      for (const result of results) await writeResult(trx, result.event_id, result.actual_value);
      await writePlayerImages(trx, clock, images);
      return written;
    });
  } catch (error) {
    if (error instanceof EventRejected || !isUniqueViolation(error)) throw error;
    throw new EventRejected(
      409,
      'An event with this id was added at the same time; it exists now.',
    );
  }
}

/** add_event and the admin pick submit: validate, derive, write (all or nothing). */
export async function addAdminEvent(
  database: Database,
  clock: Clock,
  body: AdminEventBody,
  reason: string,
): Promise<WrittenEvent> {
  const [written] = await writeEventsAtomically(database, clock, [draftEvent(body)], [], reason);
  if (!written) throw new Error('no event written');
  return written;
}
