import { describe, expect, it } from 'vitest';
import {
  GAME_LOG_LIMIT,
  GAME_LOG_TEXTS,
  gameLogPath,
  pickStatKeys,
  statKeysForBetType,
} from '../../../../src/domain/research/game-logs';
import {
  CHART_TEXTS,
  recentChartMessage,
  recentFormChart,
} from '../../../../src/domain/research/recent-form-chart';

const day = (n: number) => `2025-07-${String(n).padStart(2, '0')}`;

describe('game logs', () => {
  it('exist for every league with stat lines, 12 rows', () => {
    expect(gameLogPath('mlb')).toBe('/api/mlb_game_logs');
    expect(gameLogPath('NFL')).toBe('/api/nfl_game_logs');
    expect(gameLogPath('CFB')).toBe('/api/cfb_game_logs');
    expect(gameLogPath('NBA')).toBe('/api/nba_game_logs');
    expect(gameLogPath(' nhl ')).toBe('/api/nhl_game_logs');
    expect(gameLogPath('WNBA')).toBe('/api/wnba_game_logs');
    expect(gameLogPath('NCAA')).toBe('/api/ncaa_game_logs');
    expect(gameLogPath('MLS')).toBe('/api/mls_game_logs');
    expect(gameLogPath('PGA')).toBeNull();
    expect(GAME_LOG_LIMIT).toBe(12);
    expect(GAME_LOG_TEXTS).toEqual({
      loading: 'Loading logs…',
      empty: 'No recent logs',
      failed: 'Failed to load logs',
    });
  });

  it('read the stat a bet type names', () => {
    expect(statKeysForBetType('Over 1.5 Total Bases')).toEqual(['total_bases']);
    expect(statKeysForBetType('Under 5.5 Hits Allowed')).toEqual(['hits_allowed']);
    expect(statKeysForBetType('Over 0.5 Home Runs')).toEqual(['home_runs']);
    expect(statKeysForBetType('Over 2.5 Earned Runs')).toEqual(['earned_runs']);
    expect(statKeysForBetType('Over 0.5 Runs')).toEqual(['runs']);
    expect(statKeysForBetType('Over 0.5 RBIs')).toEqual(['rbi']);
    expect(statKeysForBetType('Over 1.5 Hits')).toEqual(['hits']);
    expect(statKeysForBetType('Over 6.5 Strikeouts', 'pitcher')).toEqual(['strikeouts_pitcher']);
    expect(statKeysForBetType('Over 0.5 Strikeouts', 'hitter')).toEqual(['strikeouts_hitter']);
    expect(statKeysForBetType('Over 0.5 Hitter Strikeouts', 'pitcher')).toEqual([
      'strikeouts_hitter',
    ]);
    expect(statKeysForBetType('Over 6.5 Pitcher Strikeouts')).toEqual(['strikeouts_pitcher']);
    expect(statKeysForBetType('Over 1.5 Hits + Runs + RBIs')).toEqual(['hits', 'runs', 'rbi']);
    expect(statKeysForBetType('Over 17.5 Outs Recorded')).toEqual(['outs_pitched']);
    expect(statKeysForBetType('Over 95.5 Pitches Thrown')).toEqual(['total_pitches']);
    expect(statKeysForBetType('Over 0.5 Stolen Bases')).toEqual(['stolen_bases']);
    expect(statKeysForBetType('Yes Quality Start')).toEqual(['quality_start']);
    expect(statKeysForBetType('Pitcher Win')).toEqual(['win_credited']);
    expect(statKeysForBetType('Over 7.5 Dunks')).toEqual([]);
  });

  it('read the stat a bet type names in the other leagues with logs', () => {
    expect(statKeysForBetType('Over 25.5 Points')).toEqual(['points']);
    expect(statKeysForBetType('Over 38.5 PRA')).toEqual(['pra']);
    expect(statKeysForBetType('Over 2.5 3-Pointers Made')).toEqual(['threes']);
    expect(statKeysForBetType('Under 9.5 Rebounds')).toEqual(['rebounds']);
    expect(statKeysForBetType('Over 2.5 Shots on Goal')).toEqual(['shots_on_goal']);
    expect(statKeysForBetType('Over 27.5 Saves')).toEqual(['saves']);
    expect(statKeysForBetType('Over 0.5 Shots on Target')).toEqual(['shots_on_target']);
    expect(statKeysForBetType('Over 1.5 Shots')).toEqual(['shots']);
  });

  it("read the pick's own stat key when the rows carry it", () => {
    const rows = [{ game_date: day(1), hrr: 3, hits: 1, runs: 1, rbi: 1 }];
    expect(pickStatKeys({ betType: 'Over 1.5 Hits + Runs + RBIs', statKey: 'hrr' }, rows)).toEqual([
      'hrr',
    ]);
    // a key the rows lack (another server's log) falls back to what the bet type names
    expect(pickStatKeys({ betType: 'Over 1.5 Hits', statKey: 'nope' }, rows)).toEqual(['hits']);
    expect(pickStatKeys({ betType: 'Over 1.5 Hits' }, rows)).toEqual(['hits']);
  });
});

