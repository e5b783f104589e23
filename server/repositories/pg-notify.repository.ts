// PostgreSQL's NOTIFY (no table): a payload to every session that LISTENs on the channel, the live
// events' path between server processes when there is no Redis.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/tables';

/** Sends `payload` on `channel`; PostgreSQL only (SQLite has no such function). */
export async function pgNotify(db: Kysely<DB>, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}
