// Reading a My Picks item that arrived as untyped JSON (a stored list, a posted body) into a
// SelectedPick: wrong-typed fields fall back to their defaults instead of reaching the optimizer.
import { upgradeStoredPick, type SelectedPick } from './my-picks';
import { wireProbability } from '../picks/server-pick';

type Raw = Record<string, unknown>;

const text = (raw: Raw, key: string) => (typeof raw[key] === 'string' ? raw[key] : undefined);
const textOrNull = (raw: Raw, key: string) =>
  typeof raw[key] === 'string' ? raw[key] : raw[key] === null ? null : undefined;
const finite = (raw: Raw, key: string) =>
  typeof raw[key] === 'number' && Number.isFinite(raw[key]) ? raw[key] : undefined;

/** A probability strictly between 0 and 1 (the wire's rule); null kept, anything else dropped. */
const probabilityOrNull = (raw: Raw, key: string) =>
  raw[key] === null ? null : (wireProbability(raw[key]) ?? undefined);

/** The item as a SelectedPick, or null when it has no usable id. */
export function readSelectedPick(value: unknown): SelectedPick | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Raw;
  const id = text(raw, 'id')?.trim();
  if (!id) return null;
  const side = raw.side === 0 || raw.side === 1 ? raw.side : raw.side === null ? null : undefined;
  const names = Array.isArray(raw.handicapperNames)
    ? raw.handicapperNames.filter((n): n is string => typeof n === 'string')
    : undefined;
  const fields: Partial<SelectedPick> & { id: string } = {
    id,
    sourceType: raw.sourceType === 'handicapper' ? 'handicapper' : 'pick',
    sourceId:
      text(raw, 'sourceId') ??
      (finite(raw, 'sourceId') !== undefined ? String(raw.sourceId) : undefined),
    playerName: text(raw, 'playerName'),
    playerNumber: textOrNull(raw, 'playerNumber'),
    betType: text(raw, 'betType'),
    gameInfo: text(raw, 'gameInfo'),
    confidence: finite(raw, 'confidence'),
    handicapperName: textOrNull(raw, 'handicapperName'),
    handicapperNames: names,
    league: text(raw, 'league'),
    playerImageBase64: textOrNull(raw, 'playerImageBase64'),
    statType: text(raw, 'statType'),
    addedAt: finite(raw, 'addedAt'),
    eventDate: text(raw, 'eventDate'),
    probability: finite(raw, 'probability'),
    odds: textOrNull(raw, 'odds'),
    gameKey: textOrNull(raw, 'gameKey'),
    team: textOrNull(raw, 'team'),
    playerId:
      raw.playerId === null
        ? null
        : typeof raw.playerId === 'number' && Number.isSafeInteger(raw.playerId) && raw.playerId > 0
          ? raw.playerId
          : undefined,
    statKey: textOrNull(raw, 'statKey'),
    threshold: finite(raw, 'threshold'),
    calibratedProbability: probabilityOrNull(raw, 'calibratedProbability'),
    modelProbability: probabilityOrNull(raw, 'modelProbability'),
    marketProbability: probabilityOrNull(raw, 'marketProbability'),
    edge:
      raw.edge === null
        ? null
        : typeof raw.edge === 'number' && Math.abs(raw.edge) < 1
          ? raw.edge
          : undefined,
    sportsbook: textOrNull(raw, 'sportsbook'),
    side,
    reusable: typeof raw.reusable === 'boolean' ? raw.reusable : undefined,
    capitalLimit: finite(raw, 'capitalLimit'),
    mutualExclusion: finite(raw, 'mutualExclusion'),
  };
  // undefined fields take upgradeStoredPick's defaults (or stay absent, for the optional ones)
  const defined = Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined),
  ) as Partial<SelectedPick> & { id: string };
  return upgradeStoredPick(defined);
}

/** Every usable item of a stored or posted list, in order. */
export function readSelectedPicks(values: readonly unknown[]): SelectedPick[] {
  return values.map(readSelectedPick).filter((item): item is SelectedPick => item !== null);
}
