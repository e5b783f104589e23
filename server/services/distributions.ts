// A pick's player distribution: the model's fit of the player's recent lines (pdf/cdf), and the
// distribution the odds imply (same family, mean moved until P(over the line) matches the market).
import type { Kysely } from 'kysely';
import {
  MODEL_WINDOW,
  distributionFromMoments,
  fitStatDistribution,
  probabilityOver,
  type StatDistribution,
  type StatKind,
} from '../../src/domain/probability/stat-distribution';
import type { DB } from '../db/tables';
import { pickByKey } from './picks';
import { recentGames, statValues } from './stat-lines';
import { leagueEntry, priorMeanOf, statKindOf } from '../catalog/lookups';
import { findPlayerType } from '../repositories/players.repository';

/**
 * The mean the model shrinks a player's lines towards (the catalogue's prior for the role's stat),
 * exactly as the pick generator fits, so the chart's curve, its legend and the research quote the
 * probability stored as the pick's model_probability.
 */
export function statPriorMean(
  league: string,
  playerType: string | null,
  statKey: string,
): number | undefined {
  const roles = leagueEntry(league)?.roles ?? [];
  const role =
    roles.find((r) => r.playerType === playerType) ??
    roles.find((r) => r.stats.some((s) => s.key === statKey));
  return role ? priorMeanOf(role, statKey) : undefined;
}

export function playerModelFit(
  values: readonly number[],
  league: string,
  playerType: string | null,
  statKey: string,
): StatDistribution {
  const priorMean = statPriorMean(league, playerType, statKey);
  return fitStatDistribution(
    values,
    statKindOf(statKey),
    priorMean === undefined ? {} : { priorMean },
  );
}

/** The distribution whose P(over threshold) equals `pOver`, found by bisection on the mean. */
export function impliedDistribution(
  fit: StatDistribution,
  kind: StatKind,
  threshold: number,
  pOver: number,
): StatDistribution {
  const ratio = fit.variance / Math.max(fit.mean, 1e-6);
  const sdShare = Math.sqrt(fit.variance) / Math.max(fit.mean, 1e-6);
  const make = (mean: number) =>
    distributionFromMoments(
      kind,
      mean,
      kind === 'count' ? Math.max(mean, mean * ratio) : (mean * sdShare) ** 2,
    );
  let lo = Math.max(1e-3, threshold * 0.05);
  let hi = Math.max(threshold * 4, fit.mean * 4, 1);
  for (let i = 0; i < 40; i += 1) {
    const mid = (lo + hi) / 2;
    if (probabilityOver(make(mid), threshold) < pOver) lo = mid;
    else hi = mid;
  }
  return make((lo + hi) / 2);
}

/** P(over) from the probability of the pick's side (0 = Under, anything else Over). */
const overOf = (sideProbability: number, prediction: number | null) =>
  Math.round((prediction === 0 ? 1 - sideProbability : sideProbability) * 10000) / 10000;

const curve = (d: StatDistribution, values: number[]) => ({
  x: d.xs.map((x) => Math.round(x * 100) / 100),
  y: values.map((v) => Math.round(v * 1e6) / 1e6),
});

export async function pickDistribution(db: Kysely<DB>, key: string) {
  const pick = await pickByKey(db, key);
  if (!pick || pick.player_id === null || pick.stat_key === null) return null;
  const statKey = pick.stat_key;
  const values = statValues(
    await recentGames(db, pick.player_id, { limit: MODEL_WINDOW, before: pick.event_date }),
    statKey,
  );
  const kind = statKindOf(statKey);
  const player = await findPlayerType(db, pick.player_id);
  const fit = playerModelFit(values, pick.league, player?.player_type ?? null, statKey);
  const threshold = pick.stat_threshold === null ? null : Number(pick.stat_threshold);
  // The pick's stored model probability is the one /api/picks sends; the fit above reproduces it,
  // and quoting the stored value keeps the two equal even where rounding or new lines differ.
  const stored = pick.model_probability === null ? null : Number(pick.model_probability);
  const market = pick.market_probability === null ? null : Number(pick.market_probability);
  const marketOver = market === null ? null : pick.prediction === 1 ? market : 1 - market;
  const implied =
    threshold !== null && marketOver !== null && values.length > 0
      ? impliedDistribution(fit, kind, threshold, marketOver)
      : null;
  return {
    success: true as const,
    family: fit.family,
    threshold,
    games: values.length,
    probability_over:
      threshold === null
        ? 0.5
        : stored !== null && Number.isFinite(stored)
          ? overOf(stored, pick.prediction)
          : Math.round(probabilityOver(fit, threshold) * 10000) / 10000,
    pdf: curve(fit, fit.pdf),
    cdf: curve(fit, fit.cdf),
    odds_pdf: implied ? curve(implied, implied.pdf) : null,
    odds_cdf: implied ? curve(implied, implied.cdf) : null,
  };
}
