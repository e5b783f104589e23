import { describe, expect, it } from 'vitest';
import {
  cleanPlayerName,
  isTeamName,
  playerNameOrNull,
} from '../../../../src/domain/raw-sheet/raw-sheet-names';
import {
  defaultRawSheetTab,
  exportFailedAlert,
  formatSheetNumber,
  keepGameRows,
  pngFileName,
  RAW_SHEET_TABS,
  RAW_SHEET_TEXTS,
  RAW_SHEET_TITLE,
  rushingPlusReceivingYards,
  searchSheetRows,
  showsRawSheetButton,
  weeklyRowsForTab,
  zoomIn,
  zoomOut,
} from '../../../../src/domain/raw-sheet/raw-sheet-table';

describe('raw sheet player names', () => {
  it('strips digits, symbols and parentheses', () => {
    expect(cleanPlayerName('Aaron Judge (NYY) #99')).toBe('Aaron Judge');
    expect(cleanPlayerName('  J.D. Martinez* ')).toBe('J.D. Martinez');
    expect(cleanPlayerName('Ke’Bryan Hayes 13')).toBe("Ke'Bryan Hayes");
    expect(cleanPlayerName('Jaxon Smith-Njigba')).toBe('Jaxon Smith-Njigba');
  });

  it('keeps the raw text when fewer than two words remain', () => {
    expect(cleanPlayerName('Ohtani (DH)')).toBe('Ohtani (DH)');
    expect(cleanPlayerName(' 12345 ')).toBe('12345');
  });

  it('rejects a name that is a team name', () => {
    expect(isTeamName('New York Yankees', ['Boston Red Sox', 'new york yankees'])).toBe(true);
    expect(isTeamName('', ['x'])).toBe(false);
    expect(playerNameOrNull('New York Yankees (3)', ['New York Yankees'])).toBeNull();
    expect(playerNameOrNull('Aaron Judge', ['New York Yankees'])).toBe('Aaron Judge');
  });
});

describe('raw sheet rows', () => {
  it('drops game rows with both teams blank', () => {
    const rows = [
      { awayTeam: 'KC', homeTeam: '' },
      { awayTeam: ' ', homeTeam: null },
      { awayTeam: null, homeTeam: 'BUF' },
    ];
    expect(keepGameRows(rows)).toEqual([rows[0], rows[2]]);
  });

  it('drops weekly rows without a player and keeps only active rows per tab', () => {
    const qb = {
      playerName: 'Patrick Mahomes',
      passingYards: 280,
      rushingYards: 20,
      receivingYards: 0,
    };
    const wr = {
      playerName: 'Travis Kelce',
      passingYards: 0,
      receivingYards: '75.5',
      receptions: 6,
    };
    const blank = { playerName: ' ', passingYards: 300 };
    const rows = [qb, wr, blank];
    expect(weeklyRowsForTab(rows, 'Passing')).toEqual([qb]);
    expect(weeklyRowsForTab(rows, 'Receiving')).toEqual([wr]);
    expect(weeklyRowsForTab(rows, 'Rushing')).toEqual([qb]);
    expect(weeklyRowsForTab(rows, 'Game Projections')).toEqual([qb, wr]);
  });

  it('adds rushing and receiving yards', () => {
    expect(rushingPlusReceivingYards({ rushingYards: 40.5, receivingYards: '20' })).toBe(60.5);
    expect(rushingPlusReceivingYards({ rushingYards: 12 })).toBe(12);
    expect(rushingPlusReceivingYards({ rushingYards: '', receivingYards: null })).toBeNull();
  });

  it("shows numbers with 2 decimals and '-' when missing", () => {
    expect(formatSheetNumber(3)).toBe('3.00');
    expect(formatSheetNumber('0.456')).toBe('0.46');
    expect(formatSheetNumber(null)).toBe('-');
    expect(formatSheetNumber('')).toBe('-');
    expect(formatSheetNumber('n/a')).toBe('-');
  });

  it('searches player, teams, matchup and game number case-insensitively', () => {
    const rows = [
      {
        playerName: 'Aaron Judge',
        awayTeam: 'NYY',
        homeTeam: 'BOS',
        matchup: 'NYY @ BOS',
        gameNumber: 3,
      },
      {
        playerName: 'Mookie Betts',
        awayTeam: 'LAD',
        homeTeam: 'SF',
        matchup: 'LAD @ SF',
        gameNumber: 7,
      },
    ];
    expect(searchSheetRows(rows, 'judge')).toEqual([rows[0]]);
    expect(searchSheetRows(rows, 'sf')).toEqual([rows[1]]);
    expect(searchSheetRows(rows, 'lad @')).toEqual([rows[1]]);
    expect(searchSheetRows(rows, '7')).toEqual([rows[1]]);
    expect(searchSheetRows(rows, '')).toEqual(rows);
  });
});

describe('raw sheet dialog', () => {
  it('has its tabs and defaults', () => {
    expect(RAW_SHEET_TITLE).toBe("Cole's Algo Picks Raw Sheet Data");
    expect(RAW_SHEET_TABS.MLB).toEqual([
      'Hitter Projections',
      'Pitcher Projections',
      'Game Summary',
      'RFI',
    ]);
    expect(defaultRawSheetTab('MLB')).toBe('Hitter Projections');
    expect(defaultRawSheetTab('NFL')).toBe('Game Projections');
    expect(defaultRawSheetTab('NCAA Football')).toBe('Game Projections');
    expect(RAW_SHEET_TEXTS).toMatchObject({
      unableToLoad: 'Unable to load data',
      noData: 'No data available',
    });
  });

  it('zooms 70-130 in steps of 10', () => {
    expect(zoomIn(100)).toBe(110);
    expect(zoomIn(130)).toBe(130);
    expect(zoomOut(70)).toBe(70);
    expect(zoomOut(100)).toBe(90);
  });

  it('names the PNG coles-algo-{sport}-{tab}-{date}.png', () => {
    expect(pngFileName('NCAA Football', 'Passing', '2025-09-06')).toBe(
      'coles-algo-ncaa-football-passing-2025-09-06.png',
    );
    expect(pngFileName('MLB', 'Hitter Projections', '2025-07-20')).toBe(
      'coles-algo-mlb-hitter-projections-2025-07-20.png',
    );
    expect(exportFailedAlert('canvas tainted')).toBe(
      'Failed to export table: canvas tainted. Please try again.',
    );
  });

  it("shows the button on Cole's Algo Picks only, by name", () => {
    expect(showsRawSheetButton('Cole’s Algo Picks')).toBe(true);
    expect(showsRawSheetButton('Sharp Sam')).toBe(false);
  });
});
