// The research carousel's data cards say what the logs, the model and the records show.
import { describe, expect, it } from 'vitest';
import {
  expertRecordsText,
  hitRateText,
  matchupRestText,
  modelMarketText,
  statGames,
  trendText,
  type ResearchCardInput,
} from '../../../../src/domain/research/research-cards';
import { asProbability } from '../../../../src/domain/probability/scales';

const row = (date: string, hits: number | string | null, opponent = 'Boston') => ({
  game_date: date,
  hits,
  opponent,
});
// newest first, as the endpoint sends them
const rows = [
  row('2026-11-20', 2, 'Boston'),
  row('2026-11-19', 3),
  row('2026-11-18', 1, 'Texas'),
  row('2026-11-17', 2),
  row('2026-11-16', 1, 'Texas'),
  row('2026-11-15', 0, 'Texas'),
  row('2026-11-14', null, 'Texas'),
];
const base: ResearchCardInput = {
  rows,
  betType: 'Over 1.5 Hits',
  statType: 'Hits',
  threshold: 1.5,
  side: 1,
  eventDate: '2026-11-22',
  opponent: 'Boston',
};

describe('statGames', () => {
  it('orders by date and leaves out games without a value', () => {
    const games = statGames(rows, 'Hits')!;
    expect(games.map((g) => g.date)).toEqual([
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
    expect(statGames(rows, 'Fantasy Points')).toBeNull();
  });
});

describe('trendText', () => {
  it('compares the last five with the games before', () => {
    expect(trendText(base)).toBe(
      'Averaging 1.8 Hits over the last 5 games, up from 0 in the 1 before.',
    );
  });
  it('says when there is nothing to measure', () => {
    expect(trendText({ ...base, rows: [] })).toMatch(/No recent game logs/);
    expect(trendText({ ...base, betType: 'Over 20.5 Points' })).toMatch(/do not record the stat/);
    expect(trendText({ ...base, rows: [row('2026-11-20', 1)] })).toMatch(/Not enough/);
    expect(trendText({ ...base, rows: rows.slice(0, 3) })).toBe(
      'Averaging 2 Hits over the last 3 games.',
    );
  });
});

describe('hitRateText', () => {
  it('counts wins of the side at the line', () => {
    expect(hitRateText(base)).toBe('Over 1.5 would have won in 3 of the last 6 games (50%).');
    expect(hitRateText({ ...base, side: 0 })).toBe(
      'Under 1.5 would have won in 3 of the last 6 games (50%).',
    );
    expect(hitRateText({ ...base, threshold: 2 })).toBe(
      'Over 2 would have won in 1 of the last 6 games (17%) (2 on the line).',
    );
  });
  it('needs logs, a line and the stat', () => {
    expect(hitRateText({ ...base, rows: null })).toMatch(/No recent game logs/);
    expect(hitRateText({ ...base, threshold: null })).toMatch(/no line/);
    expect(hitRateText({ ...base, betType: 'Points' })).toMatch(/do not record/);
    expect(hitRateText({ ...base, rows: [row('2026-11-20', null)] })).toMatch(/No logged games/);
  });
});

describe('matchupRestText', () => {
  it('names the opponent, the games against them and the rest days', () => {
    expect(matchupRestText(base)).toBe(
      'Faces Boston: 2.3 Hits on average in 3 recent games against them. Last played 2026-11-20: 2 days before this game.',
    );
    expect(matchupRestText({ ...base, opponent: 'Seattle', eventDate: null })).toBe(
      'Faces Seattle, with no recent games against them in the logs.',
    );
    expect(matchupRestText({ ...base, opponent: null, rows: null })).toBe(
      'The opponent is not known for this pick.',
    );
  });
});

describe('modelMarketText', () => {
  it("quotes the pick's model, calibrated and vig-free market numbers and the tiles' edge", () => {
    expect(
      modelMarketText(
        {
          model: asProbability(0.714),
          calibrated: asProbability(0.66),
          market: asProbability(0.54),
        },
        'Over 1.5 Hits',
      ),
    ).toBe(
      'Our model gives Over 1.5 Hits a 71% chance; picks at this confidence have won 66%; the vig-free market implies 54%: an edge of +12.0 pts.',
    );
    expect(
      modelMarketText(
        { model: asProbability(0.5), calibrated: asProbability(0.52), market: asProbability(0.55) },
        'X',
      ),
    ).toMatch(/an edge of −3\.0 pts/);
    expect(
      modelMarketText(
        { model: asProbability(0.5), calibrated: null, market: asProbability(0.5) },
        'X',
      ),
    ).toBe('Our model gives X a 50% chance; the vig-free market implies 50%.');
    expect(
      modelMarketText(
        { model: asProbability(0.5), calibrated: asProbability(0.6), market: null },
        'X',
      ),
    ).toMatch(/no market price/);
    expect(
      modelMarketText({ model: null, calibrated: null, market: asProbability(0.5) }, 'X'),
    ).toMatch(/no probability/);
  });
});

describe('expertRecordsText', () => {
  it('lists each record and the rest as a count', () => {
    expect(
      expertRecordsText(
        [
          { name: 'A', wins: 6, losses: 4 },
          { name: 'B', wins: 0, losses: 0 },
        ],
        4,
      ),
    ).toBe('A 60% (6-4); B: no graded picks yet; and 2 more.');
    expect(expertRecordsText([], 0)).toMatch(/No handicapper/);
    expect(expertRecordsText([], 2)).toMatch(/not available/);
  });
});

describe('football bet types read their log stats', () => {
  it('maps the demo football props to game-log keys', async () => {
    const { statKeysForBetType } = await import('../../../../src/domain/research/game-logs');
    expect(statKeysForBetType('Over 249.5 Passing Yards')).toEqual(['passing_yards']);
    expect(statKeysForBetType('Under 1.5 Passing TDs')).toEqual(['pass_touchdowns']);
    expect(statKeysForBetType('Over 60.5 Rushing Yards')).toEqual(['rushing_yards']);
    expect(statKeysForBetType('Over 55.5 Receiving Yards')).toEqual(['receiving_yards']);
    expect(statKeysForBetType('Over 4.5 Receptions')).toEqual(['receptions']);
    expect(statKeysForBetType('Over 80.5 Rush + Rec Yards')).toEqual(['rush_rec_yards']);
  });
  it('speaks of one game and one day in the singular', () => {
    const one = { ...base, rows: [row('2026-11-21', 2, 'Boston')], eventDate: '2026-11-22' };
    expect(matchupRestText(one)).toBe(
      'Faces Boston: 2 Hits on average in 1 recent game against them. Last played 2026-11-21: 1 day before this game.',
    );
    expect(matchupRestText({ ...one, statType: '' })).toMatch(/2 per game on average/);
    expect(trendText({ ...base, statType: '' })).toMatch(/this stat/);
    expect(expertRecordsText([{ name: 'A', wins: 1, losses: 0 }], 1)).toBe('A 100% (1-0).');
    expect(
      modelMarketText({ model: asProbability(0.6), calibrated: null, market: null }, ''),
    ).toMatch(/this pick a 60% chance/);
  });
});
