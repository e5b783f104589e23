// One pick as the seeder stores it: its side and confidence from the opinions and the records as
// they stand, the books' opening and later prices, and one origin row per opinion.
import { buildEventId } from '../../src/domain/picks/event-id';
import {
  bestQuote,
  fairProbability,
  pickClosingLine,
  type PricePhase,
} from '../../src/domain/odds/market-prices';
import { computePickConfidence, consensusSide } from '../../src/domain/confidence/pick-confidence';
import {
  standardNormal,
  uniformInt,
  type Random,
} from '../../src/domain/probability/seeded-random';
import { recordOf, type ExpertState, type Opinion } from './expert-states';
import type { Prop } from './opinions';
import { bookQuotes, clamp, round4 } from './prices';
import { shuffled } from './shuffled';
import { SPORTSBOOKS } from './sportsbooks';
import type { DemoWorld, PickRow, RowIds } from './world-rows';

/** A pick not yet graded, with the opinions its grading will count into the experts' records. */
export interface PendingPick {
  pick: PickRow;
  opinions: readonly Opinion[];
}

export interface PickDay {
  date: string;
  algo: ExpertState;
  /** Past picks have opening and closing prices; today's and later ones opening and current. */
  timing: 'past' | 'today' | 'future';
}

export interface PickInput {
  prop: Prop;
  line: number;
  opinions: readonly Opinion[];
  pOverModel: number;
  pOverMarket: number;
  pOverTrue: number;
  /** Alternate lines are hung by fewer books. */
  alternate: boolean;
}

/** Adds the pick, its prices and its origins to the world (draws from `rng` in a fixed order). */
export function writePick(
  world: DemoWorld,
  ids: RowIds,
  rng: Random,
  day: PickDay,
  input: PickInput,
): PendingPick {
  const { prop, line, opinions, pOverModel, pOverMarket, pOverTrue } = input;
  const { date } = day;
  const predictionTime = `${date}T15:00:00.000Z`;
  const humans = opinions.filter((o) => o.state !== day.algo);
  const side = consensusSide(
    opinions.map((o) => o.prediction),
    pOverModel,
  );
  const confidence = computePickConfidence({
    side,
    modelProbabilityOver: pOverModel,
    modelRecord: recordOf(day.algo),
    experts: humans.map((o) => ({
      prediction: o.prediction,
      confidence: o.stated,
      record: recordOf(o.state),
    })),
  });
  const pickId = (ids.pick += 1);
  const books = shuffled(rng, SPORTSBOOKS).slice(0, input.alternate ? 2 : uniformInt(rng, 4, 6));
  const drift = pOverTrue - pOverMarket;
  const opening = bookQuotes(rng, books, pOverMarket, side);
  const moved = (share: number) =>
    bookQuotes(
      rng,
      books,
      clamp(pOverMarket + share * drift + 0.01 * standardNormal(rng), 0.05, 0.95),
      side,
    );
  const past = day.timing === 'past';
  const later = past ? moved(0.6) : moved(day.timing === 'today' ? 0.3 : 0.1);
  const laterPhase: PricePhase = past ? 'close' : 'current';
  const best = bestQuote(later)!;
  const closing = past ? pickClosingLine(opening, later) : null;
  for (const [phase, quotes, at] of [
    ['open', opening, `${date}T13:00:00.000Z`],
    [laterPhase, later, past ? `${date}T23:00:00.000Z` : predictionTime],
  ] as const)
    for (const q of quotes)
      world.prices.push({
        pick_id: pickId,
        book: q.book,
        phase,
        odds: q.odds,
        other_odds: q.otherOdds,
        recorded_at: at,
      });
  const pick: PickRow = {
    id: pickId,
    event_id: buildEventId({
      date,
      league: prop.league.code,
      name: prop.player.row.name,
      statType: prop.stat.prop ?? prop.stat.key,
      threshold: line,
    }),
    league: prop.league.code,
    event_date: date,
    game_id: prop.game.id,
    player_id: prop.player.row.id,
    player_name: prop.player.row.name,
    event_team: prop.team.row.name,
    team_a: prop.away.row.name,
    team_b: prop.home.row.name,
    stat_type: prop.stat.prop ?? prop.stat.key,
    stat_key: prop.stat.key,
    stat_threshold: line,
    prediction: side,
    odds: best.odds > 0 ? `+${best.odds}` : String(best.odds),
    sportsbook: best.book,
    pick_type: 'Prop',
    reusable: 1,
    capital_limit: 0,
    mutual_exclusion: -1,
    confidence_percent: confidence,
    model_probability: Math.round((side === 1 ? pOverModel : 1 - pOverModel) * 10000) / 10000,
    market_probability: round4(fairProbability(later)!),
    result: null,
    actual_value: null,
    created_at: predictionTime,
    closing_probability: closing ? round4(closing.closingProbability) : null,
    clv_percent: closing ? Math.round(closing.clvPercent * 100) / 100 : null,
  };
  world.picks.push(pick);
  for (const o of opinions) {
    world.origins.push({
      pick_id: pick.id,
      expert_id: o.state.id,
      prediction: o.prediction,
      stated_confidence_percent: o.stated,
      team: prop.team.row.name,
      prediction_time: predictionTime,
    });
  }
  return { pick, opinions };
}
