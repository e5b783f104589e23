// The raw sheet's tables: columns per tab, cleaned and filtered rows, search, sort, cell text.
import { describe, expect, it } from 'vitest';
import { sheetColumns } from '../../../../src/domain/raw-sheet/raw-sheet-columns';
import {
  firstSportWithRows,
  sheetCellText,
  sheetRows,
  sheetTable,
  sportKey,
  type RawSheetData,
} from '../../../../src/domain/raw-sheet/raw-sheet-view';
import {
  RAW_SHEET_TABS,
  type RawSheetSport,
} from '../../../../src/domain/raw-sheet/raw-sheet-table';

const data: RawSheetData = {
  mlb: {
    hitters: [
      {
        playerName: 'Ana Ruiz (DTD)',
        awayTeam: 'Lynx',
        homeTeam: 'Comets',
        matchup: 'Lynx @ Comets',
        hits: 1.2,
      },
      {
        playerName: 'Comets',
        awayTeam: 'Lynx',
        homeTeam: 'Comets',
        matchup: 'Lynx @ Comets',
        hits: 9,
      },
      {
        playerName: 'Bo Diaz 2',
        awayTeam: 'Owls',
        homeTeam: 'Foxes',
        matchup: 'Owls @ Foxes',
        hits: null,
      },
      { playerName: '  ', hits: 3 },
      {
        playerName: 'Cy Moss',
        awayTeam: 'Owls',
        homeTeam: 'Foxes',
        matchup: 'Owls @ Foxes',
        hits: 0.4,
      },
    ],
    pitchers: [{ playerName: 'Dee Park', outs: 16.5 }],
    gameSummary: [
      { gameNumber: 1, awayTeam: 'Lynx', homeTeam: 'Comets', homeSp: null, totalRuns: 8.4 },
      { gameNumber: 2, awayTeam: 'Owls', homeTeam: 'Foxes', homeSp: 'Eli Cruz', totalRuns: 9.1 },
    ],
    rfi: [
      { gameNumber: 1, xRfi: 0.9, chance: 59.3 },
      { gameNumber: 3, xRfi: 1.1, chance: 66.7 },
    ],
  },
  nfl: {
    games: [
      { gameNumber: 1, awayTeam: 'Bears', homeTeam: 'Hawks', totalPoints: 44.5 },
      { gameNumber: 2, awayTeam: '', homeTeam: ' ' },
    ],
    weeklyProjections: [
      {
        playerName: 'Quinn Lee',
        gameNumber: 1,
        passingYards: 250,
        rushingYards: 12,
        receivingYards: 0,
      },
      {
        playerName: 'Rae Cole',
        gameNumber: 1,
        passingYards: 0,
        rushingYards: 60,
        receivingYards: 25,
      },
      {
        playerName: 'Sol Tran',
        gameNumber: 1,
        passingYards: 0,
        rushingYards: 0,
        receivingYards: 80,
      },
      { playerName: '', gameNumber: 1, receivingYards: 10 },
    ],
  },
};

const names = (rows: { playerName?: unknown }[]) => rows.map((r) => r.playerName);

describe('sheetColumns', () => {
  it('has columns for every tab of every sport', () => {
    for (const sport of Object.keys(RAW_SHEET_TABS) as RawSheetSport[]) {
      for (const tab of RAW_SHEET_TABS[sport])
        expect(sheetColumns(sport, tab).length).toBeGreaterThan(2);
    }
    expect(sheetColumns('MLB', 'Nope')).toEqual([]);
  });
});

