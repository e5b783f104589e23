// The bettor's own pick records (table user_pick_records): bounded writes, newest-first reads.
import type { Kysely } from 'kysely';
import {
  PICK_DATA_MAX_BYTES,
  type PickRecord,
  type PickRecordBody,
} from '../../src/api/security-contract';
import type { DB } from '../db/tables';
import { isoAt, type Clock } from './clock';

/** An account keeps at most this many records (a write beyond it is refused, nothing dropped). */
export const PICK_RECORDS_PER_ACCOUNT_MAX = 10_000;

export const PICK_RECORD_MESSAGES = {
  pickDataTooLarge: `pick_data must be at most ${PICK_DATA_MAX_BYTES} bytes of JSON.`,
  gameIdBlank: 'game_id must not be blank.',
  tooMany: `You can keep at most ${PICK_RECORDS_PER_ACCOUNT_MAX.toLocaleString('en-US')} pick records.`,
} as const;

const COLUMNS = ['id', 'game_id', 'pick_data', 'confidence_level', 'created_at'] as const;

function toRecord(row: {
  id: number;
  game_id: string;
  pick_data: string;
  confidence_level: number;
  created_at: string;
}): PickRecord {
  return {
    id: row.id,
    game_id: row.game_id,
    pick_data: JSON.parse(row.pick_data) as PickRecord['pick_data'],
    confidence_level: Number(row.confidence_level),
    created_at: row.created_at,
  };
}

/** The first problem with a record to store, or null; `json` is its pick_data as stored. */
export function pickRecordProblem(body: PickRecordBody, json: string): string | null {
  if (String(body.game_id).trim() === '') return PICK_RECORD_MESSAGES.gameIdBlank;
  if (Buffer.byteLength(json, 'utf8') > PICK_DATA_MAX_BYTES) {
    return PICK_RECORD_MESSAGES.pickDataTooLarge;
  }
  return null;
}

export async function listPickRecords(
  db: Kysely<DB>,
  userId: number,
  limit: number,
): Promise<PickRecord[]> {
  const rows = await db
    .selectFrom('user_pick_records')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toRecord);
}

/** Stores one record; null when the account already holds the most it may. */
export async function addPickRecord(
  db: Kysely<DB>,
  clock: Clock,
  userId: number,
  record: { gameId: string; pickDataJson: string; confidenceLevel: number },
): Promise<PickRecord | null> {
  const { count } = await db
    .selectFrom('user_pick_records')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= PICK_RECORDS_PER_ACCOUNT_MAX) return null;
  const row = await db
    .insertInto('user_pick_records')
    .values({
      user_id: userId,
      game_id: record.gameId,
      pick_data: record.pickDataJson,
      confidence_level: record.confidenceLevel,
      created_at: isoAt(clock),
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toRecord(row);
}
