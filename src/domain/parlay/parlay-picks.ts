// The picks inside an optimizer result, in the shape the parlay columns show.
import { displayConfidence } from '../confidence/confidence';

export const DEFAULT_PARLAY_ODDS = '1.85';
export type ParlayPickType = 'Standard' | 'Flex';
export const DEFAULT_PARLAY_PICK_TYPE: ParlayPickType = 'Standard';

export interface ParlayPick {
  pID: string;
  name: string;
  confidence: number;
  odds: string;
  pick_type: ParlayPickType;
  stat_type: string;
  league: string;
  gameInfo: string;
  handicapperNames: string[];
}

export interface ServerParlayLeg {
  pID?: string | number;
  id?: string | number;
  name?: string;
  player_name?: string;
  playerName?: string;
  stat_type?: string;
  statType?: string;
  confidence?: unknown;
  odds?: string | number | null;
  pick_type?: string | null;
  league?: string | null;
  gameInfo?: string | null;
  handicapperNames?: readonly string[] | null;
}

/** 'Flex' only when the server says so (any case); otherwise 'Standard'. */
export function parlayPickType(value: string | null | undefined): ParlayPickType {
  return value?.trim().toLowerCase() === 'flex' ? 'Flex' : DEFAULT_PARLAY_PICK_TYPE;
}

export function mapParlayLeg(leg: ServerParlayLeg): ParlayPick {
  const player = (leg.player_name ?? leg.playerName ?? '').trim();
  const stat = (leg.stat_type ?? leg.statType ?? '').trim();
  const name = leg.name?.trim() || [player, stat].filter((part) => part !== '').join(' - ');
  const givenOdds = leg.odds != null ? String(leg.odds).trim() : '';
  const odds = givenOdds !== '' ? givenOdds : DEFAULT_PARLAY_ODDS;
  return {
    pID: String(leg.pID ?? leg.id ?? ''),
    name,
    confidence: displayConfidence(leg.confidence),
    odds,
    pick_type: parlayPickType(leg.pick_type),
    stat_type: stat,
    league: (leg.league ?? '').toUpperCase(),
    gameInfo: leg.gameInfo ?? '',
    handicapperNames: [...(leg.handicapperNames ?? [])],
  };
}

/** The optimize_split reply's subparlays, each leg mapped; anything malformed is dropped. */
export function mapSubparlays(subparlays: unknown): ParlayPick[][] {
  if (!Array.isArray(subparlays)) return [];
  return subparlays
    .filter((parlay): parlay is unknown[] => Array.isArray(parlay))
    .map((parlay) =>
      parlay
        .filter((leg): leg is ServerParlayLeg => typeof leg === 'object' && leg !== null)
        .map(mapParlayLeg),
    )
    .filter((parlay) => parlay.length > 0);
}