describe('sheetRows', () => {
  it('cleans player names, drops team names and blank players', () => {
    expect(names(sheetRows(data, 'MLB', 'Hitter Projections'))).toEqual([
      'Ana Ruiz',
      'Bo Diaz',
      'Cy Moss',
    ]);
    expect(names(sheetRows(data, 'MLB', 'Pitcher Projections'))).toEqual(['Dee Park']);
  });
  it('gives RFI rows the matchup from the game summary', () => {
    const rows = sheetRows(data, 'MLB', 'RFI');
    expect(rows.map((r) => r.matchup)).toEqual(['Lynx @ Comets', null]);
    expect(sheetRows(data, 'MLB', 'Game Summary')).toHaveLength(2);
    expect(sheetRows(data, 'MLB', 'Unknown')).toEqual([]);
  });
  it('drops football games without teams and keeps only active weekly rows per tab', () => {
    expect(sheetRows(data, 'NFL', 'Game Projections')).toHaveLength(1);
    expect(names(sheetRows(data, 'NFL', 'Passing'))).toEqual(['Quinn Lee']);
    expect(names(sheetRows(data, 'NFL', 'Rushing'))).toEqual(['Quinn Lee', 'Rae Cole']);
    const receiving = sheetRows(data, 'NFL', 'Receiving');
    expect(names(receiving)).toEqual(['Rae Cole', 'Sol Tran']);
    expect(receiving.map((r) => r.rushReceivingYards)).toEqual([85, 80]);
  });
  it('shows nothing for a sport the reply left out', () => {
    expect(sheetRows({}, 'NCAA Football', 'Game Projections')).toEqual([]);
    expect(sheetRows({}, 'MLB', 'Hitter Projections')).toEqual([]);
    expect(sheetRows({}, 'NCAA Football', 'Passing')).toEqual([]);
  });
});

describe('sheetTable', () => {
  it('searches, then sorts with empty values last', () => {
    const byHitsDesc = sheetTable(data, 'MLB', 'Hitter Projections', '', {
      column: 'hits',
      direction: 'desc',
    });
    expect(names(byHitsDesc.rows)).toEqual(['Ana Ruiz', 'Cy Moss', 'Bo Diaz']);
    const byHitsAsc = sheetTable(data, 'MLB', 'Hitter Projections', '', {
      column: 'hits',
      direction: 'asc',
    });
    expect(names(byHitsAsc.rows)).toEqual(['Cy Moss', 'Ana Ruiz', 'Bo Diaz']);
    const owls = sheetTable(data, 'MLB', 'Hitter Projections', 'OWLS', null);
    expect(names(owls.rows)).toEqual(['Bo Diaz', 'Cy Moss']);
    expect(owls.columns[0]?.key).toBe('playerName');
    expect(sheetTable(data, 'MLB', 'RFI', 'comets', null).rows).toHaveLength(1);
  });
});

describe('sheetCellText', () => {
  const [player, , atBats] = sheetColumns('MLB', 'Hitter Projections');
  const [game] = sheetColumns('MLB', 'RFI');
  it('shows numbers with 2 decimals, ids as they are, missing as -', () => {
    expect(sheetCellText(atBats!, 3.456)).toBe('3.46');
    expect(sheetCellText(atBats!, null)).toBe('-');
    expect(sheetCellText(player!, 'Ana Ruiz')).toBe('Ana Ruiz');
    expect(sheetCellText(player!, ' ')).toBe('-');
    expect(sheetCellText(game!, 7)).toBe('7');
  });
  it('names the sports for file names', () => {
    expect([sportKey('MLB'), sportKey('NFL'), sportKey('NCAA Football')]).toEqual([
      'mlb',
      'nfl',
      'ncaa',
    ]);
  });
});

describe('the sport the sheet opens on', () => {
  const sports = Object.keys(RAW_SHEET_TABS) as RawSheetSport[];
  const tabs = {
    MLB: 'Hitter Projections',
    NFL: 'Game Projections',
    'NCAA Football': 'Game Projections',
  };
  const empty: RawSheetData = {
    mlb: { hitters: [], pitchers: [], gameSummary: [], rfi: [] },
    nfl: { games: [], weeklyProjections: [] },
    ncaa: { games: [], weeklyProjections: [] },
  };

  it('is MLB when MLB plays, else the first sport with games, else none', () => {
    expect(firstSportWithRows(data, sports, tabs)).toBe('MLB');
    const winter: RawSheetData = {
      ...empty,
      ncaa: {
        games: [{ gameNumber: 1, awayTeam: 'Owls', homeTeam: 'Bison' }],
        weeklyProjections: [],
      },
    };
    expect(firstSportWithRows(winter, sports, tabs)).toBe('NCAA Football');
    expect(firstSportWithRows(empty, sports, tabs)).toBeNull();
  });
});
