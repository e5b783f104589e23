// My Picks: the ids of list items, their defaults, and adding / removing a pick.
import { CONFIDENCE_DEFAULTS, normalizeConfidence } from '../confidence/confidence';
import type { Probability } from '../probability/scales';

export type PickSourceType = 'pick' | 'handicapper';

/** Items saved before eventDate existed belong to this slate. */
export const LEGACY_EVENT_DATE = '2025-07-20';
export const MY_PICKS_STORE = 'my_picks';
export const MY_PICKS_KEY = 'user_picks';
export const MY_PICKS_DEFAULT_CONFIDENCE = 50;

export interface SelectedPick {
  id: string;
  sourceType: PickSourceType;
  sourceId: string;
  playerName: string;
  playerNumber: string | null;
  betType: string;
  gameInfo: string;
  confidence: number;
  handicapperName: string | null;
  handicapperNames: string[];
  league: string;
  playerImageBase64: string | null;
  statType: string;
  addedAt: number;
  eventDate: string;
  // What the optimizer reads (optional, additive): filled from the server's picks table by
  // GET /api/user_picks and the optimize reply, so the device's offline split equals the server's.
  /** Kept for older clients: the calibrated probability (the optimizer reads the field below). */
  probability?: number;
  /** How often graded picks at this confidence won, 0-1: the optimizer's leg probability. */
  calibratedProbability?: Probability | null;
  /** The player model's probability of the pick's side, 0-1. */
  modelProbability?: Probability | null;
  /** The market's probability of the pick's side with the vig removed, 0-1. */
  marketProbability?: Probability | null;
  /** calibratedProbability − marketProbability. */
  edge?: number | null;
  /** The sportsbook the odds are from, when known (the leg reads as a bet there). */
  sportsbook?: string | null;
  /** The pick's odds as listed ('1.85', '-110'); shown on the parlay legs. */
  odds?: string | null;
  /** The game the pick belongs to (legs of one game are correlated); else derived from the text. */
  gameKey?: string | null;
  /** The player's team, for the correlation model and the detail's opponent. */
  team?: string | null;
  /** The player's id: the detail's logs, image and research ask by it (never by name). */
  playerId?: number | null;
  /** The stat-line key the pick reads (its game-log column). */
  statKey?: string | null;
  /** The pick's line (e.g. 25.5), for the detail's hit rate. */
  threshold?: number | null;
  /** 1 = over, 0 = under (else read from betType). */
  side?: 0 | 1 | null;
  reusable?: boolean;
  /** Most capital at risk on parlays holding the pick; 0 = no limit. */
  capitalLimit?: number;
  /** At most one pick of a group per parlay; -1 = none. */
  mutualExclusion?: number;
}

/** pick_{id}, or handicapper_{id}_{name} with the name's spaces as underscores. */
export function selectedPickId(
  sourceType: PickSourceType,
  sourceId: string | number,
  handicapperName?: string | null,
): string {
  if (sourceType === 'pick') return `pick_${sourceId}`;
  const name = (handicapperName ?? '').trim().replace(/\s+/g, '_');
  return `handicapper_${sourceId}_${name}`;
}

/**
 * The item's canonical key, `pick_{sourceId}`, the same whether it was added from the list or from
 * a handicapper's profile (whose id names the handicapper): one pick is in the list once. Items of
 * the spec's older clients that carry only an id are keyed by the pick id inside it.
 */
export function myPickKey(item: { id: string; sourceId?: unknown }): string {
  const source =
    typeof item.sourceId === 'string' || typeof item.sourceId === 'number'
      ? String(item.sourceId).trim()
      : '';
  // an item stored before sourceId existed was given its id as sourceId
  const raw = source !== '' ? source : item.id;
  const fromProfile = /^handicapper_([^_]+)_/.exec(raw);
  if (fromProfile) return `pick_${fromProfile[1]}`;
  if (raw.startsWith('pick_')) return raw;
  return source !== '' ? `pick_${source}` : item.id;
}

/** Brings a stored item up to date: missing eventDate → 2025-07-20, missing confidence → 50. */
export function upgradeStoredPick(item: Partial<SelectedPick> & { id: string }): SelectedPick {
  const confidence = normalizeConfidence(item.confidence) ?? MY_PICKS_DEFAULT_CONFIDENCE;
  return {
    sourceType: 'pick',
    sourceId: item.id,
    playerName: '',
    playerNumber: null,
    betType: '',
    gameInfo: '',
    handicapperName: null,
    handicapperNames: [],
    league: '',
    playerImageBase64: null,
    statType: '',
    addedAt: 0,
    ...item,
    confidence,
    eventDate: item.eventDate && item.eventDate !== '' ? item.eventDate : LEGACY_EVENT_DATE,
  };
}

