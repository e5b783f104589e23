// The raw sheet's tables: the columns of each sport and tab, the rows they keep (cleaned names,
// the row filters, search) in the order the column sort asks for, and how a cell reads.
import { playerNameOrNull } from './raw-sheet-names';
import {
  formatSheetNumber,
  keepGameRows,
  rushingPlusReceivingYards,
  searchSheetRows,
  weeklyRowsForTab,
  type RawSheetSport,
  type RawValue,
} from './raw-sheet-table';
import { sortRows, type ColumnSort } from './sort-cycle';
import { sheetColumns, type SheetColumn } from './raw-sheet-columns';

export type SheetRow = Record<string, RawValue>;

/** The reply's data object (GET /api/coles-algo/raw-data), read loosely: any part may be missing. */
export interface RawSheetData {
  mlb?: { hitters?: SheetRow[]; pitchers?: SheetRow[]; gameSummary?: SheetRow[]; rfi?: SheetRow[] };
  nfl?: { games?: SheetRow[]; weeklyProjections?: SheetRow[] };
  ncaa?: { games?: SheetRow[]; weeklyProjections?: SheetRow[] };
}

function text(value: RawValue): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

/** Every team the sheet names: a "player" with one of these names is a team row, not a player. */
function teamNames(data: RawSheetData): Set<string> {
  const games = [
    ...(data.mlb?.gameSummary ?? []),
    ...(data.nfl?.games ?? []),
    ...(data.ncaa?.games ?? []),
  ];
  const names = new Set<string>();
  for (const game of games) {
    for (const team of [text(game.awayTeam), text(game.homeTeam)]) if (team) names.add(team);
  }
  for (const hitter of data.mlb?.hitters ?? []) {
    for (const team of [text(hitter.awayTeam), text(hitter.homeTeam)]) if (team) names.add(team);
  }
  return names;
}

/** Rows whose player name cleans to a person; the cleaned name replaces the raw one. */
function withPlayers(rows: readonly SheetRow[], teams: Set<string>): SheetRow[] {
  const kept: SheetRow[] = [];
  for (const row of rows) {
    const raw = text(row.playerName);
    if (raw === '') continue;
    const name = playerNameOrNull(raw, teams);
    if (name !== null) kept.push({ ...row, playerName: name });
  }
  return kept;
}

function footballRows(sheet: RawSheetData['nfl'], tab: string, teams: Set<string>): SheetRow[] {
  if (tab === 'Game Projections') return keepGameRows(sheet?.games ?? []);
  const rows = weeklyRowsForTab(withPlayers(sheet?.weeklyProjections ?? [], teams), tab);
  return rows.map((row) => ({
    ...row,
    rushReceivingYards: row.rushReceivingYards ?? rushingPlusReceivingYards(row),
  }));
}

/** The tab's rows before search and sort: cleaned, filtered, with computed columns. */
export function sheetRows(data: RawSheetData, sport: RawSheetSport, tab: string): SheetRow[] {
  const teams = teamNames(data);
  if (sport === 'NFL') return footballRows(data.nfl, tab, teams);
  if (sport === 'NCAA Football') return footballRows(data.ncaa, tab, teams);
  const mlb = data.mlb ?? {};
  switch (tab) {
    case 'Hitter Projections':
      return withPlayers(mlb.hitters ?? [], teams);
    case 'Pitcher Projections':
      return withPlayers(mlb.pitchers ?? [], teams);
    case 'Game Summary':
      return [...(mlb.gameSummary ?? [])];
    case 'RFI': {
      // RFI rows carry only the game number; the matchup comes from the game summary.
      const games = new Map(
        (mlb.gameSummary ?? []).map((g) => [
          text(g.gameNumber),
          `${text(g.awayTeam)} @ ${text(g.homeTeam)}`,
        ]),
      );
      return (mlb.rfi ?? []).map((row) => ({
        ...row,
        matchup: games.get(text(row.gameNumber)) ?? null,
      }));
    }
    default:
      return [];
  }
}

/** The table as shown: the tab's rows, searched, then sorted by the table's one column sort. */
export function sheetTable(
  data: RawSheetData,
  sport: RawSheetSport,
  tab: string,
  search: string,
  sort: ColumnSort | null,
): { columns: SheetColumn[]; rows: SheetRow[] } {
  const rows = searchSheetRows(sheetRows(data, sport, tab), search);
  return { columns: sheetColumns(sport, tab), rows: sortRows(rows, sort) };
}

/** How a cell reads: numbers with 2 decimals, everything missing as '-'. */
export function sheetCellText(column: SheetColumn, value: RawValue): string {
  if (column.kind === 'number') return formatSheetNumber(value);
  const shown = text(value);
  return shown === '' ? '-' : shown;
}

export function sportKey(sport: RawSheetSport): 'mlb' | 'nfl' | 'ncaa' {
  return sport === 'MLB' ? 'mlb' : sport === 'NFL' ? 'nfl' : 'ncaa';
}

/**
 * The sport the sheet opens on: the first (in tab order) whose default table has rows on the
 * date, so an out-of-season MLB does not greet the bettor with an empty table; null when no sport
 * has any (the sheet then says 'No data available').
 */
export function firstSportWithRows(
  data: RawSheetData,
  sports: readonly RawSheetSport[],
  defaultTabs: Readonly<Record<RawSheetSport, string>>,
): RawSheetSport | null {
  return sports.find((sport) => sheetRows(data, sport, defaultTabs[sport]).length > 0) ?? null;
}
