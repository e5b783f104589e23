// The raw sheet's MLB tables: hitter and pitcher projections (model means), the game summary
// (scores from team scoring, win chance, expected homers) and RFI (a run in the first inning).
import type {
  MlbGameRow,
  MlbHitterRow,
  MlbPitcherRow,
  MlbRfiRow,
} from '../../src/api/research-contract';
import {
  projectedMeans,
  projectScores,
  round2,
  type LeagueSlice,
  type SheetGame,
  type SheetPlayer,
} from './raw-sheet-model';

const ROTATION = 'pitcher';

/**
 * The game's starter: the demo's five-man rotation goes round in roster order, one start per team
 * game, so it is the pitcher after the last one who started, moved on by the games in between.
 */
export function startingPitcher(
  slice: LeagueSlice,
  teamId: number,
  date: string,
): SheetPlayer | null {
  const staff = slice.players.filter((p) => p.teamId === teamId && p.playerType === ROTATION);
  if (staff.length === 0) return null;
  let lastIndex = -1;
  let lastDate = '';
  staff.forEach((p, i) => {
    const start = p.lines.find((l) => l.date < date)?.date ?? '';
    if (start > lastDate) {
      lastDate = start;
      lastIndex = i;
    }
  });
  const between = slice.teamGames.filter(
    (g) => (g.home === teamId || g.away === teamId) && g.date > lastDate && g.date < date,
  ).length;
  return staff[(lastIndex + 1 + between) % staff.length] ?? null;
}

function hitterRow(slice: LeagueSlice, game: SheetGame, player: SheetPlayer): MlbHitterRow {
  const m = projectedMeans(slice.league, player, game.date);
  const hits = m.hits ?? 0;
  const homeruns = m.home_runs ?? 0;
  const doubles = m.doubles ?? 0;
  const triples = m.triples ?? 0;
  const runs = m.runs ?? 0;
  const rbis = m.rbi ?? 0;
  const atBats = m.at_bats ?? 0;
  const walks = m.walks ?? 0;
  return {
    playerName: player.name,
    awayTeam: game.away.name,
    homeTeam: game.home.name,
    matchup: `${game.away.name} @ ${game.home.name}`,
    atBats: round2(atBats),
    hits: round2(hits),
    singles: round2(Math.max(0, hits - doubles - triples - homeruns)),
    doubles: round2(doubles),
    triples: round2(triples),
    homeruns: round2(homeruns),
    totalBases: round2(hits + doubles + 2 * triples + 3 * homeruns),
    walks: round2(walks),
    stolenBases: round2(m.stolen_bases ?? 0),
    runs: round2(runs),
    rbis: round2(rbis),
    hrr: round2(hits + runs + rbis),
    // on-base percentage from the projected game: (H + BB) / (AB + BB), three decimals as a rate
    obp: atBats + walks > 0 ? Math.round(((hits + walks) / (atBats + walks)) * 1000) / 1000 : null,
    strikeouts: round2(m.strikeouts_hitter ?? 0),
  };
}

function pitcherRow(slice: LeagueSlice, date: string, player: SheetPlayer): MlbPitcherRow {
  const m = projectedMeans(slice.league, player, date);
  const outs = m.outs_pitched ?? 0;
  const hitsAllowed = m.hits_allowed ?? 0;
  const walks = m.walks_allowed ?? 0;
  return {
    playerName: player.name,
    pitches: round2(m.total_pitches ?? 0),
    outs: round2(outs),
    // Every batter faced makes an out, gets a hit or walks (the demo has no errors or HBP).
    battersFaced: round2(outs + hitsAllowed + walks),
    strikeouts: round2(m.strikeouts_pitcher ?? 0),
    walks: round2(walks),
    earnedRuns: round2(m.earned_runs ?? 0),
    hitsAllowed: round2(hitsAllowed),
  };
}

export function mlbSheet(slice: LeagueSlice) {
  const hitters: MlbHitterRow[] = [];
  const pitchers: MlbPitcherRow[] = [];
  const gameSummary: MlbGameRow[] = [];
  const rfi: MlbRfiRow[] = [];
  for (const game of slice.games) {
    const lineup = (teamId: number) =>
      slice.players.filter((p) => p.teamId === teamId && p.playerType === 'hitter');
    const batters = [...lineup(game.away.id), ...lineup(game.home.id)];
    const rows = batters.map((p) => hitterRow(slice, game, p));
    hitters.push(...rows);
    const awaySp = startingPitcher(slice, game.away.id, game.date);
    const homeSp = startingPitcher(slice, game.home.id, game.date);
    for (const sp of [awaySp, homeSp]) if (sp) pitchers.push(pitcherRow(slice, game.date, sp));
    const score = projectScores(slice, game);
    gameSummary.push({
      awayTeam: game.away.name,
      homeTeam: game.home.name,
      homeSp: homeSp?.name ?? null,
      awaySp: awaySp?.name ?? null,
      homeScore: round2(score.home),
      awayScore: round2(score.away),
      totalRuns: round2(score.home + score.away),
      runDiff: round2(score.home - score.away),
      winningTeam: score.home >= score.away ? game.home.name : game.away.name,
      gameXhrs: round2(rows.reduce((sum, r) => sum + (r.homeruns ?? 0), 0)),
      homeWinPct: round2(score.homeWin * 100),
      gameNumber: game.gameNumber,
    });
    // Runs arrive as a Poisson process, one ninth of the game's expected runs per inning.
    const firstInning = (score.home + score.away) / 9;
    rfi.push({
      xRfi: round2(firstInning),
      chance: round2((1 - Math.exp(-firstInning)) * 100),
      gameNumber: game.gameNumber,
    });
  }
  return { hitters, pitchers, gameSummary, rfi };
}
