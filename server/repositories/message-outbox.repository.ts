// Queries over the outbox (table message_outbox): messages the default SMS and email providers keep.
import type { Insertable, Kysely } from 'kysely';
import type { DB, MessageOutboxTable } from '../db/tables';

export async function insertOutboxMessage(
  db: Kysely<DB>,
  row: Insertable<MessageOutboxTable>,
): Promise<void> {
  await db.insertInto('message_outbox').values(row).execute();
}

/** The newest `limit` messages to one recipient, newest first. */
export async function selectOutboxMessagesTo(db: Kysely<DB>, recipient: string, limit: number) {
  return db
    .selectFrom('message_outbox')
    .select(['channel', 'recipient', 'subject', 'body', 'created_at'])
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
