// Cole's Algo raw sheet for a date: MLB that day; NFL and NCAA (the demo's CFB) for the football
// week holding the date (Tuesday to Monday), all computed from the model, so the same data gives
// the same sheet.
import type { Kysely } from 'kysely';
import { shiftSlateDate } from '../../src/domain/time/slate-date';
import type { DB } from '../db/tables';
import { footballSheet } from './raw-sheet-football';
import { mlbSheet } from './raw-sheet-mlb';
import { loadLeagueSlice } from './raw-sheet-model';

/** The football week: the Tuesday on or before the date, and the Monday after. */
export function footballWeek(date: string): { from: string; to: string } {
  const [y, m, d] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).getUTCDay();
  const from = shiftSlateDate(date, -((weekday - 2 + 7) % 7));
  return { from, to: shiftSlateDate(from, 6) };
}

export async function rawSheet(db: Kysely<DB>, date: string) {
  const week = footballWeek(date);
  const [mlb, nfl, cfb] = await Promise.all([
    loadLeagueSlice(db, 'MLB', date, date),
    loadLeagueSlice(db, 'NFL', week.from, week.to),
    loadLeagueSlice(db, 'CFB', week.from, week.to),
  ]);
  return { mlb: mlbSheet(mlb), nfl: footballSheet(nfl), ncaa: footballSheet(cfb) };
}
