// The demo world's invariants over 60 simulated days (issue [M]): a team plays at most once per
// date, leagues play only in season and on their rhythm (NFL Thursday, Sunday, Monday, weekly),
// names are unique without initials, lines sit near each player's recent form, every pick is
// priced at several books with the best price on the pick, graded picks carry closing line value.
import { describe, expect, it } from 'vitest';
import { generateDemoWorld } from '../../../server/demo/generate';
import type { DemoWorld } from '../../../server/demo/world-rows';
import { DEMO_LEAGUES } from '../../../server/demo/leagues';
import { isInSeason } from '../../../src/domain/time/league-seasons';
import { bestQuote, pickClosingLine, type BookQuote } from '../../../src/domain/odds/market-prices';
import { shiftSlateDate } from '../../../src/domain/time/slate-date';

const SEED = 20_261_122;
// 30 days of history and 30 ahead: 60 days of every daily league's schedule (weekly ones: 121)
const winter = generateDemoWorld({
  seed: SEED,
  slateDate: '2026-12-01',
  pickDaysBack: 30,
  daysForward: 30,
});
const summer = generateDemoWorld({ seed: SEED, slateDate: '2026-07-15', daysForward: 0 });

function weekday(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

function daysApart(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

function gamesByTeam(world: DemoWorld): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const g of world.games)
    for (const team of [g.home_team_id, g.away_team_id])
      out.set(team, [...(out.get(team) ?? []), g.game_date]);
  return out;
}

describe('the schedule', () => {
  it('covers 60 days and never has a team play twice on one date', () => {
    const dates = new Set(winter.games.map((g) => g.game_date));
    expect(dates.has(shiftSlateDate('2026-12-01', -30))).toBe(true);
    expect(dates.has(shiftSlateDate('2026-12-01', 29))).toBe(true);
    for (const world of [winter, summer])
      for (const [, days] of gamesByTeam(world)) expect(new Set(days).size).toBe(days.length);
  });

  it('plays a league only in its season', () => {
    for (const world of [winter, summer])
      for (const g of world.games) expect(isInSeason(g.league, g.game_date), g.league).toBe(true);
    const winterLeagues = new Set(
      winter.games.filter((g) => g.game_date >= '2026-12-07').map((g) => g.league),
    );
    expect([...winterLeagues].sort()).toEqual(['CFB', 'NBA', 'NCAA', 'NFL', 'NHL']);
    const summerLeagues = new Set(
      summer.games.filter((g) => g.game_date === '2026-07-14').map((g) => g.league),
    );
    expect([...summerLeagues].sort()).toEqual(['MLB', 'WNBA']);
  });

  it('keeps the NFL on Thursday, Sunday and Monday, one game per team per week', () => {
    const nfl = winter.games.filter((g) => g.league === 'NFL');
    expect(new Set(nfl.map((g) => weekday(g.game_date)))).toEqual(new Set([0, 1, 4]));
    expect(nfl.filter((g) => weekday(g.game_date) === 0).length).toBeGreaterThan(
      nfl.filter((g) => weekday(g.game_date) !== 0).length * 3,
    );
    for (const [team, days] of gamesByTeam(winter)) {
      if (!nfl.some((g) => g.home_team_id === team || g.away_team_id === team)) continue;
      const sorted = [...days].sort();
      for (let i = 1; i < sorted.length; i += 1)
        expect(daysApart(sorted[i - 1]!, sorted[i]!)).toBeGreaterThanOrEqual(3);
    }
  });

  it('plays college football on Saturdays with a few weeknight games', () => {
    const cfb = winter.games.filter((g) => g.league === 'CFB');
    const saturdays = cfb.filter((g) => weekday(g.game_date) === 6).length;
    expect(saturdays / cfb.length).toBeGreaterThan(0.6);
    expect(cfb.some((g) => weekday(g.game_date) === 0)).toBe(false);
  });

  it('gives daily leagues back-to-backs, but not night after night', () => {
    const nba = new Set(winter.teams.filter((t) => t.league === 'NBA').map((t) => t.id));
    let pairs = 0;
    let backToBack = 0;
    for (const [team, days] of gamesByTeam(winter)) {
      if (!nba.has(team)) continue;
      const sorted = [...days].sort();
      for (let i = 1; i < sorted.length; i += 1) {
        pairs += 1;
        if (daysApart(sorted[i - 1]!, sorted[i]!) === 1) backToBack += 1;
      }
    }
    expect(backToBack / pairs).toBeGreaterThan(0.05);
    expect(backToBack / pairs).toBeLessThan(0.35);
  });

  it('has final scores that follow the sport: no ties but in soccer', () => {
    const sportOf = new Map(DEMO_LEAGUES.map((l) => [l.code, l.sport]));
    for (const g of winter.games.filter((x) => x.status === 'final')) {
      expect(g.home_score).not.toBeNull();
      if (sportOf.get(g.league) !== 'soccer') expect(g.home_score).not.toBe(g.away_score);
    }
  });
});

