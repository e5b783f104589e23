// The outbox: where the default SMS and email providers "send" (a table plus the server log).
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../db/tables';
import {
  insertOutboxMessage,
  selectOutboxMessagesTo,
} from '../repositories/message-outbox.repository';
import { isoAt, type Clock } from '../services/clock';

export interface OutboxDeps {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
}

export async function writeToOutbox(
  deps: OutboxDeps,
  message: { channel: 'sms' | 'email'; recipient: string; subject: string | null; body: string },
): Promise<void> {
  await insertOutboxMessage(deps.db, { ...message, created_at: isoAt(deps.clock) });
  // Printed so a developer can sign in without any SMS or email service.
  deps.log.info(
    { outbox: message.channel, to: message.recipient },
    `[outbox ${message.channel} to ${message.recipient}] ${message.subject ? `${message.subject}: ` : ''}${message.body}`,
  );
}

/** The last 20 messages the outbox holds for one recipient (email or phone), newest first. */
export function outboxMessagesTo(db: Kysely<DB>, recipient: string) {
  return selectOutboxMessagesTo(db, recipient.trim().toLowerCase(), 20);
}