/** Added from a handicapper profile, a pick with no confidence shows 75 instead of 50. */
export function defaultConfidenceFor(sourceType: PickSourceType): number {
  return sourceType === 'handicapper'
    ? CONFIDENCE_DEFAULTS.addedFromProfile
    : MY_PICKS_DEFAULT_CONFIDENCE;
}

/** Whether the list holds the pick `idOrKey` names (an item id or a canonical key). */
export function isInMyPicks(list: readonly SelectedPick[], idOrKey: string): boolean {
  const key = myPickKey({ id: idOrKey });
  return list.some((item) => item.id === idOrKey || myPickKey(item) === key);
}

/**
 * The 'Add to List' / 'Added' toggle: removes the pick when listed (under any id: from the list or
 * a profile), appends it otherwise.
 */
export function toggleMyPick(list: readonly SelectedPick[], item: SelectedPick): SelectedPick[] {
  const key = myPickKey(item);
  return list.some((existing) => myPickKey(existing) === key)
    ? list.filter((existing) => myPickKey(existing) !== key)
    : [...list, item];
}

export function removeMyPick(list: readonly SelectedPick[], id: string): SelectedPick[] {
  return list.filter((item) => item.id !== id);
}

export const ADD_TOGGLE_TEXT = {
  add: 'Add to List',
  added: 'Added',
  addedTick: 'Added ✓',
} as const;

/** The fields of a shown pick that a My Picks item copies (a structural slice of `Pick`). */
export interface PickForList {
  id: string;
  playerName: string;
  playerNumber: string | null;
  betType: string;
  gameInfo: string;
  confidence: number | null;
  league: string;
  statType: string;
  handicapperNames: readonly string[];
  playerImageBase64: string | null;
  meta: {
    eventDate: string | null;
    playerId?: number | null;
    team?: string | null;
    statKey?: string | null;
    threshold?: number | null;
    calibratedProbability?: Probability | null;
    modelProbability?: Probability | null;
    marketProbability?: Probability | null;
    sportsbook?: string | null;
    side?: 0 | 1 | null;
  };
  odds?: string | null;
}

/**
 * The My Picks item for a shown pick. From a handicapper profile the item records that
 * handicapper (sourceType 'handicapper', id handicapper_{id}_{name}); a missing confidence gets
 * that source's default (50, or 75 from a profile). `addedAt` is the caller's clock (ms).
 */
export function selectedPickFrom(
  pick: PickForList,
  sourceType: PickSourceType,
  handicapper: { id: number; name: string } | null = null,
  addedAt = 0,
): SelectedPick {
  const fromProfile = sourceType === 'handicapper';
  const eventDate = /^\d{4}-\d{2}-\d{2}/.exec(pick.meta.eventDate ?? '')?.[0] ?? LEGACY_EVENT_DATE;
  return {
    id: selectedPickId(sourceType, pick.id, fromProfile ? (handicapper?.name ?? '') : null),
    sourceType,
    sourceId: pick.id,
    playerName: pick.playerName,
    playerNumber: pick.playerNumber,
    betType: pick.betType,
    gameInfo: pick.gameInfo,
    confidence: normalizeConfidence(pick.confidence) ?? defaultConfidenceFor(sourceType),
    handicapperName: fromProfile ? (handicapper?.name ?? null) : null,
    handicapperNames: [...pick.handicapperNames],
    league: pick.league,
    playerImageBase64: pick.playerImageBase64,
    statType: pick.statType,
    addedAt,
    eventDate,
    // who the pick is about, so the detail opened from My Picks finds the same player offline
    playerId: pick.meta.playerId ?? null,
    team: pick.meta.team ?? null,
    statKey: pick.meta.statKey ?? null,
    threshold: pick.meta.threshold ?? null,
    ...optimizerFieldsOf(pick),
  };
}

/**
 * What the device's optimizer reads, copied when the shown pick carries it, so a pick added
 * offline splits by its calibrated probability before the server's metadata arrives.
 */
function optimizerFieldsOf(pick: PickForList): Partial<SelectedPick> {
  const fields: Partial<SelectedPick> = {
    calibratedProbability: pick.meta.calibratedProbability,
    modelProbability: pick.meta.modelProbability,
    marketProbability: pick.meta.marketProbability,
    sportsbook: pick.meta.sportsbook,
    side: pick.meta.side,
    odds: pick.odds,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}