describe('players and lines', () => {
  it('names every player of a league uniquely, with no stray initials', () => {
    for (const league of DEMO_LEAGUES) {
      const names = winter.players.filter((p) => p.league === league.code).map((p) => p.name);
      expect(new Set(names).size).toBe(names.length);
      for (const name of names) expect(name).toMatch(/^[A-Z][a-z]+ [A-Z][A-Za-z]+$/);
    }
  });

  it('hangs every line near the player recent form', () => {
    const logs = new Map<number, { date: string; stats: Record<string, number> }[]>();
    for (const l of winter.statLines)
      logs.set(l.player_id, [
        ...(logs.get(l.player_id) ?? []),
        { date: l.game_date, stats: JSON.parse(l.stats) as Record<string, number> },
      ]);
    let checked = 0;
    for (const pick of winter.picks) {
      const recent = (logs.get(pick.player_id) ?? [])
        .filter((x) => x.date < pick.event_date)
        .slice(-12)
        .map((x) => x.stats[pick.stat_key]!);
      if (recent.length < 5) continue;
      checked += 1;
      const mean = recent.reduce((a, b) => a + b, 0) / recent.length;
      const sd = Math.sqrt(recent.reduce((a, b) => a + (b - mean) ** 2, 0) / (recent.length - 1));
      const band = 2 * (sd / Math.sqrt(recent.length) + 0.25 * mean + 0.5);
      expect(
        Math.abs(pick.stat_threshold - mean),
        `${pick.player_name} ${pick.stat_type}`,
      ).toBeLessThanOrEqual(band);
    }
    expect(checked).toBeGreaterThan(1000);
  });
});

describe('box scores', () => {
  it("fills every column of a hitter's sheet, and the columns add up", () => {
    const hitters = new Set(
      summer.players.filter((p) => p.player_type === 'hitter').map((p) => p.id),
    );
    const problems: string[] = [];
    let checked = 0;
    for (const line of summer.statLines) {
      if (!hitters.has(line.player_id)) continue;
      checked += 1;
      const s = JSON.parse(line.stats) as Record<string, number>;
      for (const key of [
        'at_bats',
        'hits',
        'doubles',
        'triples',
        'home_runs',
        'walks',
        'runs',
        'rbi',
      ])
        if (typeof s[key] !== 'number')
          problems.push(`${line.player_id} ${line.game_date}: no ${key}`);
      const singles = s.hits! - s.doubles! - s.triples! - s.home_runs!;
      if (singles < 0) problems.push(`${line.player_id}: more extra-base hits than hits`);
      if (s.at_bats! < s.hits!) problems.push(`${line.player_id}: more hits than at-bats`);
      if (s.total_bases !== singles + 2 * s.doubles! + 3 * s.triples! + 4 * s.home_runs!)
        problems.push(`${line.player_id}: total bases ${s.total_bases}`);
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
    // doubles happen, and triples now and then, as in a real season
    const all = summer.statLines
      .filter((l) => hitters.has(l.player_id))
      .map((l) => JSON.parse(l.stats));
    expect(all.some((s) => s.doubles > 0)).toBe(true);
    expect(all.some((s) => s.triples > 0)).toBe(true);
  });
});

describe('prices', () => {
  const quotes = new Map<number, { open: BookQuote[]; later: BookQuote[] }>();
  for (const row of winter.prices) {
    const entry = quotes.get(row.pick_id) ?? { open: [], later: [] };
    (row.phase === 'open' ? entry.open : entry.later).push({
      book: row.book,
      odds: row.odds,
      otherOdds: row.other_odds,
    });
    quotes.set(row.pick_id, entry);
  }

  it('prices every pick at four to six books, with the best live price on the pick', () => {
    const problems: string[] = [];
    for (const pick of winter.picks) {
      const q = quotes.get(pick.id)!;
      if (q.open.length < 4 || q.open.length > 6)
        problems.push(`${pick.id}: ${q.open.length} books`);
      if (q.later.map((x) => x.book).join() !== q.open.map((x) => x.book).join())
        problems.push(`${pick.id}: books differ between phases`);
      for (const x of [...q.open, ...q.later])
        if (Math.abs(x.odds) < 100 || Math.abs(x.otherOdds) < 100)
          problems.push(`${pick.id}: odds ${x.odds}/${x.otherOdds}`);
      const best = bestQuote(q.later)!;
      if (pick.sportsbook !== best.book || Number(pick.odds) !== best.odds)
        problems.push(
          `${pick.id}: ${pick.odds} at ${pick.sportsbook}, best ${best.odds} at ${best.book}`,
        );
    }
    expect(problems).toEqual([]);
  });

  it('records closing prices and the closing line value of every graded pick', () => {
    const phases = new Set(winter.prices.map((p) => `${p.pick_id}:${p.phase}`));
    for (const pick of winter.picks) {
      const q = quotes.get(pick.id)!;
      if (pick.result === null) {
        expect(pick.clv_percent).toBeNull();
        continue;
      }
      expect(phases.has(`${pick.id}:close`)).toBe(true);
      const closing = pickClosingLine(q.open, q.later)!;
      expect(pick.clv_percent).toBeCloseTo(closing.clvPercent, 1);
    }
    const graded = winter.picks.filter((p) => p.clv_percent !== null);
    const beat = graded.filter((p) => (p.clv_percent ?? 0) > 0).length / graded.length;
    expect(beat).toBeGreaterThan(0.25);
    expect(beat).toBeLessThan(0.75);
  });

  it('is the same world from the same seed', () => {
    const again = generateDemoWorld({ seed: SEED, slateDate: '2026-07-15', daysForward: 0 });
    expect(again.prices).toEqual(summer.prices);
    expect(again.games).toEqual(summer.games);
  });
});
