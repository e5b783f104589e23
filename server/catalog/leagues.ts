// The stat catalogue: the leagues we carry, each roster role's stats (key, kind, the prop name a
// book hangs a line on) and the range a typical player's per-game mean falls in. Production reads
// it (the model's priors, stat kinds, prop names, league codes); the demo generator builds on it.
import type { StatKind } from '../../src/domain/probability/stat-distribution';

export interface StatEntry {
  key: string;
  kind: StatKind;
  /** Range of a typical player's per-game mean; its middle is the model's prior for the stat. */
  typicalMean: [number, number];
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

export interface RoleEntry {
  playerType: string;
  position: string;
  stats: StatEntry[];
  derived?: DerivedStat[];
}

export interface LeagueEntry {
  code: string;
  name: string;
  sport: string;
  roles: RoleEntry[];
}

const count = (key: string, typicalMean: [number, number], prop?: string): StatEntry => ({
  key,
  kind: 'count',
  typicalMean,
  ...(prop ? { prop } : {}),
});
const continuous = (key: string, typicalMean: [number, number], prop?: string): StatEntry => ({
  key,
  kind: 'continuous',
  typicalMean,
  ...(prop ? { prop } : {}),
});

const footballRoles: RoleEntry[] = [
  {
    playerType: 'quarterback',
    position: 'QB',
    stats: [
      continuous('passing_yards', [180, 290], 'Passing Yards'),
      count('pass_touchdowns', [1, 2.4], 'Passing TDs'),
      count('pass_attempts', [28, 40]),
      count('pass_completions', [18, 27]),
      count('interceptions', [0.4, 1]),
      continuous('rushing_yards', [5, 35]),
    ],
  },
  {
    playerType: 'running_back',
    position: 'RB',
    stats: [
      continuous('rushing_yards', [40, 95], 'Rushing Yards'),
      count('carries', [10, 20]),
      count('rushing_touchdowns', [0.2, 0.8]),
      continuous('receiving_yards', [8, 35]),
      count('receptions', [1, 4], 'Receptions'),
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
    stats: [
      continuous('receiving_yards', [35, 90], 'Receiving Yards'),
      count('receptions', [3, 7], 'Receptions'),
      count('receiving_touchdowns', [0.2, 0.7]),
    ],
  },
];

const basketballRoles = (points: [number, number]): RoleEntry[] => [
  {
    playerType: 'player',
    position: 'G/F',
    stats: [
      count('points', points, 'Points'),
      count('rebounds', [3, 10], 'Rebounds'),
      count('assists', [1.5, 7.5], 'Assists'),
      count('threes', [0.8, 3.2], '3-Pointers Made'),
    ],
    derived: [{ key: 'pra', from: ['points', 'rebounds', 'assists'], kind: 'count', prop: 'PRA' }],
  },
];

export const LEAGUE_CATALOG: readonly LeagueEntry[] = [
  {
    code: 'MLB',
    name: 'Major League Baseball',
    sport: 'baseball',
    roles: [
      {
        playerType: 'hitter',
        position: 'H',
        stats: [
          count('hits', [0.7, 1.3], 'Hits'),
          count('home_runs', [0.08, 0.3]),
          count('rbi', [0.35, 0.8]),
          count('runs', [0.4, 0.8]),
          count('stolen_bases', [0.02, 0.25]),
          count('strikeouts_hitter', [0.6, 1.4]),
          // the box score's other columns; the demo re-splits doubles and triples from each game's hits
          count('at_bats', [3.5, 4.2]),
          count('walks', [0.2, 0.6]),
          count('doubles', [0.12, 0.28]),
          count('triples', [0.005, 0.04]),
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
        stats: [
          count('strikeouts_pitcher', [3.8, 7.8], 'Pitcher Strikeouts'),
          count('outs_pitched', [14, 19], 'Outs Recorded'),
          continuous('total_pitches', [82, 100]),
          count('hits_allowed', [4, 6.5], 'Hits Allowed'),
          count('earned_runs', [1.8, 3.4], 'Earned Runs'),
          count('walks_allowed', [1.2, 3]),
        ],
      },
    ],
  },
  { code: 'NFL', name: 'National Football League', sport: 'football', roles: footballRoles },
  { code: 'CFB', name: 'College Football', sport: 'football', roles: footballRoles },
  {
    code: 'NBA',
    name: 'National Basketball Association',
    sport: 'basketball',
    roles: basketballRoles([10, 30]),
  },
  {
    code: 'NHL',
    name: 'National Hockey League',
    sport: 'hockey',
    roles: [
      {
        playerType: 'skater',
        position: 'F/D',
        stats: [
          count('shots_on_goal', [1.6, 4], 'Shots on Goal'),
          count('goals', [0.15, 0.5]),
          count('assists', [0.2, 0.6]),
        ],
        derived: [{ key: 'points', from: ['goals', 'assists'], kind: 'count', prop: 'Points' }],
      },
      {
        playerType: 'goalie',
        position: 'G',
        stats: [count('saves', [22, 31], 'Saves'), count('goals_against', [2.2, 3.4])],
      },
    ],
  },
  {
    code: 'WNBA',
    name: "Women's National Basketball Association",
    sport: 'basketball',
    roles: basketballRoles([8, 22]),
  },
  {
    code: 'NCAA',
    name: "NCAA Men's Basketball",
    sport: 'basketball',
    roles: basketballRoles([9, 22]),
  },
  {
    code: 'MLS',
    name: 'Major League Soccer',
    sport: 'soccer',
    roles: [
      {
        playerType: 'player',
        position: 'F/M',
        stats: [
          count('shots', [1, 3.5], 'Shots'),
          count('shots_on_target', [0.4, 1.5], 'Shots on Target'),
          count('goals', [0.1, 0.5]),
        ],
      },
    ],
  },
];