describe('recent form chart', () => {
  const rows = Array.from({ length: 12 }, (_, i) => ({
    game_date: day(12 - i),
    player_name: 'A',
    hits: i % 3,
  }));

  it('draws the last 10 games by date', () => {
    const chart = recentFormChart({ league: 'mlb', betType: 'Over 1.5 Hits', rows });
    expect(chart.ok).toBe(true);
    if (!chart.ok) return;
    expect(chart.points).toHaveLength(10);
    expect(chart.points[0]?.date).toBe(day(3));
    expect(chart.points[9]).toEqual({ date: day(12), value: 0 });
  });

  it('sums combined stats', () => {
    const chart = recentFormChart({
      league: 'MLB',
      betType: 'Hits + Runs + RBIs',
      rows: [
        { game_date: day(1), hits: 1, runs: 1, rbi: '2' },
        { game_date: day(2), hits: 0, runs: 0, rbi: 0 },
      ],
    });
    expect(chart.ok && chart.points.map((p) => p.value)).toEqual([4, 0]);
  });

  it('draws every league with logs (an NBA pick reads its points column)', () => {
    const nba = rows.map((r, i) => ({ ...r, points: 20 + i, pra: 30 + i }));
    const chart = recentFormChart({ league: 'NBA', betType: 'Over 25.5 Points', rows: nba });
    expect(chart.ok && chart.points.map((p) => p.value)).toEqual(
      [...nba]
        .reverse()
        .slice(-10)
        .map((r) => r.points),
    );
    const pra = recentFormChart({
      league: 'NBA',
      betType: 'Over 38.5 PRA',
      statKey: 'pra',
      rows: nba,
    });
    expect(pra.ok && pra.points.at(-1)?.value).toBe(30);
  });

  it('explains each reason it cannot draw', () => {
    // the spec's MLB-only text stays for a league with no stat lines (an imported pick)
    expect(recentFormChart({ league: 'PGA', betType: 'Birdies', rows })).toEqual({
      ok: false,
      reason: 'unsupported_league',
      message: 'Recent-game chart is only available for MLB picks right now. Current league: PGA.',
    });
    expect(recentFormChart({ league: 'MLB', betType: 'Hits', rows: [] })).toMatchObject({
      reason: 'no_data',
      message: 'No recent MLB logs available for this player.',
    });
    expect(recentFormChart({ league: 'MLB', betType: 'Home Runs', rows })).toMatchObject({
      reason: 'stat_missing',
      message: 'Unable to find matching stat in MLB logs for this bet type.',
    });
    expect(recentFormChart({ league: 'MLB', betType: 'Dunks', rows })).toMatchObject({
      reason: 'stat_missing',
    });
    const sparse = [
      { game_date: day(1), hits: 2 },
      { game_date: day(2), hits: null },
      { game_date: day(3), hits: '' },
      { game_date: '', hits: 1 },
    ];
    expect(recentFormChart({ league: 'MLB', betType: 'Hits', rows: sparse })).toMatchObject({
      reason: 'insufficient',
      message: 'Not enough MLB games with recorded values to draw a trend.',
    });
  });

  it('needs at least 2 valid games', () => {
    const two = [
      { game_date: day(2), hits: 1 },
      { game_date: day(1), hits: '3' },
    ];
    const chart = recentFormChart({ league: 'MLB', betType: 'Hits', rows: two });
    expect(chart.ok && chart.points).toEqual([
      { date: day(1), value: 3 },
      { date: day(2), value: 1 },
    ]);
  });

  it('has the fallback texts', () => {
    expect(recentChartMessage('no_data', 'NFL')).toBe(
      'No recent NFL logs available for this player.',
    );
    expect(CHART_TEXTS).toMatchObject({
      unavailable: 'Recent performance chart unavailable.',
      distributionTitle: 'Chart Unavailable',
      distributionBody: 'Statistical data not found',
    });
  });
});
