// The raw sheet's tables: which rows they keep, how numbers look, search, and the computed
// rushing-plus-receiving yards.
import { isAlgoHandicapper } from '../handicappers/handicappers';
import { containsQuery } from '../picks/text-match';

export const RAW_SHEET_TITLE = "Cole's Algo Picks Raw Sheet Data";
export const RAW_SHEET_SEARCH_PLACEHOLDER = 'Search players, teams, matchups...';
export const RAW_SHEET_TEXTS = {
  loading: 'Loading...',
  unableToLoad: 'Unable to load data',
  noData: 'No data available',
  loadFailed: 'Failed to load data',
} as const;

export type RawSheetSport = 'MLB' | 'NFL' | 'NCAA Football';
export const RAW_SHEET_TABS: Readonly<Record<RawSheetSport, readonly string[]>> = {
  MLB: ['Hitter Projections', 'Pitcher Projections', 'Game Summary', 'RFI'],
  NFL: ['Game Projections', 'Passing', 'Receiving', 'Rushing'],
  'NCAA Football': ['Game Projections', 'Passing', 'Receiving', 'Rushing'],
};

/** Closing the dialog goes back to MLB/Hitters, NFL/Games, NCAA/Games. */
export function defaultRawSheetTab(sport: RawSheetSport): string {
  return RAW_SHEET_TABS[sport][0] ?? '';
}

export type RawValue = string | number | null | undefined;

function isBlank(value: RawValue): boolean {
  return value === null || value === undefined || String(value).trim() === '';
}

/** Two decimals; missing or unreadable values show '-'. */
export function formatSheetNumber(value: RawValue): string {
  if (isBlank(value)) return '-';
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n.toFixed(2) : '-';
}

/** NFL / NCAA game rows with both teams blank are dropped. */
export function keepGameRows<T extends { awayTeam?: RawValue; homeTeam?: RawValue }>(
  rows: readonly T[],
): T[] {
  return rows.filter((row) => !(isBlank(row.awayTeam) && isBlank(row.homeTeam)));
}

export interface WeeklyProjection {
  playerName?: RawValue;
  gameNumber?: RawValue;
  passingYards?: RawValue;
  passTouchdowns?: RawValue;
  passAttempts?: RawValue;
  passCompletions?: RawValue;
  interceptions?: RawValue;
  receivingYards?: RawValue;
  receptions?: RawValue;
  receivingTouchdowns?: RawValue;
  rushingYards?: RawValue;
  carries?: RawValue;
  rushingTouchdowns?: RawValue;
}

/** The stat that puts a weekly row on each tab: a row shows only when it is non-zero. */
const TAB_STATS: Readonly<Record<string, readonly (keyof WeeklyProjection)[]>> = {
  Passing: ['passingYards', 'passAttempts', 'passCompletions', 'passTouchdowns'],
  Receiving: ['receivingYards', 'receptions', 'receivingTouchdowns'],
  Rushing: ['rushingYards', 'carries', 'rushingTouchdowns'],
};

function nonZero(value: RawValue): boolean {
  const n = Number(value);
  return !isBlank(value) && Number.isFinite(n) && n !== 0;
}

/** Weekly rows without a player are dropped; Passing / Receiving / Rushing keep active rows. */
export function weeklyRowsForTab<T extends WeeklyProjection>(rows: readonly T[], tab: string): T[] {
  const stats = TAB_STATS[tab];
  return rows.filter(
    (row) => !isBlank(row.playerName) && (!stats || stats.some((key) => nonZero(row[key]))),
  );
}

/** Rushing plus receiving yards; missing parts count as 0, both missing is null. */
export function rushingPlusReceivingYards(row: WeeklyProjection): number | null {
  const rush = Number(row.rushingYards);
  const rec = Number(row.receivingYards);
  const hasRush = !isBlank(row.rushingYards) && Number.isFinite(rush);
  const hasRec = !isBlank(row.receivingYards) && Number.isFinite(rec);
  if (!hasRush && !hasRec) return null;
  return (hasRush ? rush : 0) + (hasRec ? rec : 0);
}

export interface SearchableSheetRow {
  playerName?: RawValue;
  awayTeam?: RawValue;
  homeTeam?: RawValue;
  matchup?: RawValue;
  gameNumber?: RawValue;
}

/** Case-insensitive substring over player, teams, matchup and game number. */
export function searchSheetRows<T extends SearchableSheetRow>(
  rows: readonly T[],
  query: string,
): T[] {
  return rows.filter((row) =>
    containsQuery([row.playerName, row.awayTeam, row.homeTeam, row.matchup, row.gameNumber], query),
  );
}

export const ZOOM_DEFAULT = 100;
export const ZOOM_STEP = 10;
export const ZOOM_MIN = 70;
export const ZOOM_MAX = 130;

export function zoomIn(zoom: number): number {
  return Math.min(ZOOM_MAX, zoom + ZOOM_STEP);
}

export function zoomOut(zoom: number): number {
  return Math.max(ZOOM_MIN, zoom - ZOOM_STEP);
}

export const PNG_EXPORT = { pixelRatio: 2, minWidth: 800, minHeight: 400, background: '#ffffff' };

/** coles-algo-{sport}-{tab}-{date}.png, with sport and tab lower-cased and dashed. */
export function pngFileName(sport: string, tab: string, date: string): string {
  const slug = (text: string) =>
    text
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  return `coles-algo-${slug(sport)}-${slug(tab)}-${date}.png`;
}

export function exportFailedAlert(message: string): string {
  return `Failed to export table: ${message}. Please try again.`;
}

/** The Raw Sheet button shows only on the profile named Cole's Algo Picks (not by role). */
export function showsRawSheetButton(handicapperName: string): boolean {
  return isAlgoHandicapper(handicapperName);
}

export const RAW_SHEET_BUTTON_TEXT = '📊 Raw Sheet';
