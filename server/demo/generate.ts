// The deterministic demo world: teams, rosters, schedules, per-game stat lines drawn from each
// player's latent rates, prop lines near the market's median, odds with a vig, experts of
// differing real skill plus Cole's Algo Picks (the model), their picks, and grading from the lines.
// Pure: same options, same world. Days are processed in order, so nothing uses a later result.
import { buildEventId } from '../../src/domain/picks/event-id';
import {
  ALGO_HANDICAPPER_NAME,
  handicapperIdFromName,
} from '../../src/domain/handicappers/handicappers';
import { isInSeason } from '../../src/domain/time/league-seasons';
import {
  bestQuote,
  fairProbability,
  pickClosingLine,
  type BookQuote,
  type PricePhase,
} from '../../src/domain/odds/market-prices';
import { probabilityToAmerican } from '../../src/domain/odds/odds';
import {
  computePickConfidence,
  consensusSide,
  gradePick,
  type ExpertRecord,
  type PickResult,
} from '../../src/domain/confidence/pick-confidence';
import type { PredictionSide } from '../../src/domain/picks/prediction';
import { asPercent, type Percent } from '../../src/domain/probability/scales';
import {
  mulberry32,
  negativeBinomialSample,
  pickOne,
  seedFrom,
  standardNormal,
  uniformInt,
  type Random,
} from '../../src/domain/probability/seeded-random';
import { shiftSlateDate } from '../../src/domain/time/slate-date';
import {
  distributionFromMoments,
  MODEL_WINDOW,
  fitStatDistribution,
  medianLine,
  probabilityOver,
  type StatKind,
} from '../../src/domain/probability/stat-distribution';
import { LEAGUES, NAME_PARTS, SPORTSBOOKS, type LeagueSpec, type RoleSpec } from './leagues';
import type { PriceRow } from '../services/pick-prices';
import { HUMAN_EXPERTS, type ExpertProfile } from './experts';

export interface GenerateOptions {
  seed: number;
  /** The slate date (California's today); games before it are final. */
  slateDate: string;
  /** Days before the slate date that carry picks (graded). Default 14. */
  pickDaysBack?: number;
  /** Days after the slate date that carry picks. Default 3. */
  daysForward?: number;
  /** Benchmark mode: the slate date gets this many picks (alternate lines), e.g. 20 000. */
  slatePickTarget?: number;
  /** Leagues to generate (default all). */
  leagues?: readonly string[];
  /**
   * Tests of what every league's screens share: each league plays on every date of its rhythm as
   * if in its regular season, so one slate holds all eight. Default: the real calendars.
   */
  everyLeagueInSeason?: boolean;
}

export interface TeamRow {
  id: number;
  league: string;
  code: string;
  name: string;
}
export interface PlayerRow {
  id: number;
  league: string;
  team_id: number;
  name: string;
  position: string;
  player_type: string;
}
export interface GameRow {
  id: number;
  league: string;
  game_date: string;
  home_team_id: number;
  away_team_id: number;
  home_score: number | null;
  away_score: number | null;
  status: string;
}
export interface StatLineRow {
  player_id: number;
  game_id: number;
  game_date: string;
  stats: string;
}
export interface ExpertRow {
  id: number;
  name: string;
  kind: string;
  leagues: string;
}
export interface PickRow {
  id: number;
  event_id: string;
  league: string;
  event_date: string;
  game_id: number;
  player_id: number;
  player_name: string;
  event_team: string;
  team_a: string;
  team_b: string;
  stat_type: string;
  stat_key: string;
  stat_threshold: number;
  prediction: number;
  odds: string;
  sportsbook: string;
  pick_type: string;
  reusable: number;
  capital_limit: number;
  mutual_exclusion: number;
  confidence_percent: number | null;
  model_probability: number | null;
  market_probability: number;
  result: PickResult | null;
  actual_value: number | null;
  created_at: string;
  closing_probability: number | null;
  clv_percent: number | null;
}
export interface OriginRow {
  pick_id: number;
  expert_id: number;
  prediction: number;
  stated_confidence_percent: number;
  team: string;
  prediction_time: string;
}

