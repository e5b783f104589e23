// My Picks: the ids of list items, their defaults, and adding / removing a pick.
import { CONFIDENCE_DEFAULTS, normalizeConfidence } from './confidence';

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

export function isInMyPicks(list: readonly SelectedPick[], id: string): boolean {
  return list.some((item) => item.id === id);
}

/** The 'Add to List' / 'Added' toggle: removes the item when present, appends it otherwise. */
export function toggleMyPick(list: readonly SelectedPick[], item: SelectedPick): SelectedPick[] {
  return isInMyPicks(list, item.id)
    ? list.filter((existing) => existing.id !== item.id)
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
