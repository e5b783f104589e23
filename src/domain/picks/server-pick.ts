// Turning a pick as the server sends it into the pick the UI shows.
import { additionalExpertCount } from './expert-avatars';
import {
  agreeingPredictions,
  derivedConfidence,
  majoritySide,
  normalizeConfidence,
  resolveConfidence,
} from '../confidence/confidence';
import { predictionLabel, predictionSide } from './prediction';
import type { PredictionSide } from './prediction';
import { asProbability, type Percent, type Probability } from '../probability/scales';

export interface ServerPick {
  id?: string | number;
  event_id?: string;
  eventId?: string;
  game_id?: string | number | null;
  player_id?: string | number | null;
  player_name?: string | null;
  player_number?: string | number | null;
  event_date?: string | null;
  event_team?: string | null;
  team_a?: string | null;
  team_b?: string | null;
  stat_threshold?: number | string | null;
  stat_thresholds?: readonly (number | string)[] | null;
  pick_type?: string | null;
  stat_type?: string | null;
  stat_key?: string | null;
  predictions?: readonly unknown[] | null;
  prediction?: unknown;
  prediction_time?: string | null;
  confidence?: unknown;
  confidence_values?: readonly unknown[] | null;
  expert_predictions_map?: Record<string, unknown> | null;
  expert_confidence_map?: Record<string, unknown> | null;
  handicapperNames?: readonly string[] | null;
  league?: string | null;
  odds?: string | number | null;
  sportsbook?: string | null;
  calibrated_probability?: number | null;
  model_probability?: number | null;
  market_probability?: number | null;
  player_image_base64?: string | null;
  updated_at?: string | number | null;
}

export interface PickExpert {
  name: string;
  /** 0-100, or null when the expert gave none. */
  confidence: number | null;
}

export interface Pick {
  id: string;
  playerName: string;
  playerNumber: string | null;
  betType: string;
  gameInfo: string;
  /** 0-100; the >= 50 rule is applied by qualifiedPicks. */
  confidence: number;
  league: string;
  odds: string | null;
  statType: string;
  handicapperNames: string[];
  handicappers: PickExpert[];
  playerImageBase64: string | null;
  expertCount: number;
  additionalExperts: number;
  updatedAt: string | number | null;
  meta: {
    eventId: string | null;
    eventDate: string | null;
    pickType: string | null;
    threshold: number | null;
    side: PredictionSide | null;
    predictionTime: string | null;
    /** The player's id: logs, image and research ask by it, never by initial and last name. */
    playerId: number | null;
    /** The player's team (the opponent is the other team of the pick's game). */
    team: string | null;
    /** The stat-line key the pick reads (e.g. 'pra'): the log column its chart and texts use. */
    statKey: string | null;
    /** How often graded picks at this confidence won, 0-1 (src/domain/probability/pick-probabilities.ts). */
    calibratedProbability?: Probability | null;
    /** The player model's probability of the pick's side, 0-1. */
    modelProbability?: Probability | null;
    /** The market's probability of the pick's side, vig removed, 0-1. */
    marketProbability?: Probability | null;
    /** The sportsbook the odds are from. */
    sportsbook?: string | null;
  };
  confidence_values: number[];
}

/** A positive integer id as the wire may carry it (number or digits), else null. */
export function idOf(raw: unknown): number | null {
  const n = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** A probability strictly between 0 and 1 as the wire carries it, else null. */
export function wireProbability(raw: unknown): Probability | null {
  return typeof raw === 'number' && Number.isFinite(raw) && raw > 0 && raw < 1
    ? asProbability(raw)
    : null;
}

function firstThreshold(pick: ServerPick): number | null {
  const raw = pick.stat_threshold ?? pick.stat_thresholds?.[0] ?? null;
  const n = typeof raw === 'string' ? Number.parseFloat(raw) : raw;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

function expertNames(pick: ServerPick): string[] {
  const names = [
    ...(pick.handicapperNames ?? []),
    ...Object.keys(pick.expert_predictions_map ?? {}),
    ...Object.keys(pick.expert_confidence_map ?? {}),
  ];
  return [...new Set(names.map((n) => n.trim()).filter((n) => n !== ''))];
}

function sideOf(pick: ServerPick, expertSides: number[]): PredictionSide | null {
  return predictionSide(pick.prediction) ?? majoritySide(expertSides);
}

/** 'Over 25.5 Points', 'Under 8.5 Total', or the stat / pick type alone when no side is known. */
export function betTypeText(side: PredictionSide | null, threshold: number | null, stat: string) {
  return [side === null ? null : predictionLabel(side), threshold, stat]
    .filter((part) => part !== null && part !== '')
    .join(' ');
}

export function gameInfoText(pick: ServerPick): string {
  const a = pick.team_a?.trim();
  const b = pick.team_b?.trim();
  if (a && b) return `${a} vs ${b}`;
  return a || b || pick.event_team?.trim() || '';
}

export function mapServerPick(pick: ServerPick): Pick {
  const names = expertNames(pick);
  const experts = names.map((name) => ({
    name,
    confidence: normalizeConfidence(pick.expert_confidence_map?.[name]),
  }));
  const expertSides = [
    ...(pick.predictions ?? []),
    ...Object.values(pick.expert_predictions_map ?? {}),
  ]
    .map(predictionSide)
    .filter((s): s is PredictionSide => s !== null);
  const side = sideOf(pick, expertSides);
  const values = (pick.confidence_values ?? Object.values(pick.expert_confidence_map ?? {}))
    .map(normalizeConfidence)
    .filter((v): v is Percent => v !== null);
  const confidence =
    resolveConfidence({ confidence: pick.confidence, confidence_values: values }) ??
    derivedConfidence(agreeingPredictions(expertSides, side), expertSides.length);
  const threshold = firstThreshold(pick);
  const statType = pick.stat_type?.trim() || pick.pick_type?.trim() || '';
  const gameId = pick.game_id != null ? String(pick.game_id) : null;
  const eventId = pick.event_id ?? pick.eventId ?? gameId;
  return {
    id: String(pick.id ?? eventId ?? ''),
    playerName: pick.player_name?.trim() || pick.event_team?.trim() || '',
    playerNumber: pick.player_number != null ? String(pick.player_number) : null,
    betType: betTypeText(side, threshold, statType),
    gameInfo: gameInfoText(pick),
    confidence,
    league: (pick.league ?? '').trim().toUpperCase(),
    odds: pick.odds != null && pick.odds !== '' ? String(pick.odds) : null,
    statType,
    handicapperNames: names,
    handicappers: experts,
    playerImageBase64: pick.player_image_base64 ?? null,
    expertCount: names.length,
    additionalExperts: additionalExpertCount(names.length),
    updatedAt: pick.updated_at ?? null,
    meta: {
      eventId,
      eventDate: pick.event_date ?? null,
      pickType: pick.pick_type ?? null,
      threshold,
      side,
      predictionTime: pick.prediction_time ?? null,
      playerId: idOf(pick.player_id),
      team: pick.event_team?.trim() || null,
      statKey: pick.stat_key?.trim() || null,
      calibratedProbability: wireProbability(pick.calibrated_probability),
      modelProbability: wireProbability(pick.model_probability),
      marketProbability: wireProbability(pick.market_probability),
      sportsbook: pick.sportsbook?.trim() || null,
    },
    confidence_values: values,
  };
}