export interface DemoWorld {
  leagues: { code: string; name: string; sport: string }[];
  teams: TeamRow[];
  players: PlayerRow[];
  games: GameRow[];
  statLines: StatLineRow[];
  experts: ExpertRow[];
  picks: PickRow[];
  origins: OriginRow[];
  prices: PriceRow[];
}

interface StatModel {
  key: string;
  kind: StatKind;
  prop: string | undefined;
  from?: string[];
  mean: number;
  variance: number;
  priorMean: number;
}
interface Player {
  row: PlayerRow;
  role: RoleSpec;
  stats: StatModel[];
  history: Map<string, number[]>;
}
interface Team {
  row: TeamRow;
  roles: Map<RoleSpec, Player[]>;
  gamesPlayed: number;
  /** Scoring strength: points scored and allowed scale by these (1 = league average). */
  offense: number;
  defense: number;
  /** The last date the team played (daily leagues rest it the day after). */
  lastPlayed: string | null;
}

const ALGO_MIN_EDGE = 0.1;

function weekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).getUTCDay();
}

function statModels(role: RoleSpec, rng: Random): StatModel[] {
  const base: StatModel[] = role.stats.map((s) => {
    const mean = s.mean[0] + rng.next() * (s.mean[1] - s.mean[0]);
    const variance = s.kind === 'count' ? mean + (mean * mean) / s.spread : (s.spread * mean) ** 2;
    return {
      key: s.key,
      kind: s.kind,
      prop: s.prop,
      mean,
      variance,
      priorMean: (s.mean[0] + s.mean[1]) / 2,
    };
  });
  for (const d of role.derived ?? []) {
    const parts = d.from.map((k) => base.find((b) => b.key === k));
    const mean = parts.reduce((sum, p) => sum + (p?.mean ?? 0), 0);
    const variance = parts.reduce((sum, p) => sum + (p?.variance ?? 0), 0);
    const priorMean = parts.reduce((sum, p) => sum + (p?.priorMean ?? 0), 0);
    base.push({ key: d.key, kind: d.kind, prop: d.prop, from: d.from, mean, variance, priorMean });
  }
  return base;
}

function drawLine(player: Player, rng: Random): Record<string, number> {
  const line: Record<string, number> = {};
  for (const s of player.stats) {
    if (s.from) continue;
    line[s.key] =
      s.kind === 'count'
        ? negativeBinomialSample(
            rng,
            s.mean,
            (s.mean * s.mean) / Math.max(1e-6, s.variance - s.mean),
          )
        : Math.max(0, Math.round(s.mean + Math.sqrt(s.variance) * standardNormal(rng)));
  }
  if (line.home_runs !== undefined && line.hits !== undefined)
    line.hits = Math.max(line.hits, line.home_runs);
  if (player.role.playerType === 'hitter') completeHitterLine(line, rng);
  for (const s of player.stats) {
    if (s.from) line[s.key] = s.from.reduce((sum, k) => sum + (line[k] ?? 0), 0);
  }
  if (player.role.playerType === 'pitcher') {
    line.quality_start = (line.outs_pitched ?? 0) >= 18 && (line.earned_runs ?? 0) <= 3 ? 1 : 0;
    line.win_credited =
      (line.outs_pitched ?? 0) >= 15 && rng.next() < 0.5 + 0.1 * (3 - (line.earned_runs ?? 3))
        ? 1
        : 0;
  }
  return line;
}

/**
 * A hitter's box score that adds up: each hit that is not a homer is a double (20 %), a triple
 * (2 %) or a single; a game has 2 to 6 at-bats, never fewer than its hits.
 */
function completeHitterLine(line: Record<string, number>, rng: Random): void {
  // five hits is a great night; the count draw's far tail is not a game anyone has seen
  const hits = Math.min(5, line.hits ?? 0);
  line.hits = hits;
  line.home_runs = Math.min(hits, line.home_runs ?? 0);
  let doubles = 0;
  let triples = 0;
  for (let h = 0; h < hits - (line.home_runs ?? 0); h += 1) {
    const roll = rng.next();
    if (roll < 0.02) triples += 1;
    else if (roll < 0.22) doubles += 1;
  }
  line.doubles = doubles;
  line.triples = triples;
  line.at_bats = Math.max(hits, Math.min(6, Math.max(2, line.at_bats ?? 4)));
}

