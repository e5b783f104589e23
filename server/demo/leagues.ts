// The demo's leagues: the stat catalogue (server/catalog) plus what only the simulation needs:
// how many teams, how games fall on the calendar, roster sizes, and each stat's spread around a
// player's latent mean (drawn from the catalogue's typical range).
import {
  LEAGUE_CATALOG,
  type LeagueEntry,
  type RoleEntry,
  type StatEntry,
} from '../catalog/leagues';

export interface StatSpec extends StatEntry {
  /** Negative-binomial dispersion r for counts (smaller = more spread); sd / mean for continuous. */
  spread: number;
}

export interface RoleSpec extends RoleEntry {
  perTeam: number;
  /** How many of the role's players appear in one game (pitchers rotate: 1 of 5). */
  perGame: number;
  stats: StatSpec[];
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

export interface LeagueSpec extends LeagueEntry {
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

/** A role's simulation settings: roster sizes and each stat's spread, by stat key. */
interface RoleSettings {
  perTeam: number;
  perGame: number;
  spread: Record<string, number>;
}

interface LeagueSettings {
  teams: number;
  schedule: ScheduleSpec;
  historyDays: number;
  women?: boolean;
  light?: boolean;
  /** By the catalogue role's playerType. */
  roles: Record<string, RoleSettings>;
}

const DAILY_HISTORY = 30;
const WEEKLY_HISTORY = 91;

const footballRoles: Record<string, RoleSettings> = {
  quarterback: {
    perTeam: 1,
    perGame: 1,
    spread: {
      passing_yards: 0.25,
      pass_touchdowns: 12,
      pass_attempts: 30,
      pass_completions: 30,
      interceptions: 20,
      rushing_yards: 0.6,
    },
  },
  running_back: {
    perTeam: 1,
    perGame: 1,
    spread: {
      rushing_yards: 0.4,
      carries: 25,
      rushing_touchdowns: 20,
      receiving_yards: 0.7,
      receptions: 20,
    },
  },
  receiver: {
    perTeam: 2,
    perGame: 2,
    spread: { receiving_yards: 0.45, receptions: 25, receiving_touchdowns: 20 },
  },
};

const basketballRoles = (perTeam: number): Record<string, RoleSettings> => ({
  player: {
    perTeam,
    perGame: perTeam,
    spread: { points: 14, rebounds: 10, assists: 8, threes: 8 },
  },
});

const SETTINGS: Record<string, LeagueSettings> = {
  MLB: {
    teams: 30,
    schedule: {
      kind: 'daily',
      gamesByWeekday: [15, 12, 15, 15, 13, 15, 15],
      rest: 0,
      postseason: { from: '10-01', games: 2 },
    },
    historyDays: DAILY_HISTORY,
    roles: {
      hitter: {
        perTeam: 6,
        perGame: 6,
        spread: {
          hits: 40,
          home_runs: 30,
          rbi: 8,
          runs: 10,
          stolen_bases: 20,
          strikeouts_hitter: 30,
          at_bats: 80,
          walks: 10,
          doubles: 20,
          triples: 20,
        },
      },
      pitcher: {
        perTeam: 5,
        perGame: 1,
        spread: {
          strikeouts_pitcher: 10,
          outs_pitched: 60,
          total_pitches: 0.1,
          hits_allowed: 15,
          earned_runs: 6,
          walks_allowed: 15,
        },
      },
    },
  },
  // Thursday night, the Sunday slate, Monday night; two teams on a bye each week
  NFL: {
    teams: 32,
    schedule: { kind: 'weekly', weekStartsOn: 4, gamesByWeekday: [13, 1, 0, 0, 1, 0, 0] },
    historyDays: WEEKLY_HISTORY,
    roles: footballRoles,
  },
  // Saturdays, with a few weeknight games (the week runs Sunday to Saturday)
  CFB: {
    teams: 40,
    schedule: { kind: 'weekly', weekStartsOn: 0, gamesByWeekday: [0, 0, 1, 1, 1, 2, 14] },
    historyDays: WEEKLY_HISTORY,
    roles: footballRoles,
  },
  NBA: {
    teams: 30,
    schedule: { kind: 'daily', gamesByWeekday: [8, 9, 7, 10, 6, 9, 9], rest: 0.75 },
    historyDays: DAILY_HISTORY,
    roles: basketballRoles(6),
  },
  NHL: {
    teams: 32,
    schedule: { kind: 'daily', gamesByWeekday: [7, 6, 8, 5, 9, 6, 11], rest: 0.75 },
    historyDays: DAILY_HISTORY,
    roles: {
      skater: { perTeam: 4, perGame: 4, spread: { shots_on_goal: 15, goals: 30, assists: 30 } },
      goalie: { perTeam: 2, perGame: 1, spread: { saves: 40, goals_against: 15 } },
    },
  },
  WNBA: {
    teams: 12,
    schedule: { kind: 'daily', gamesByWeekday: [2, 1, 2, 1, 2, 2, 2], rest: 0.75 },
    historyDays: DAILY_HISTORY,
    roles: basketballRoles(4),
    women: true,
    light: true,
  },
  NCAA: {
    teams: 40,
    schedule: { kind: 'daily', gamesByWeekday: [4, 5, 7, 6, 6, 4, 10], rest: 0.9 },
    historyDays: DAILY_HISTORY,
    roles: basketballRoles(3),
    light: true,
  },
  // Saturdays and Sundays, a midweek round now and then (the week runs Monday to Sunday)
  MLS: {
    teams: 18,
    schedule: { kind: 'weekly', weekStartsOn: 1, gamesByWeekday: [2, 0, 0, 1, 0, 0, 5] },
    historyDays: WEEKLY_HISTORY,
    roles: {
      player: { perTeam: 3, perGame: 3, spread: { shots: 10, shots_on_target: 12, goals: 30 } },
    },
    light: true,
  },
};

/** A catalogue league with its simulation settings; a catalogue stat the demo has no spread for is a setup error. */
function withSettings(entry: LeagueEntry): LeagueSpec {
  const settings = SETTINGS[entry.code];
  if (!settings) throw new Error(`No demo settings for league ${entry.code}`);
  const { roles, ...league } = settings;
  return {
    ...entry,
    ...league,
    roles: entry.roles.map((role) => {
      const own = roles[role.playerType];
      if (!own) throw new Error(`No demo settings for ${entry.code} ${role.playerType}`);
      return {
        ...role,
        perTeam: own.perTeam,
        perGame: own.perGame,
        stats: role.stats.map((stat) => {
          const spread = own.spread[stat.key];
          if (spread === undefined) throw new Error(`No demo spread for ${entry.code} ${stat.key}`);
          return { ...stat, spread };
        }),
      };
    }),
  };
}

/** The leagues the demo simulates, in catalogue order (the generator's draws follow this order). */
export const DEMO_LEAGUES: readonly LeagueSpec[] = LEAGUE_CATALOG.map(withSettings);
