import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  filterPicks,
  leagueAfterClick,
  LEAGUE_FILTERS,
  matchesHandicapperSearch,
  matchesLeague,
  matchesSearch,
  matchesStatType,
  NO_FILTERS,
  SEARCH_PLACEHOLDER,
  STAT_TYPE_OPTIONS,
} from '../../../../src/domain/picks/pick-filters';
import {
  containsQuery,
  namesMatch,
  normalizeForSearch,
} from '../../../../src/domain/picks/text-match';

const judge = {
  playerName: 'Aaron Judge',
  playerNumber: '99',
  betType: 'Over 1.5 Total Bases',
  gameInfo: 'Yankees vs Red Sox',
  league: 'mlb',
  handicapperNames: ['Cole’s Algo Picks'],
};
const lebron = {
  playerName: 'LeBron James',
  betType: 'Under 25.5 Points',
  gameInfo: 'Lakers vs Celtics',
  league: 'NBA',
  handicapperNames: ['Sharp Sam'],
};

describe('stat type filter', () => {
  it('matches the word Over / Under in bet type or game info', () => {
    expect(matchesStatType(judge, 'OVER')).toBe(true);
    expect(matchesStatType(judge, 'UNDER')).toBe(false);
    expect(matchesStatType(lebron, 'UNDER')).toBe(true);
    expect(
      matchesStatType({ ...lebron, betType: 'Points', gameInfo: 'under the lights' }, 'UNDER'),
    ).toBe(true);
    expect(matchesStatType({ ...lebron, betType: 'Overtime goals', gameInfo: '' }, 'OVER')).toBe(
      false,
    );
    expect(matchesStatType(lebron, 'ALL')).toBe(true);
    expect(STAT_TYPE_OPTIONS.map((o) => o.label)).toEqual(['Under', 'All', 'Over']);
  });
});

describe('league filter', () => {
  it('matches the uppercased league', () => {
    expect(matchesLeague(judge, 'MLB')).toBe(true);
    expect(matchesLeague(judge, 'nba')).toBe(false);
    expect(matchesLeague(judge, 'ALL')).toBe(true);
    expect(LEAGUE_FILTERS).toEqual([
      'ALL',
      'MLB',
      'CFB',
      'NFL',
      'NBA',
      'NHL',
      'WNBA',
      'NCAA',
      'MLS',
    ]);
  });

  it('resets to ALL on double-click', () => {
    expect(leagueAfterClick('NBA', false)).toBe('NBA');
    expect(leagueAfterClick('NBA', true)).toBe('ALL');
  });
});

describe('search', () => {
  it('is a case-insensitive substring over player, bet type, game info, league and handicappers', () => {
    expect(matchesSearch(judge, 'JUDGE')).toBe(true);
    expect(matchesSearch(judge, 'total bases')).toBe(true);
    expect(matchesSearch(judge, 'red sox')).toBe(true);
    expect(matchesSearch(judge, 'MlB')).toBe(true);
    expect(matchesSearch(judge, "cole's")).toBe(true);
    expect(matchesSearch(judge, 'Cole’s algo')).toBe(true);
    expect(matchesSearch(judge, 'lebron')).toBe(false);
    expect(matchesSearch(judge, '99')).toBe(false);
    expect(matchesSearch(judge, '   ')).toBe(true);
    expect(SEARCH_PLACEHOLDER).toBe('Search for handicappers, games, sports, teams...');
  });

  it('combines all three filters', () => {
    expect(filterPicks([judge, lebron], NO_FILTERS)).toHaveLength(2);
    expect(filterPicks([judge, lebron], { statType: 'UNDER', league: 'ALL', query: '' })).toEqual([
      lebron,
    ]);
    expect(
      filterPicks([judge, lebron], { statType: 'ALL', league: 'MLB', query: 'lakers' }),
    ).toEqual([]);
  });

  it('in the handicapper view also searches name, sports and player number', () => {
    const cole = { name: 'Cole’s Algo Picks', sports: ['MLB', 'NFL'], picks: [judge] };
    expect(matchesHandicapperSearch(cole, "cole's")).toBe(true);
    expect(matchesHandicapperSearch(cole, 'nfl')).toBe(true);
    expect(matchesHandicapperSearch(cole, '99')).toBe(true);
    expect(matchesHandicapperSearch(cole, 'judge')).toBe(true);
    expect(matchesHandicapperSearch({ name: 'Sam', sports: 'NBA', picks: [] }, 'nba')).toBe(true);
    expect(matchesHandicapperSearch({ name: 'Sam', picks: [lebron] }, 'hockey')).toBe(false);
  });

  it('normalises curly apostrophes and case in names', () => {
    expect(normalizeForSearch('  Cole’s ')).toBe("cole's");
    expect(namesMatch('Cole‘s Algo Picks', "cole's algo picks")).toBe(true);
    expect(containsQuery([null, undefined, 5], '5')).toBe(true);
  });

  it('never throws on arbitrary Unicode', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), (query, name) => {
        const pick = { ...judge, playerName: name };
        expect(typeof matchesSearch(pick, query)).toBe('boolean');
        expect(Array.isArray(filterPicks([pick], { statType: 'OVER', league: query, query }))).toBe(
          true,
        );
        expect(typeof matchesHandicapperSearch({ name, sports: query, picks: [pick] }, query)).toBe(
          'boolean',
        );
      }),
    );
  });

  it('always finds a pick by any piece of its player name, in any case', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z' ]{1,20}$/), fc.nat(), fc.nat(), (name, a, b) => {
        const start = a % name.length;
        const piece = name.slice(start, start + 1 + (b % (name.length - start)));
        fc.pre(piece.trim() !== '');
        expect(matchesSearch({ ...judge, playerName: name }, piece.toUpperCase())).toBe(true);
      }),
    );
  });
});
