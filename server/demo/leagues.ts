// The demo's leagues: teams, roster roles, schedules, and each role's stats with the range its
// players' latent per-game means are drawn from. Props are the stats a book hangs a line on.
import type { OddsSource } from '../../src/domain/admin/admin-pick-options';
import type { StatKind } from '../../src/domain/probability/stat-distribution';

export interface StatSpec {
  key: string;
  kind: StatKind;
  /** Range of a player's latent per-game mean. */
  mean: [number, number];
  /** Negative-binomial dispersion r for counts (smaller = more spread); sd / mean for continuous. */
  spread: number;
  /** The prop's stat_type text, when books offer a line on it. */
  prop?: string;
}

/** A stat computed from others in the same line (e.g. PRA), with its prop name. */
export interface DerivedStat {
  key: string;
  from: string[];
  kind: StatKind;
  prop: string;
}

export interface RoleSpec {
  playerType: string;
  position: string;
  perTeam: number;
  /** How many of the role's players appear in one game (pitchers rotate: 1 of 5). */
  perGame: number;
  stats: StatSpec[];
  derived?: DerivedStat[];
}

type Week = [number, number, number, number, number, number, number];

/**
 * How a league's games fall on the calendar (weekdays 0 = Sunday). Daily leagues draw each date's
 * games afresh, with rested teams first; weekly leagues pair every team once per week, starting
 * on `weekStartsOn`, and spread the week's games over its weekdays in the week's order.
 */
export type ScheduleSpec =
  | {
      kind: 'daily';
      gamesByWeekday: Week;
      /** How strongly a team that played yesterday is kept out (0 = not at all, 1 = always). */
      rest: number;
      /** MM-DD from which only a few games a day remain (the postseason), and how many. */
      postseason?: { from: string; games: number };
    }
  | { kind: 'weekly'; weekStartsOn: number; gamesByWeekday: Week };

export interface LeagueSpec {
  code: string;
  name: string;
  sport: string;
  teams: number;
  schedule: ScheduleSpec;
  /** Names from the women's list (WNBA). */
  women?: boolean;
  /** How many days of played games the history holds (weekly leagues need more for 12 logs). */
  historyDays: number;
  roles: RoleSpec[];
  /** Lighter leagues get fewer expert picks. */
  light?: boolean;
}

const c = (key: string, mean: [number, number], spread: number, prop?: string): StatSpec => ({
  key,
  kind: 'count',
  mean,
  spread,
  ...(prop ? { prop } : {}),
});
const y = (key: string, mean: [number, number], spread: number, prop?: string): StatSpec => ({
  key,
  kind: 'continuous',
  mean,
  spread,
  ...(prop ? { prop } : {}),
});

const DAILY_HISTORY = 30;
const WEEKLY_HISTORY = 91;

const footballRoles: RoleSpec[] = [
  {
    playerType: 'quarterback',
    position: 'QB',
    perTeam: 1,
    perGame: 1,
    stats: [
      y('passing_yards', [180, 290], 0.25, 'Passing Yards'),
      c('pass_touchdowns', [1, 2.4], 12, 'Passing TDs'),
      c('pass_attempts', [28, 40], 30),
      c('pass_completions', [18, 27], 30),
      c('interceptions', [0.4, 1], 20),
      y('rushing_yards', [5, 35], 0.6),
    ],
  },
  {
    playerType: 'running_back',
    position: 'RB',
    perTeam: 1,
    perGame: 1,
    stats: [
      y('rushing_yards', [40, 95], 0.4, 'Rushing Yards'),
      c('carries', [10, 20], 25),
      c('rushing_touchdowns', [0.2, 0.8], 20),
      y('receiving_yards', [8, 35], 0.7),
      c('receptions', [1, 4], 20, 'Receptions'),
    ],
    derived: [
      {
        key: 'rush_rec_yards',
        from: ['rushing_yards', 'receiving_yards'],
        kind: 'continuous',
        prop: 'Rush + Rec Yards',
      },
    ],
  },
  {
    playerType: 'receiver',
    position: 'WR',
    perTeam: 2,
    perGame: 2,
    stats: [
      y('receiving_yards', [35, 90], 0.45, 'Receiving Yards'),
      c('receptions', [3, 7], 25, 'Receptions'),
      c('receiving_touchdowns', [0.2, 0.7], 20),
    ],
  },
];

const basketballRoles = (perTeam: number, points: [number, number]): RoleSpec[] => [
  {
    playerType: 'player',
    position: 'G/F',
    perTeam,
    perGame: perTeam,
    stats: [
      c('points', points, 14, 'Points'),
      c('rebounds', [3, 10], 10, 'Rebounds'),
      c('assists', [1.5, 7.5], 8, 'Assists'),
      c('threes', [0.8, 3.2], 8, '3-Pointers Made'),
    ],
    derived: [{ key: 'pra', from: ['points', 'rebounds', 'assists'], kind: 'count', prop: 'PRA' }],
  },
];

