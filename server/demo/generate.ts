// The deterministic demo world: teams, rosters, schedules, per-game stat lines drawn from each
// player's latent rates, prop lines near the market's median, odds with a vig, experts of
// differing real skill plus Cole's Algo Picks (the model), their picks, and grading from the lines.
// Pure: same options, same world. Days are processed in order, so nothing uses a later result.
import { buildEventId } from '../../src/domain/event-id';
import { ALGO_HANDICAPPER_NAME, handicapperIdFromName } from '../../src/domain/handicappers';
import {
  americanImpliedProbability,
  probabilityToAmerican,
  removeVig,
} from '../../src/domain/odds';
import {
  computePickConfidence,
  consensusSide,
  gradePick,
  type ExpertRecord,
  type PickResult,
} from '../../src/domain/pick-confidence';
import type { PredictionSide } from '../../src/domain/prediction';
import { asPercent, type Percent } from '../../src/domain/scales';
import {
  mulberry32,
  negativeBinomialSample,
  pickOne,
  seedFrom,
  standardNormal,
  uniformInt,
  type Random,
} from '../../src/domain/seeded-random';
import { shiftSlateDate } from '../../src/domain/slate-date';
import {
  distributionFromMoments,
  MODEL_WINDOW,
  fitStatDistribution,
  medianLine,
  probabilityOver,
  type StatKind,
} from '../../src/domain/stat-distribution';
import { LEAGUES, NAME_PARTS, SPORTSBOOKS, type LeagueSpec, type RoleSpec } from './leagues';
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

function uniqueName(rng: Random, taken: Set<string>): string {
  for (;;) {
    const name = `${pickOne(rng, NAME_PARTS.FIRST)} ${pickOne(rng, NAME_PARTS.LAST)}`;
    const candidate = taken.has(name)
      ? `${name} ${String.fromCharCode(65 + uniformInt(rng, 0, 25))}.`
      : name;
    if (!taken.has(candidate)) {
      taken.add(candidate);
      return candidate;
    }
  }
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

function american(probability: number): string {
  const raw = probabilityToAmerican(Math.min(0.8, Math.max(0.2, probability)));
  const rounded = Math.round(raw / 5) * 5;
  return rounded > 0 ? `+${rounded}` : String(rounded);
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
      const team: Team = { row, roles: new Map(), gamesPlayed: 0 };
      for (const role of spec.roles) {
        const players: Player[] = [];
        for (let p = 0; p < role.perTeam; p += 1) {
          const prow: PlayerRow = {
            id: (ids.player += 1),
            league: spec.code,
            team_id: row.id,
            name: uniqueName(rng, names),
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
      const count = Math.min(Math.floor(teams.length / 2), spec.gamesByWeekday[weekday(date)] ?? 0);
      const order = teams
        .map((t) => ({ t, k: dayRng.next() }))
        .sort((a, b) => a.k - b.k)
        .map((x) => x.t);
      for (let g = 0; g < count; g += 1) {
        const home = order[2 * g];
        const away = order[2 * g + 1];
        if (!home || !away) continue;
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
        if (played) {
          const scoreMean =
            spec.sport === 'baseball'
              ? 4.5
              : spec.sport === 'hockey'
                ? 3
                : spec.sport === 'soccer'
                  ? 1.4
                  : spec.sport === 'basketball'
                    ? 105
                    : 23;
          game.home_score = negativeBinomialSample(dayRng, scoreMean, 30);
          game.away_score = negativeBinomialSample(dayRng, scoreMean * 0.95, 30);
        }
      }
    }

    if (props.length > 0)
      makePicks(world, ids, props, date, {
        seed,
        experts,
        algo,
        target: offset === 0 ? options.slatePickTarget : undefined,
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
    book: (typeof SPORTSBOOKS)[number];
    opinions: { state: ExpertState; stated: Percent; prediction: PredictionSide }[];
  }
  const candidates: Candidate[] = props.map((prop) => {
    const { stat, player } = prop;
    const ratio = Math.exp(0.12 * standardNormal(rng));
    const market = distributionFromMoments(
      stat.kind,
      stat.mean * ratio,
      stat.variance * ratio * ratio,
    );
    const line = medianLine(market);
    const fit = fitStatDistribution(
      (player.history.get(stat.key) ?? []).slice(-MODEL_WINDOW),
      stat.kind,
      { priorMean: stat.priorMean },
    );
    return {
      prop,
      line,
      pOverMarket: probabilityOver(market, line),
      pOverModel: probabilityOver(fit, line),
      book: pickOne(rng, SPORTSBOOKS),
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
    const overImplied = pOverMarket * (1 + c.book.margin);
    const underImplied = (1 - pOverMarket) * (1 + c.book.margin);
    const odds = american(side === 1 ? overImplied : underImplied);
    const [fairOver] = removeVig(
      americanImpliedProbability(Number(american(overImplied))),
      americanImpliedProbability(Number(american(underImplied))),
    );
    const pick: PickRow = {
      id: (ids.pick += 1),
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
      odds,
      sportsbook: c.book.name,
      pick_type: 'Prop',
      reusable: 1,
      capital_limit: 0,
      mutual_exclusion: -1,
      confidence_percent: confidence,
      model_probability: Math.round((side === 1 ? pOverModel : 1 - pOverModel) * 10000) / 10000,
      market_probability: Math.round((side === 1 ? fairOver : 1 - fairOver) * 10000) / 10000,
      result: null,
      actual_value: null,
      created_at: predictionTime,
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
    if (c.opinions.length > 0) addPick(c, c.line, c.opinions, c.pOverModel, c.pOverMarket);

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
    if (actual === undefined) continue;
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
