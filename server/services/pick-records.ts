// The bettor's own pick records (table user_pick_records): bounded writes, newest-first reads.
import type { Kysely } from 'kysely';
import {
  PICK_DATA_MAX_BYTES,
  type PickRecord,
  type PickRecordBody,
} from '../../src/api/security-contract';
import type { DB } from '../db/tables';
import {
  countPickRecords,
  insertPickRecord,
  selectPickRecords,
} from '../repositories/user-pick-records.repository';
import { isoAt, type Clock } from './clock';

/** An account keeps at most this many records (a write beyond it is refused, nothing dropped). */
export const PICK_RECORDS_PER_ACCOUNT_MAX = 10_000;

export const PICK_RECORD_MESSAGES = {
  pickDataTooLarge: `pick_data must be at most ${PICK_DATA_MAX_BYTES} bytes of JSON.`,
  gameIdBlank: 'game_id must not be blank.',
  tooMany: `You can keep at most ${PICK_RECORDS_PER_ACCOUNT_MAX.toLocaleString('en-US')} pick records.`,
} as const;

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
  return (await selectPickRecords(db, userId, limit)).map(toRecord);
}

/** Stores one record; null when the account already holds the most it may. */
export async function addPickRecord(
  db: Kysely<DB>,
  clock: Clock,
  userId: number,
  record: { gameId: string; pickDataJson: string; confidenceLevel: number },
): Promise<PickRecord | null> {
  if ((await countPickRecords(db, userId)) >= PICK_RECORDS_PER_ACCOUNT_MAX) return null;
  const row = await insertPickRecord(db, {
    user_id: userId,
    game_id: record.gameId,
    pick_data: record.pickDataJson,
    confidence_level: record.confidenceLevel,
    created_at: isoAt(clock),
  });
  return toRecord(row);
}