export const LEAGUES: LeagueSpec[] = [
  {
    code: 'MLB',
    name: 'Major League Baseball',
    sport: 'baseball',
    teams: 30,
    schedule: {
      kind: 'daily',
      gamesByWeekday: [15, 12, 15, 15, 13, 15, 15],
      rest: 0,
      postseason: { from: '10-01', games: 2 },
    },
    historyDays: DAILY_HISTORY,
    roles: [
      {
        playerType: 'hitter',
        position: 'H',
        perTeam: 6,
        perGame: 6,
        stats: [
          c('hits', [0.7, 1.3], 40, 'Hits'),
          c('home_runs', [0.08, 0.3], 30),
          c('rbi', [0.35, 0.8], 8),
          c('runs', [0.4, 0.8], 10),
          c('stolen_bases', [0.02, 0.25], 20),
          c('strikeouts_hitter', [0.6, 1.4], 30),
          // the box score's other columns; doubles and triples are re-split from each game's hits
          c('at_bats', [3.5, 4.2], 80),
          c('walks', [0.2, 0.6], 10),
          c('doubles', [0.12, 0.28], 20),
          c('triples', [0.005, 0.04], 20),
        ],
        derived: [
          {
            key: 'total_bases',
            // singles + 2 × doubles + 3 × triples + 4 × homers, written from hits
            from: ['hits', 'doubles', 'triples', 'triples', 'home_runs', 'home_runs', 'home_runs'],
            kind: 'count',
            prop: 'Total Bases',
          },
          { key: 'hrr', from: ['hits', 'runs', 'rbi'], kind: 'count', prop: 'Hits + Runs + RBIs' },
        ],
      },
      {
        playerType: 'pitcher',
        position: 'SP',
        perTeam: 5,
        perGame: 1,
        stats: [
          c('strikeouts_pitcher', [3.8, 7.8], 10, 'Pitcher Strikeouts'),
          c('outs_pitched', [14, 19], 60, 'Outs Recorded'),
          y('total_pitches', [82, 100], 0.1),
          c('hits_allowed', [4, 6.5], 15, 'Hits Allowed'),
          c('earned_runs', [1.8, 3.4], 6, 'Earned Runs'),
          c('walks_allowed', [1.2, 3], 15),
        ],
      },
    ],
  },
  {
    code: 'NFL',
    name: 'National Football League',
    sport: 'football',
    teams: 32,
    // Thursday night, the Sunday slate, Monday night; two teams on a bye each week
    schedule: { kind: 'weekly', weekStartsOn: 4, gamesByWeekday: [13, 1, 0, 0, 1, 0, 0] },
    historyDays: WEEKLY_HISTORY,
    roles: footballRoles,
  },
  {
    code: 'CFB',
    name: 'College Football',
    sport: 'football',
    teams: 40,
    // Saturdays, with a few weeknight games (the week runs Sunday to Saturday)
    schedule: { kind: 'weekly', weekStartsOn: 0, gamesByWeekday: [0, 0, 1, 1, 1, 2, 14] },
    historyDays: WEEKLY_HISTORY,
    roles: footballRoles,
  },
  {
    code: 'NBA',
    name: 'National Basketball Association',
    sport: 'basketball',
    teams: 30,
    schedule: { kind: 'daily', gamesByWeekday: [8, 9, 7, 10, 6, 9, 9], rest: 0.75 },
    historyDays: DAILY_HISTORY,
    roles: basketballRoles(6, [10, 30]),
  },
  {
    code: 'NHL',
    name: 'National Hockey League',
    sport: 'hockey',
    teams: 32,
    schedule: { kind: 'daily', gamesByWeekday: [7, 6, 8, 5, 9, 6, 11], rest: 0.75 },
    historyDays: DAILY_HISTORY,
    roles: [
      {
        playerType: 'skater',
        position: 'F/D',
        perTeam: 4,
        perGame: 4,
        stats: [
          c('shots_on_goal', [1.6, 4], 15, 'Shots on Goal'),
          c('goals', [0.15, 0.5], 30),
          c('assists', [0.2, 0.6], 30),
        ],
        derived: [{ key: 'points', from: ['goals', 'assists'], kind: 'count', prop: 'Points' }],
      },
      {
        playerType: 'goalie',
        position: 'G',
        perTeam: 2,
        perGame: 1,
        stats: [c('saves', [22, 31], 40, 'Saves'), c('goals_against', [2.2, 3.4], 15)],
      },
    ],
  },
  {
    code: 'WNBA',
    name: "Women's National Basketball Association",
    sport: 'basketball',
    teams: 12,
    schedule: { kind: 'daily', gamesByWeekday: [2, 1, 2, 1, 2, 2, 2], rest: 0.75 },
    historyDays: DAILY_HISTORY,
    roles: basketballRoles(4, [8, 22]),
    women: true,
    light: true,
  },
  {
    code: 'NCAA',
    name: "NCAA Men's Basketball",
    sport: 'basketball',
    teams: 40,
    schedule: { kind: 'daily', gamesByWeekday: [4, 5, 7, 6, 6, 4, 10], rest: 0.9 },
    historyDays: DAILY_HISTORY,
    roles: basketballRoles(3, [9, 22]),
    light: true,
  },
  {
    code: 'MLS',
    name: 'Major League Soccer',
    sport: 'soccer',
    teams: 18,
    // Saturdays and Sundays, a midweek round now and then (the week runs Monday to Sunday)
    schedule: { kind: 'weekly', weekStartsOn: 1, gamesByWeekday: [2, 0, 0, 1, 0, 0, 5] },
    historyDays: WEEKLY_HISTORY,
    roles: [
      {
        playerType: 'player',
        position: 'F/M',
        perTeam: 3,
        perGame: 3,
        stats: [
          c('shots', [1, 3.5], 10, 'Shots'),
          c('shots_on_target', [0.4, 1.5], 12, 'Shots on Target'),
          c('goals', [0.1, 0.5], 30),
        ],
      },
    ],
    light: true,
  },
];

