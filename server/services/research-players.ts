// Finding the player a research call, the raw sheet or an avatar names: the league code checked,
// then the full name, or the first initial plus last name the client sends ("J. Smith").
import type { Kysely } from 'kysely';
import { normalizeForSearch } from '../../src/domain/text-match';
import type { DB } from '../db/tables';
import { LEAGUES } from '../demo/leagues';

export interface ResearchPlayer {
  id: number;
  name: string;
  league: string;
  position: string;
  playerType: string;
  teamId: number;
  team: string;
}

export class ResearchInputError extends Error {
  readonly statusCode = 400;
}
export class UnknownPlayerError extends Error {
  readonly statusCode = 404;
}

export const RESEARCH_LEAGUES = LEAGUES.map((l) => l.code);

export function leagueCode(raw: string): string {
  const code = raw.trim().toUpperCase();
  if (!RESEARCH_LEAGUES.includes(code)) {
    throw new ResearchInputError(
      `Invalid request: league must be one of ${RESEARCH_LEAGUES.join(', ')}.`,
    );
  }
  return code;
}

/** "J. Smith", "J Smith" and the full name all name the player; the full name wins ties. */
export function nameMatchesQuery(fullName: string, query: string): 'exact' | 'initial' | null {
  const full = normalizeForSearch(fullName).replace(/\s+/g, ' ');
  const asked = normalizeForSearch(query).replace(/\s+/g, ' ');
  if (asked === '') return null;
  if (full === asked) return 'exact';
  const initial = /^([^\s.])\.?\s+(.+)$/u.exec(asked);
  if (!initial?.[1] || !initial[2]) return null;
  const [first = '', ...rest] = full.split(' ');
  return first.startsWith(initial[1]) && rest.join(' ') === initial[2] ? 'initial' : null;
}

/** The league's player with this name (exact first, then first initial + last name; lowest id). */
export async function findPlayer(
  db: Kysely<DB>,
  league: string,
  name: string,
): Promise<ResearchPlayer | null> {
  const rows = await db
    .selectFrom('players')
    .innerJoin('teams', 'teams.id', 'players.team_id')
    .select([
      'players.id',
      'players.name',
      'players.league',
      'players.position',
      'players.player_type',
      'players.team_id',
      'teams.name as team',
    ])
    .where('players.league', '=', league)
    .orderBy('players.id')
    .execute();
  const row =
    rows.find((r) => nameMatchesQuery(r.name, name) === 'exact') ??
    rows.find((r) => nameMatchesQuery(r.name, name) === 'initial');
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    league: row.league,
    position: row.position,
    playerType: row.player_type,
    teamId: row.team_id,
    team: row.team,
  };
}