/** A first and last name no other player of the league has (no initials to tell two apart). */
function uniqueName(rng: Random, taken: Set<string>, women: boolean): string {
  const first = women ? NAME_PARTS.FIRST_WOMEN : NAME_PARTS.FIRST_MEN;
  for (let attempt = 0; attempt < 64; attempt += 1) {
    const name = `${pickOne(rng, first)} ${pickOne(rng, NAME_PARTS.LAST)}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  // a crowded league: the first free pair from a random starting point
  const start = uniformInt(rng, 0, first.length * NAME_PARTS.LAST.length - 1);
  for (let i = 0; i < first.length * NAME_PARTS.LAST.length; i += 1) {
    const k = (start + i) % (first.length * NAME_PARTS.LAST.length);
    const name = `${first[k % first.length]} ${NAME_PARTS.LAST[Math.floor(k / first.length)]}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  throw new Error('More players than names in one league');
}

function monthDay(date: string): string {
  return date.slice(5);
}

/**
 * The league's games on a date as [home, away] pairs: none out of season; weekly leagues pair
 * every team once per week and play the pairs on the week's game days in order; daily leagues
 * draw the date's teams afresh, keeping teams that played yesterday out as the league rests them.
 * A team plays at most once per date.
 */
function gamesOn(
  spec: LeagueSpec,
  teams: readonly Team[],
  date: string,
  seed: number,
  everyLeagueInSeason: boolean,
): [Team, Team][] {
  if (!everyLeagueInSeason && !isInSeason(spec.code, date)) return [];
  const schedule = spec.schedule;
  const day = weekday(date);
  const pairs: [Team, Team][] = [];
  if (schedule.kind === 'weekly') {
    const intoWeek = (day - schedule.weekStartsOn + 7) % 7;
    const weekStart = shiftSlateDate(date, -intoWeek);
    const rng = mulberry32(seedFrom(seed, 'week', spec.code, weekStart));
    const order = shuffled(rng, teams);
    let first = 0;
    for (let d = 0; d < intoWeek; d += 1)
      first += schedule.gamesByWeekday[(schedule.weekStartsOn + d) % 7] ?? 0;
    const count = schedule.gamesByWeekday[day] ?? 0;
    for (let g = first; g < first + count && 2 * g + 1 < order.length; g += 1)
      pairs.push([order[2 * g]!, order[2 * g + 1]!]);
    return pairs;
  }
  const rng = mulberry32(seedFrom(seed, 'day', spec.code, date));
  const postseason =
    !everyLeagueInSeason && schedule.postseason && monthDay(date) >= schedule.postseason.from;
  const wanted = postseason ? schedule.postseason!.games : (schedule.gamesByWeekday[day] ?? 0);
  const count = Math.min(Math.floor(teams.length / 2), wanted);
  const yesterday = shiftSlateDate(date, -1);
  const order = teams
    .map((t) => ({ t, k: rng.next() + (t.lastPlayed === yesterday ? schedule.rest : 0) }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.t);
  const playing = shuffled(rng, order.slice(0, 2 * count));
  for (let g = 0; g < count; g += 1) pairs.push([playing[2 * g]!, playing[2 * g + 1]!]);
  return pairs;
}

function shuffled<T>(rng: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = uniformInt(rng, 0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const SCORE_MEAN: Record<string, number> = {
  baseball: 4.5,
  hockey: 3,
  soccer: 1.4,
  basketball: 105,
  football: 23,
};
/** What a tie becomes where the sport has no ties: extra innings, overtime. */
const TIE_BREAK: Record<string, number> = { baseball: 1, hockey: 1, basketball: 5, football: 3 };

/** A final score that follows the teams' strengths (home edge 3%); no ties where the sport has none. */
function finalScore(sport: string, home: Team, away: Team, rng: Random): [number, number] {
  const base = SCORE_MEAN[sport] ?? 23;
  const homeScore = negativeBinomialSample(rng, base * 1.03 * home.offense * away.defense, 30);
  const awayScore = negativeBinomialSample(rng, base * 0.97 * away.offense * home.defense, 30);
  const breaker = TIE_BREAK[sport];
  if (homeScore !== awayScore || breaker === undefined) return [homeScore, awayScore];
  return rng.next() < 0.5 ? [homeScore + breaker, awayScore] : [homeScore, awayScore + breaker];
}

interface Prop {
  league: LeagueSpec;
  game: GameRow;
  player: Player;
  team: Team;
  home: Team;
  away: Team;
  stat: StatModel;
}

interface ExpertState {
  profile: ExpertProfile;
  id: number;
  record: ExpertRecord & { statedSum: number };
}

function recordOf(state: ExpertState): ExpertRecord {
  const graded = state.record.wins + state.record.losses;
  return {
    wins: state.record.wins,
    losses: state.record.losses,
    meanStatedConfidence: graded > 0 ? asPercent(state.record.statedSum / graded) : null,
  };
}

export function generateDemoWorld(options: GenerateOptions): DemoWorld {
  const { seed, slateDate } = options;
  const pickDaysBack = options.pickDaysBack ?? 14;
  const daysForward = options.daysForward ?? 3;
  const specs = LEAGUES.filter((l) => !options.leagues || options.leagues.includes(l.code));
  const world: DemoWorld = {
    leagues: [],
    teams: [],
    players: [],
    games: [],
    statLines: [],
    experts: [],
    picks: [],
    origins: [],
    prices: [],
  };
  const ids = { team: 0, player: 0, game: 0, pick: 0 };
  const teamsByLeague = new Map<string, Team[]>();

  for (const spec of specs) {
    const rng = mulberry32(seedFrom(seed, 'league', spec.code));
    world.leagues.push({ code: spec.code, name: spec.name, sport: spec.sport });
    const names = new Set<string>();
    const teams: Team[] = [];
    for (let t = 0; t < spec.teams; t += 1) {
      const place = NAME_PARTS.PLACES[t % NAME_PARTS.PLACES.length] ?? 'City';
      const mascot = pickOne(rng, NAME_PARTS.MASCOTS);
      const row: TeamRow = {
        id: (ids.team += 1),
        league: spec.code,
        code: `${place.slice(0, 3).toUpperCase()}${t}`,
        name: `${place} ${mascot}`,
      };
      const team: Team = {
        row,
        roles: new Map(),
        gamesPlayed: 0,
        offense: Math.exp(0.08 * standardNormal(rng)),
        defense: Math.exp(0.08 * standardNormal(rng)),
        lastPlayed: null,
      };
      for (const role of spec.roles) {
        const players: Player[] = [];
        for (let p = 0; p < role.perTeam; p += 1) {
          const prow: PlayerRow = {
            id: (ids.player += 1),
            league: spec.code,
            team_id: row.id,
            name: uniqueName(rng, names, spec.women === true),
            position: role.position,
            player_type: role.playerType,
          };
          players.push({ row: prow, role, stats: statModels(role, rng), history: new Map() });
          world.players.push(prow);
        }
        team.roles.set(role, players);
      }
      teams.push(team);
      world.teams.push(row);
    }
    teamsByLeague.set(spec.code, teams);
  }

  const experts: ExpertState[] = HUMAN_EXPERTS.map((profile) => ({
    profile,
    id: handicapperIdFromName(profile.name),
    record: { wins: 0, losses: 0, meanStatedConfidence: null, statedSum: 0 },
  }));
  const algo: ExpertState = {
    profile: {
      name: ALGO_HANDICAPPER_NAME,
      skill: 0,
      overconfidence: 1,
      leagues: specs.map((s) => s.code),
      volume: 0,
    },
    id: handicapperIdFromName(ALGO_HANDICAPPER_NAME),
    record: { wins: 0, losses: 0, meanStatedConfidence: null, statedSum: 0 },
  };
  world.experts.push({
    id: algo.id,
    name: algo.profile.name,
    kind: 'algorithm',
    leagues: JSON.stringify(algo.profile.leagues),
  });
  for (const e of experts)
    world.experts.push({
      id: e.id,
      name: e.profile.name,
      kind: 'human',
      leagues: JSON.stringify(e.profile.leagues),
    });

  const maxHistory = Math.max(...specs.map((s) => s.historyDays));
  for (let offset = -maxHistory; offset <= daysForward; offset += 1) {
    const date = shiftSlateDate(slateDate, offset);
    const played = offset < 0;
    const dayRng = mulberry32(seedFrom(seed, 'day', date));
    const props: Prop[] = [];
    const dayLines: { player: Player; line: Record<string, number> }[] = [];
    for (const spec of specs) {
      if (-offset > spec.historyDays) continue;
      const teams = teamsByLeague.get(spec.code) ?? [];
      for (const [home, away] of gamesOn(
        spec,
        teams,
        date,
        seed,
        options.everyLeagueInSeason === true,
      )) {
        home.lastPlayed = date;
        away.lastPlayed = date;
        const game: GameRow = {
          id: (ids.game += 1),
          league: spec.code,
          game_date: date,
          home_team_id: home.row.id,
          away_team_id: away.row.id,
          home_score: null,
          away_score: null,
          status: played ? 'final' : 'scheduled',
        };
        world.games.push(game);
        for (const team of [home, away]) {
          for (const [role, players] of team.roles) {
            const start = role.perGame < role.perTeam ? team.gamesPlayed % role.perTeam : 0;
            const active = Array.from(
              { length: role.perGame },
              (_, i) => players[(start + i) % players.length],
            ).filter((p): p is Player => p !== undefined);
            for (const player of active) {
              if (offset >= -pickDaysBack)
                for (const stat of player.stats)
                  if (stat.prop) props.push({ league: spec, game, player, team, home, away, stat });
              if (played) dayLines.push({ player, line: drawLine(player, dayRng) });
            }
          }
          team.gamesPlayed += 1;
        }
        if (played) [game.home_score, game.away_score] = finalScore(spec.sport, home, away, dayRng);
      }
    }

    if (props.length > 0)
      makePicks(world, ids, props, date, {
        seed,
        experts,
        algo,
        target: offset === 0 ? options.slatePickTarget : undefined,
        timing: offset < 0 ? 'past' : offset === 0 ? 'today' : 'future',
      });

    for (const { player, line } of dayLines) {
      for (const [key, value] of Object.entries(line)) {
        const list = player.history.get(key) ?? [];
        list.push(value);
        player.history.set(key, list);
      }
    }
    if (played) {
      const lineOf = new Map<number, Record<string, number>>();
      for (const { player, line } of dayLines) lineOf.set(player.row.id, line);
      recordLines(world, dayLines, date);
      gradeDay(world, lineOf, date);
    }
  }
  return world;
}

function recordLines(
  world: DemoWorld,
  dayLines: { player: Player; line: Record<string, number> }[],
  date: string,
): void {
  const gamesToday = world.games.filter((g) => g.game_date === date);
  const gameOfTeam = new Map<number, number>();
  for (const g of gamesToday) {
    gameOfTeam.set(g.home_team_id, g.id);
    gameOfTeam.set(g.away_team_id, g.id);
  }
  for (const { player, line } of dayLines) {
    const gameId = gameOfTeam.get(player.row.team_id);
    if (gameId !== undefined)
      world.statLines.push({
        player_id: player.row.id,
        game_id: gameId,
        game_date: date,
        stats: JSON.stringify(line),
      });
  }
}

interface PickContext {
  seed: number;
  experts: ExpertState[];
  algo: ExpertState;
  target: number | undefined;
  /** Past picks have opening and closing prices; today's and later ones opening and current. */
  timing: 'past' | 'today' | 'future';
}

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** American odds (whole fives) for an implied probability that includes the book's margin. */
function americanOdds(implied: number): number {
  const raw = probabilityToAmerican(clamp(implied, 0.2, 0.8));
  const rounded = Math.round(raw / 5) * 5;
  return rounded === 100 || rounded === -100 ? -105 : rounded;
}

/**
 * Each book's two-way price around the market's fair P(over): its own shade of the consensus and
 * its own margin, quoted for the pick's side (odds) and the other side (other odds).
 */
function bookQuotes(
  rng: Random,
  books: readonly (typeof SPORTSBOOKS)[number][],
  fairOver: number,
  side: PredictionSide,
): BookQuote[] {
  return books.map((book) => {
    const over = clamp(fairOver + book.shade * standardNormal(rng), 0.08, 0.92);
    const overOdds = americanOdds(over * (1 + book.margin));
    const underOdds = americanOdds((1 - over) * (1 + book.margin));
    return side === 1
      ? { book: book.name, odds: overOdds, otherOdds: underOdds }
      : { book: book.name, odds: underOdds, otherOdds: overOdds };
  });
}

const pendingOrigins = new WeakMap<
  PickRow,
  { state: ExpertState; stated: Percent; prediction: PredictionSide }[]
>();

function makePicks(
  world: DemoWorld,
  ids: { pick: number },
  props: Prop[],
  date: string,
  ctx: PickContext,
): void {
  const rng = mulberry32(seedFrom(ctx.seed, 'picks', date));
  interface Candidate {
    prop: Prop;
    line: number;
    pOverMarket: number;
    pOverModel: number;
    /** P(over) from the player's true level: where the market closes. */
    pOverTrue: number;
    opinions: { state: ExpertState; stated: Percent; prediction: PredictionSide }[];
  }
  const candidates: Candidate[] = props.map((prop) => {
    const { stat, player } = prop;
    const recent = (player.history.get(stat.key) ?? []).slice(-MODEL_WINDOW);
    const recentMean =
      recent.length > 0 ? recent.reduce((a, b) => a + b, 0) / recent.length : stat.priorMean;
    // The books' projection: mostly the player's true level, partly his recent form, a little
    // noise; the line is hung at its median, so edges are a market's, not a gift.
    const projection = (0.6 * stat.mean + 0.4 * recentMean) * Math.exp(0.08 * standardNormal(rng));
    const ratio = projection / stat.mean;
    const market = distributionFromMoments(stat.kind, projection, stat.variance * ratio * ratio);
    const line = medianLine(market);
    const fit = fitStatDistribution(recent, stat.kind, { priorMean: stat.priorMean });
    return {
      prop,
      line,
      pOverMarket: probabilityOver(market, line),
      pOverModel: probabilityOver(fit, line),
      pOverTrue: probabilityOver(
        distributionFromMoments(stat.kind, stat.mean, stat.variance),
        line,
      ),
      opinions: [],
    };
  });

  // Humans: each looks at a random sample of their leagues' props and takes the ones they like most.
  for (const expert of ctx.experts) {
    const pool = candidates.filter((c) => expert.profile.leagues.includes(c.prop.league.code));
    if (pool.length === 0) continue;
    const volume = Math.min(
      pool.length,
      Math.round(expert.profile.volume * (0.7 + 0.6 * rng.next())),
    );
    const looked = Array.from({ length: Math.min(pool.length, volume * 3) }, () =>
      pickOne(rng, pool),
    );
    const views = [...new Set(looked)].map((c) => {
      const { stat } = c.prop;
      const ratio = Math.exp(expert.profile.skill * standardNormal(rng));
      const belief = probabilityOver(
        distributionFromMoments(stat.kind, stat.mean * ratio, stat.variance * ratio * ratio),
        c.line,
      );
      return { c, belief };
    });
    views.sort((a, b) => Math.abs(b.belief - 0.5) - Math.abs(a.belief - 0.5));
    for (const { c, belief } of views.slice(0, volume)) {
      const edge = Math.abs(belief - 0.5);
      const stated = Math.min(
        0.92,
        Math.max(0.52, 0.55 + edge * expert.profile.overconfidence + 0.04 * standardNormal(rng)),
      );
      c.opinions.push({
        state: expert,
        stated: asPercent(Math.round(stated * 100)),
        prediction: belief >= 0.5 ? 1 : 0,
      });
    }
  }
  // The algorithm: every prop where the model sees an edge.
  for (const c of candidates) {
    const edge = Math.abs(c.pOverModel - 0.5);
    if (edge >= ALGO_MIN_EDGE)
      c.opinions.push({
        state: ctx.algo,
        stated: asPercent(Math.round((0.5 + edge) * 100)),
        prediction: c.pOverModel >= 0.5 ? 1 : 0,
      });
  }

  const predictionTime = `${shiftSlateDate(date, 0)}T15:00:00.000Z`;
  const addPick = (
    c: Candidate,
    line: number,
    opinions: Candidate['opinions'],
    pOverModel: number,
    pOverMarket: number,
    pOverTrue: number,
    /** Alternate lines are hung by fewer books. */
    alternate = false,
  ) => {
    const { prop } = c;
    const humans = opinions.filter((o) => o.state !== ctx.algo);
    const side = consensusSide(
      opinions.map((o) => o.prediction),
      pOverModel,
    );
    const confidence = computePickConfidence({
      side,
      modelProbabilityOver: pOverModel,
      modelRecord: recordOf(ctx.algo),
      experts: humans.map((o) => ({
        prediction: o.prediction,
        confidence: o.stated,
        record: recordOf(o.state),
      })),
    });
    const pickId = (ids.pick += 1);
    const books = shuffled(rng, SPORTSBOOKS).slice(0, alternate ? 2 : uniformInt(rng, 4, 6));
    const drift = pOverTrue - pOverMarket;
    const opening = bookQuotes(rng, books, pOverMarket, side);
    const moved = (share: number) =>
      bookQuotes(
        rng,
        books,
        clamp(pOverMarket + share * drift + 0.01 * standardNormal(rng), 0.05, 0.95),
        side,
      );
    const past = ctx.timing === 'past';
    const later = past ? moved(0.6) : moved(ctx.timing === 'today' ? 0.3 : 0.1);
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
    pendingOrigins.set(pick, opinions);
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
  };

  for (const c of candidates)
    if (c.opinions.length > 0)
      addPick(c, c.line, c.opinions, c.pOverModel, c.pOverMarket, c.pOverTrue);

  // Benchmark mode: alternate lines around each prop until the slate day holds the target.
  if (ctx.target !== undefined) {
    let made = world.picks.filter((p) => p.event_date === date).length;
    for (let step = 1; step <= 40 && made < ctx.target; step += 1) {
      for (const c of candidates) {
        for (const shift of [step, -step]) {
          const line = c.line + shift;
          if (line < 0.5 || made >= ctx.target) continue;
          const { stat, player } = c.prop;
          const fit = fitStatDistribution(
            (player.history.get(stat.key) ?? []).slice(-MODEL_WINDOW),
            stat.kind,
            { priorMean: stat.priorMean },
          );
          const pOver = probabilityOver(fit, line);
          const market = probabilityOver(
            distributionFromMoments(stat.kind, stat.mean, stat.variance),
            line,
          );
          addPick(
            c,
            line,
            [
              {
                state: ctx.algo,
                stated: asPercent(Math.round(Math.max(pOver, 1 - pOver) * 100)),
                prediction: pOver >= 0.5 ? 1 : 0,
              },
            ],
            pOver,
            market,
            market,
            true,
          );
          made += 1;
        }
      }
    }
  }
}

function gradeDay(
  world: DemoWorld,
  lineOf: Map<number, Record<string, number>>,
  date: string,
): void {
  for (let i = world.picks.length - 1; i >= 0; i -= 1) {
    const pick = world.picks[i];
    if (!pick || pick.event_date < date) break;
    if (pick.event_date !== date) continue;
    const actual = lineOf.get(pick.player_id)?.[pick.stat_key];
    if (actual === undefined) {
      // never graded: no closing line value either
      pick.closing_probability = null;
      pick.clv_percent = null;
      continue;
    }
    pick.actual_value = actual;
    pick.result = gradePick(pick.prediction as PredictionSide, pick.stat_threshold, actual);
    for (const o of pendingOrigins.get(pick) ?? []) {
      const result = gradePick(o.prediction, pick.stat_threshold, actual);
      if (result === 'push') continue;
      if (result === 'win') o.state.record.wins += 1;
      else o.state.record.losses += 1;
      o.state.record.statedSum += o.stated;
    }
  }
}
