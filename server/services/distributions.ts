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
} from '../../src/domain/stat-distribution';
import type { DB } from '../db/tables';
import { pickByKey } from './picks';
import { recentGames, statValues } from './stat-lines';
import { LEAGUES } from '../demo/leagues';

const KIND_BY_KEY = new Map<string, StatKind>();
for (const league of LEAGUES) {
  for (const role of league.roles) {
    for (const stat of role.stats) KIND_BY_KEY.set(stat.key, stat.kind);
    for (const stat of role.derived ?? []) KIND_BY_KEY.set(stat.key, stat.kind);
  }
}

export function statKindOf(key: string): StatKind {
  return KIND_BY_KEY.get(key) ?? 'count';
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
  const fit = fitStatDistribution(values, kind);
  const threshold = pick.stat_threshold === null ? null : Number(pick.stat_threshold);
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
      threshold === null ? 0.5 : Math.round(probabilityOver(fit, threshold) * 10000) / 10000,
    pdf: curve(fit, fit.pdf),
    cdf: curve(fit, fit.cdf),
    odds_pdf: implied ? curve(implied, implied.pdf) : null,
    odds_cdf: implied ? curve(implied, implied.cdf) : null,
  };
}
