// The admin pick form's choice lists: leagues, pick types, stat types per league, odds sources.

export const ADMIN_LEAGUES = ['MLB', 'CFB', 'NFL', 'NBA', 'NHL'] as const;
export const ADMIN_PICK_TYPES = ['Prop', 'Custom'] as const;
export const DEFAULT_SOURCE_NAME = 'Manual';
export const CUSTOM_EXPERT_OPTION = '-- Add Custom --';
export const THRESHOLD_PLACEHOLDER = '25.5';
export const EXPERT_TEAM_PLACEHOLDER = 'e.g. Lakers';

const NBA_STAT_TYPES = [
  'Points',
  'Rebounds',
  'Assists',
  'PRA',
  'Fantasy Points',
  '3-Pointers Made',
  'Steals',
  'Blocks',
  'Turnovers',
  'Points + Rebounds',
  'Points + Assists',
  'Rebounds + Assists',
  'Blocks + Steals',
  'Double Double',
  'Triple Double',
  'Field Goals Made',
  'Field Goals Attempted',
  'Free Throws Made',
  '3-Pointers Attempted',
  'Minutes',
] as const;

const NFL_STAT_TYPES = [
  'Passing Yards',
  'Passing TDs',
  'Pass Attempts',
  'Pass Completions',
  'Interceptions',
  'Rushing Yards',
  'Rushing Attempts',
  'Rushing TDs',
  'Receiving Yards',
  'Receptions',
  'Receiving TDs',
  'Rush + Rec Yards',
  'Pass + Rush Yards',
  'Longest Reception',
  'Fantasy Points',
  'Anytime TD',
] as const;

const MLB_STAT_TYPES = [
  'Hits',
  'Runs',
  'RBIs',
  'Home Runs',
  'Total Bases',
  'Singles',
  'Doubles',
  'Triples',
  'Walks',
  'Stolen Bases',
  'Hits + Runs + RBIs',
  'Hitter Strikeouts',
  'Pitcher Strikeouts',
  'Earned Runs',
  'Outs Recorded',
  'Hits Allowed',
  'Pitches Thrown',
  'Fantasy Points',
] as const;

const NHL_STAT_TYPES = [
  'Goals',
  'Assists',
  'Points',
  'Shots on Goal',
  'Saves',
  'Goals Against',
  'Blocked Shots',
  'Hits',
  'Power Play Points',
  'Time on Ice',
  'Faceoffs Won',
  'Penalty Minutes',
  'Plus/Minus',
  'Fantasy Points',
] as const;

export const STAT_TYPES_BY_LEAGUE: Readonly<Record<string, readonly string[]>> = {
  NBA: NBA_STAT_TYPES,
  NFL: NFL_STAT_TYPES,
  // College football is scored like the NFL.
  CFB: NFL_STAT_TYPES,
  MLB: MLB_STAT_TYPES,
  NHL: NHL_STAT_TYPES,
};

/** The stat list for a league; with no (or an unknown) league, the NBA list. */
export function statTypesFor(league: string | null | undefined): readonly string[] {
  return STAT_TYPES_BY_LEAGUE[(league ?? '').toUpperCase()] ?? NBA_STAT_TYPES;
}

/** Adds a custom stat type: trimmed, empty ignored, an existing one not repeated. */
export function addCustomStatType(list: readonly string[], text: string): string[] {
  const value = text.trim();
  if (value === '' || list.some((s) => s.toLowerCase() === value.toLowerCase())) return [...list];
  return [...list, value];
}

export const ODDS_SOURCES = [
  'DraftKings',
  'FanDuel',
  'BetMGM',
  'Caesars Sportsbook',
  'ESPN BET',
  'BetRivers',
  'PointsBet',
  'Fanatics Sportsbook',
  'Hard Rock Bet',
  'bet365',
  'Unibet',
  'WynnBET',
  'Borgata',
  'Betway',
  'SugarHouse',
  'FOX Bet',
  'Bally Bet',
  'Betfred',
  'Circa Sports',
  'SuperBook',
  'Tipico',
  'BetUS',
  'Bovada',
  'BetOnline',
  'MyBookie',
  'Pinnacle',
  'William Hill',
  'Betfair',
  '888sport',
  'Paddy Power',
  'Sky Bet',
  'Ladbrokes',
  'Coral',
  'PrizePicks',
  'Underdog Fantasy',
  'Sleeper',
] as const;
export type OddsSource = (typeof ODDS_SOURCES)[number];

/** Picking the chosen league again clears the choice; another league replaces it. */
export function toggleLeague(chosen: readonly string[], league: string): string[] {
  return chosen.includes(league) ? [] : [league];
}

/** The experts list for a date: ids expert_1, expert_2, ... in the server's order. */
export function expertOptions(names: readonly string[]): { id: string; name: string }[] {
  return names.map((name, index) => ({ id: `expert_${index + 1}`, name }));
}
