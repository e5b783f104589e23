// A pick's computed confidence: its experts' stated confidences, each calibrated by the expert's
// graded record, combined with the model's probability in log-odds (see docs/decisions.md).
import { majoritySide } from './confidence';
import type { PredictionSide } from '../picks/prediction';
import {
  asPercent,
  asProbability,
  probabilityOf,
  type Percent,
  type Probability,
} from '../probability/scales';

/** Graded picks a record needs before it counts fully: the record is shrunk towards 50 % by this many. */
export const RECORD_PRIOR_PICKS = 20;
/** Calibrated probabilities are kept inside this band so one source cannot decide alone. */
const PROBABILITY_FLOOR = 0.02;

export interface ExpertRecord {
  wins: number;
  losses: number;
  /** The expert's average stated confidence on graded picks; null when unknown. */
  meanStatedConfidence: Percent | null;
}

export interface ExpertOpinion {
  prediction: PredictionSide;
  /** Stated confidence; null when none was given (counts as 50 %). */
  confidence: Percent | null;
  record: ExpertRecord;
}

export interface PickConfidenceInput {
  side: PredictionSide;
  /** The model's P(over), or null without a model (team markets, no lines). */
  modelProbabilityOver: number | null;
  /** The model's own graded record (as Cole's Algo Picks); without one the model counts fully. */
  modelRecord?: ExpertRecord | null;
  experts: readonly ExpertOpinion[];
}

function clampProbability(p: number): number {
  return Math.min(1 - PROBABILITY_FLOOR, Math.max(PROBABILITY_FLOOR, p));
}

export function logit(p: number): number {
  const q = clampProbability(p);
  return Math.log(q / (1 - q));
}

export function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** Hit rate shrunk towards 50 %: (wins + 10) / (graded + 20). */
export function shrunkAccuracy(record: Pick<ExpertRecord, 'wins' | 'losses'>): number {
  const graded = Math.max(0, record.wins) + Math.max(0, record.losses);
  return (Math.max(0, record.wins) + RECORD_PRIOR_PICKS / 2) / (graded + RECORD_PRIOR_PICKS);
}

/**
 * How far an expert's stated edge is borne out by results: (accuracy - 0.5) / (stated - 0.5),
 * kept in 0..1. An expert who says 70 % and wins 60 % gets 0.5; a losing record gets 0.
 */
export function expertReliability(record: ExpertRecord): number {
  const accuracy = shrunkAccuracy(record);
  const stated = record.meanStatedConfidence ?? asPercent(60);
  const statedEdge = Math.max(0.05, probabilityOf(stated) - 0.5);
  return Math.min(1, Math.max(0, (accuracy - 0.5) / statedEdge));
}

/** One expert's probability that the pick's side wins, after calibration by their record. */
export function calibratedExpertProbability(
  opinion: ExpertOpinion,
  side: PredictionSide,
): Probability {
  const own = Math.min(1, Math.max(0, probabilityOf(opinion.confidence ?? asPercent(50))));
  const towardSide = opinion.prediction === side ? own : 1 - own;
  return asProbability(0.5 + (towardSide - 0.5) * expertReliability(opinion.record));
}

/**
 * P(side wins) = logistic( logit(p_model) + (1 / sqrt(n)) * sum_e logit(p_e) ), where p_e is each
 * expert's calibrated probability and p_model the model's, calibrated by its own record alike. Agreeing experts add up (the consensus), dampened by sqrt(n)
 * because experts read the same news. Returns 0-100, or null with neither model nor experts.
 */
export function computePickConfidence(input: PickConfidenceInput): Percent | null {
  const { side, modelProbabilityOver, experts } = input;
  if (modelProbabilityOver === null && experts.length === 0) return null;
  let evidence = 0;
  if (modelProbabilityOver !== null && Number.isFinite(modelProbabilityOver)) {
    const towardSide = side === 1 ? modelProbabilityOver : 1 - modelProbabilityOver;
    const reliability = input.modelRecord ? expertReliability(input.modelRecord) : 1;
    evidence += logit(0.5 + (towardSide - 0.5) * reliability);
  }
  if (experts.length > 0) {
    const sum = experts.reduce((s, e) => s + logit(calibratedExpertProbability(e, side)), 0);
    evidence += sum / Math.sqrt(experts.length);
  }
  return asPercent(Math.round(logistic(evidence) * 1000) / 10);
}

/** The side most experts took (ties go to the model's side, then Over). */
export function consensusSide(
  predictions: readonly PredictionSide[],
  modelProbabilityOver: number | null,
): PredictionSide {
  const majority = majoritySide(predictions);
  if (majority !== null) return majority;
  return modelProbabilityOver !== null && modelProbabilityOver < 0.5 ? 0 : 1;
}

/** A graded pick: win, loss or push from the stat line. */
export type PickResult = 'win' | 'loss' | 'push';

export function gradePick(side: PredictionSide, threshold: number, actual: number): PickResult {
  if (actual === threshold) return 'push';
  return actual > threshold === (side === 1) ? 'win' : 'loss';
}
