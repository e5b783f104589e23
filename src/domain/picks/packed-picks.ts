// Picks as columns: a window of rows crosses from the data worker to the page as one array per
// field instead of one object per pick, so the field names travel once per answer, not per row.
import type { Pick } from './server-pick';

type Flat = Omit<Pick, 'meta' | 'handicappers'>;
type MetaKey = keyof Pick['meta'];

const FIELDS = [
  'id',
  'playerName',
  'playerNumber',
  'betType',
  'gameInfo',
  'confidence',
  'league',
  'odds',
  'statType',
  'handicapperNames',
  'playerImageBase64',
  'expertCount',
  'additionalExperts',
  'updatedAt',
  'confidence_values',
] as const satisfies readonly (keyof Flat)[];

const META = [
  'eventId',
  'eventDate',
  'pickType',
  'threshold',
  'side',
  'predictionTime',
  'playerId',
  'team',
  'statKey',
  'calibratedProbability',
  'modelProbability',
  'marketProbability',
  'sportsbook',
] as const satisfies readonly MetaKey[];

/** The packed rows: `columns[i][r]` is field FIELDS[i] of row r; experts as [name, confidence]. */
export interface PackedPicks {
  count: number;
  columns: unknown[][];
  meta: unknown[][];
  experts: [string, number | null][][];
}

export function packPicks(rows: readonly Pick[]): PackedPicks {
  return {
    count: rows.length,
    columns: FIELDS.map((field) => rows.map((row) => row[field])),
    meta: META.map((field) => rows.map((row) => row.meta[field])),
    experts: rows.map((row) => row.handicappers.map((e) => [e.name, e.confidence])),
  };
}

export function unpackPicks(packed: PackedPicks): Pick[] {
  return Array.from({ length: packed.count }, (_, r) => {
    const flat = Object.fromEntries(FIELDS.map((field, i) => [field, packed.columns[i]![r]]));
    const meta = Object.fromEntries(META.map((field, i) => [field, packed.meta[i]![r]]));
    const handicappers = (packed.experts[r] ?? []).map(([name, confidence]) => ({
      name,
      confidence,
    }));
    return { ...flat, meta, handicappers } as Pick;
  });
}