/**
 * The books the demo quotes (a subset of the Manual Pick Form's 36 odds sources), each with its
 * usual margin on a two-way prop and how far its prices stray from the market's consensus.
 */
export const SPORTSBOOKS: readonly { name: OddsSource; margin: number; shade: number }[] = [
  { name: 'DraftKings', margin: 0.045, shade: 0.012 },
  { name: 'FanDuel', margin: 0.042, shade: 0.012 },
  { name: 'BetMGM', margin: 0.05, shade: 0.015 },
  { name: 'Caesars Sportsbook', margin: 0.048, shade: 0.015 },
  { name: 'BetRivers', margin: 0.055, shade: 0.018 },
  { name: 'ESPN BET', margin: 0.047, shade: 0.015 },
  { name: 'Fanatics Sportsbook', margin: 0.05, shade: 0.016 },
  { name: 'Hard Rock Bet', margin: 0.052, shade: 0.018 },
  { name: 'bet365', margin: 0.044, shade: 0.012 },
  { name: 'Pinnacle', margin: 0.025, shade: 0.006 },
  { name: 'Circa Sports', margin: 0.032, shade: 0.008 },
];

const PLACES = [
  'Harbor',
  'Summit',
  'Canyon',
  'Lakeside',
  'Prairie',
  'Metro',
  'Bayside',
  'Ridge',
  'Delta',
  'Pine',
  'Granite',
  'Coastal',
  'River',
  'Capital',
  'Mesa',
  'Northern',
  'Southern',
  'Valley',
  'Highland',
  'Desert',
  'Forest',
  'Iron',
  'Golden',
  'Silver',
  'Cedar',
  'Maple',
  'Aspen',
  'Harborview',
  'Redwood',
  'Bluewater',
  'Stone',
  'Glacier',
  'Sunset',
  'Eastgate',
  'Westfield',
  'Oak',
  'Thunder',
  'Falcon',
  'Liberty',
  'Frontier',
];
const MASCOTS = [
  'Hawks',
  'Bears',
  'Comets',
  'Foxes',
  'Pilots',
  'Rangers',
  'Owls',
  'Bison',
  'Knights',
  'Storm',
  'Mariners',
  'Wolves',
  'Rockets',
  'Titans',
  'Herons',
  'Lynx',
];
const FIRST_MEN = [
  'James',
  'Marcus',
  'Diego',
  'Andre',
  'Tyler',
  'Kenji',
  'Luis',
  'Darius',
  'Owen',
  'Mateo',
  'Jalen',
  'Caleb',
  'Noah',
  'Isaiah',
  'Rafael',
  'Elijah',
  'Tariq',
  'Victor',
  'Jordan',
  'Malik',
  'Aaron',
  'Devin',
  'Hugo',
  'Nikola',
  'Samir',
  'Theo',
  'Brandon',
  'Kofi',
  'Felix',
  'Trey',
  'Julian',
  'Dominic',
  'Xavier',
  'Cameron',
  'Miles',
  'Gabriel',
  'Omar',
  'Wesley',
  'Dante',
  'Emmett',
];
const FIRST_WOMEN = [
  'Maya',
  'Aaliyah',
  'Sofia',
  'Keira',
  'Jada',
  'Brianna',
  'Natalie',
  'Imani',
  'Chloe',
  'Tamara',
  'Elena',
  'Kayla',
  'Simone',
  'Riley',
  'Nia',
  'Gabrielle',
  'Aja',
  'Destiny',
  'Hannah',
  'Layla',
];
const LAST = [
  'Walker',
  'Okafor',
  'Alvarez',
  'Bennett',
  'Nakamura',
  'Castillo',
  'Brooks',
  'Hayes',
  'Petrov',
  'Reyes',
  'Coleman',
  'Foster',
  'Grant',
  'Hughes',
  'Ibarra',
  'Jensen',
  'Kim',
  'Lindqvist',
  'Moreno',
  'Nguyen',
  'Ortiz',
  'Price',
  'Quinn',
  'Ramos',
  'Santos',
  'Turner',
  'Underwood',
  'Vasquez',
  'Whitaker',
  'Young',
  'Zimmer',
  'Adeyemi',
  'Barnes',
  'Dalton',
  'Ellison',
  'Fischer',
];

export const NAME_PARTS = { PLACES, MASCOTS, FIRST_MEN, FIRST_WOMEN, LAST };
