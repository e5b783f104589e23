// The raw sheet's columns per sport and tab: key, header label, and how the cell reads.
import type { RawSheetSport } from './raw-sheet-table';

/** number: two decimals; text: as is; id: a label such as the game number, never 2 decimals. */
export interface SheetColumn {
  key: string;
  label: string;
  kind: 'text' | 'number' | 'id';
}

const t = (key: string, label: string): SheetColumn => ({ key, label, kind: 'text' });
const n = (key: string, label: string): SheetColumn => ({ key, label, kind: 'number' });
const id = (key: string, label: string): SheetColumn => ({ key, label, kind: 'id' });

const PLAYER = t('playerName', 'Player');
const GAME = id('gameNumber', 'Game #');
const RUSH_REC = n('rushReceivingYards', 'Rush + Rec Yds');

const FOOTBALL_COLUMNS: Record<string, SheetColumn[]> = {
  'Game Projections': [
    GAME,
    t('awayTeam', 'Away'),
    t('homeTeam', 'Home'),
    n('awayScore', 'Away Score'),
    n('homeScore', 'Home Score'),
    n('totalPoints', 'Total'),
    n('vegasOu', 'Vegas O/U'),
    t('overUnder', 'O/U Pick'),
    t('spreadPick', 'Spread Pick'),
    t('awayTeamTotalPick', 'Away TT Pick'),
    t('homeTeamTotalPick', 'Home TT Pick'),
    t('mlPick', 'ML Pick'),
  ],
  Passing: [
    PLAYER,
    GAME,
    n('passingYards', 'Pass Yds'),
    n('passTouchdowns', 'Pass TD'),
    n('passAttempts', 'Att'),
    n('passCompletions', 'Comp'),
    n('interceptions', 'INT'),
  ],
  Receiving: [
    PLAYER,
    GAME,
    n('receivingYards', 'Rec Yds'),
    n('receptions', 'Rec'),
    n('receivingTouchdowns', 'Rec TD'),
    RUSH_REC,
  ],
  Rushing: [
    PLAYER,
    GAME,
    n('rushingYards', 'Rush Yds'),
    n('carries', 'Carries'),
    n('rushingTouchdowns', 'Rush TD'),
    RUSH_REC,
  ],
};

const COLUMNS: Record<RawSheetSport, Record<string, SheetColumn[]>> = {
  MLB: {
    'Hitter Projections': [
      PLAYER,
      t('matchup', 'Matchup'),
      n('atBats', 'AB'),
      n('hits', 'H'),
      n('singles', '1B'),
      n('doubles', '2B'),
      n('triples', '3B'),
      n('homeruns', 'HR'),
      n('totalBases', 'TB'),
      n('walks', 'BB'),
      n('stolenBases', 'SB'),
      n('runs', 'R'),
      n('rbis', 'RBI'),
      n('hrr', 'H+R+RBI'),
      n('obp', 'OBP'),
      n('strikeouts', 'K'),
    ],
    'Pitcher Projections': [
      PLAYER,
      n('pitches', 'Pitches'),
      n('outs', 'Outs'),
      n('battersFaced', 'BF'),
      n('strikeouts', 'K'),
      n('walks', 'BB'),
      n('earnedRuns', 'ER'),
      n('hitsAllowed', 'H'),
    ],
    'Game Summary': [
      GAME,
      t('awayTeam', 'Away'),
      t('homeTeam', 'Home'),
      t('awaySp', 'Away SP'),
      t('homeSp', 'Home SP'),
      n('awayScore', 'Away Score'),
      n('homeScore', 'Home Score'),
      n('totalRuns', 'Total Runs'),
      n('runDiff', 'Run Diff'),
      t('winningTeam', 'Winner'),
      n('gameXhrs', 'xHR'),
      n('homeWinPct', 'Home Win %'),
    ],
    RFI: [GAME, t('matchup', 'Matchup'), n('xRfi', 'xRFI'), n('chance', 'Chance %')],
  },
  NFL: FOOTBALL_COLUMNS,
  'NCAA Football': FOOTBALL_COLUMNS,
};

export function sheetColumns(sport: RawSheetSport, tab: string): SheetColumn[] {
  return COLUMNS[sport][tab] ?? [];
}
