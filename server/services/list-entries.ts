// My Picks and favourites as entries changed by operations (issue [N]; migration 0021). Every
// operation is applied by the domain's one rule (src/domain/lists/list-ops.ts): per key the newest wins
// and a removal wins a tie, so replays are harmless and two devices' edits converge in any order.
// A removal stays as a tombstone so an older add cannot bring the item back.
import type { Kysely, Transaction } from 'kysely';
import { cappedOpTime, opWins, type ListOp } from '../../src/domain/lists/list-ops';
import { isPostgres } from '../db/migrations/columns';
import type { DB } from '../db/tables';
import {
  findLastUpdate,
  selectEntries,
  selectListedEntries,
  upsertEntry,
} from '../repositories/list-entries.repository';
import { lockUserRow } from '../repositories/users.repository';
import { isoAt, type Clock } from './clock';

export type ListName = DB['list_entries']['list'];

/** An operation as the server applies it: for a My Picks add, the item it lists. */
export type EntryOp = ListOp & { item?: object };

/** What became of each operation, by id. */
export interface OpsOutcome {
  applied: string[];
  /** Older than what the list already holds for that key (or a repeat): nothing changed. */
  superseded: string[];
  /** Would pass the list's limit (favourites: five): nothing changed. */
  refused: string[];
}

type Db = Kysely<DB> | Transaction<DB>;

/** Serialises list writes of one account on PostgreSQL (SQLite transactions are serial already). */
async function lockAccount(trx: Db, userId: number): Promise<void> {
  if (!isPostgres(trx as unknown as Kysely<unknown>)) return;
  await lockUserRow(trx, userId);
}

async function entriesOf(trx: Db, userId: number, list: ListName) {
  const rows = await selectEntries(trx, userId, list);
  return new Map(
    rows.map((r) => [
      r.item_key,
      {
        present: Number(r.present) === 1,
        changedAt: Number(r.changed_at),
        addedAt: Number(r.added_at),
      },
    ]),
  );
}

/** Applies `ops` in order inside the caller's transaction; `limit` caps the listed items. */
export async function applyListOps(
  trx: Db,
  clock: Clock,
  userId: number,
  list: ListName,
  ops: readonly EntryOp[],
  limit = Infinity,
): Promise<OpsOutcome> {
  await lockAccount(trx, userId);
  const entries = await entriesOf(trx, userId, list);
  let listed = [...entries.values()].filter((e) => e.present).length;
  const outcome: OpsOutcome = { applied: [], superseded: [], refused: [] };
  const updatedAt = isoAt(clock);
  for (const op of ops) {
    const at = cappedOpTime(op.at, clock.now());
    const entry = entries.get(op.key);
    if (!opWins(entry, { kind: op.kind, at })) {
      outcome.superseded.push(op.id);
      continue;
    }
    const adding = op.kind === 'add';
    if (adding && !entry?.present && listed >= limit) {
      outcome.refused.push(op.id);
      continue;
    }
    const addedAt = adding && !entry?.present ? at : (entry?.addedAt ?? at);
    await upsertEntry(trx, {
      user_id: userId,
      list,
      item_key: op.key,
      present: adding ? 1 : 0,
      changed_at: at,
      added_at: addedAt,
      item: adding && op.item !== undefined ? JSON.stringify(op.item) : null,
      updated_at: updatedAt,
    });
    if (adding !== (entry?.present ?? false)) listed += adding ? 1 : -1;
    entries.set(op.key, { present: adding, changedAt: at, addedAt });
    outcome.applied.push(op.id);
  }
  return outcome;
}

/**
 * The spec's whole-list writes (POST /api/load_user_picks, POST /api/favorites): the list becomes
 * `items`, in that order, as of the server's clock; everything else listed is removed.
 */
export async function replaceList(
  trx: Db,
  clock: Clock,
  userId: number,
  list: ListName,
  items: readonly { key: string; item?: object }[],
): Promise<void> {
  await lockAccount(trx, userId);
  const entries = await entriesOf(trx, userId, list);
  const now = clock.now();
  const updatedAt = isoAt(clock);
  const kept = new Set(items.map((i) => i.key));
  for (const [key, entry] of entries)
    if (entry.present && !kept.has(key))
      await upsertEntry(trx, {
        user_id: userId,
        list,
        item_key: key,
        present: 0,
        changed_at: now,
        added_at: entry.addedAt,
        item: null,
        updated_at: updatedAt,
      });
  for (const [i, { key, item }] of items.entries())
    await upsertEntry(trx, {
      user_id: userId,
      list,
      item_key: key,
      present: 1,
      changed_at: now,
      // the posted order, a microsecond apart
      added_at: now + i / 1000,
      item: item === undefined ? null : JSON.stringify(item),
      updated_at: updatedAt,
    });
}

/** The listed entries in list order: keys and (My Picks) items. */
export async function readListEntries(
  db: Db,
  userId: number,
  list: ListName,
): Promise<{ key: string; item: unknown }[]> {
  const rows = await selectListedEntries(db, userId, list);
  return rows.map((r) => {
    let item: unknown = null;
    try {
      item = r.item === null ? null : JSON.parse(r.item);
    } catch {
      item = null;
    }
    return { key: r.item_key, item };
  });
}

/** When the list last changed (ISO), or null when it never held anything. */
export async function listUpdatedAt(
  db: Db,
  userId: number,
  list: ListName,
): Promise<string | null> {
  const row = await findLastUpdate(db, userId, list);
  return row?.at ? String(row.at) : null;
}
