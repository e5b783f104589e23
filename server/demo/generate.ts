// The deterministic demo world: teams, rosters, schedules, per-game stat lines drawn from each
// player's latent rates, prop lines near the market's median, odds with a vig, experts of
// differing real skill plus Cole's Algo Picks (the model), their picks, and grading from the lines.
// Pure: same options, same world. Days are processed in order, so nothing uses a later result; all
// state of a run (ids, teams, experts' tallies, a day's ungraded picks) is passed step to step.
import { mulberry32, seedFrom } from '../../src/domain/probability/seeded-random';
import { shiftSlateDate } from '../../src/domain/time/slate-date';
import { makeDayPicks } from './day-picks';
import { expertRows, pickingExperts } from './expert-states';
import { gradeDay, recordLines, type DrawnLine } from './grading';
import { DEMO_LEAGUES } from './leagues';
import type { Prop } from './opinions';
import { drawLine, type Player, type Team } from './players';
import { buildLeague } from './rosters';
import { finalScore, gamesOn } from './schedule';
import {
  emptyWorld,
  type DemoWorld,
  type GameRow,
  type GenerateOptions,
  type RowIds,
} from './world-rows';

export function generateDemoWorld(options: GenerateOptions): DemoWorld {
  const { seed, slateDate } = options;
  const pickDaysBack = options.pickDaysBack ?? 14;
  const daysForward = options.daysForward ?? 3;
  const specs = DEMO_LEAGUES.filter((l) => !options.leagues || options.leagues.includes(l.code));
  const world = emptyWorld();
  const ids: RowIds = { team: 0, player: 0, game: 0, pick: 0 };
  const teamsByLeague = new Map<string, Team[]>();
  for (const spec of specs) teamsByLeague.set(spec.code, buildLeague(spec, seed, ids, world));

  const experts = pickingExperts(specs.map((s) => s.code));
  world.experts.push(...expertRows(experts));

  const maxHistory = Math.max(...specs.map((s) => s.historyDays));
  for (let offset = -maxHistory; offset <= daysForward; offset += 1) {
    const date = shiftSlateDate(slateDate, offset);
    const played = offset < 0;
    const dayRng = mulberry32(seedFrom(seed, 'day', date));
    const props: Prop[] = [];
    const games: GameRow[] = [];
    const dayLines: DrawnLine[] = [];
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
        games.push(game);
        for (const team of [home, away]) {
          for (const { role, players } of team.rosters) {
            // a rotating role (starting pitchers) sends the next of its players each game
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

    const picks =
      props.length > 0
        ? makeDayPicks(world, ids, props, date, {
            seed,
            experts,
            target: offset === 0 ? options.slatePickTarget : undefined,
            timing: offset < 0 ? 'past' : offset === 0 ? 'today' : 'future',
          })
        : [];

    for (const { player, line } of dayLines) {
      for (const [key, value] of Object.entries(line)) {
        const list = player.history.get(key) ?? [];
        list.push(value);
        player.history.set(key, list);
      }
    }
    if (played) {
      recordLines(world, games, dayLines, date);
      gradeDay(picks, dayLines);
    }
  }
  return world;
}
