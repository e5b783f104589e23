// Finding the player a research call, the game logs or an avatar names: the league code checked,
// then the player's id when the caller has it (a pick carries it), else the full name, or the
// first initial plus last name the spec's client sends ("J. Smith", which two players can share).
import type { Kysely } from 'kysely';
import { normalizeForSearch } from '../../src/domain/picks/text-match';
import type { DB } from '../db/tables';
import { LEAGUE_CODES } from '../catalog/lookups';
import { findLeaguePlayer, selectLeaguePlayers } from '../repositories/players.repository';

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

export const RESEARCH_LEAGUES = LEAGUE_CODES;

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

type PlayerRow = {
  id: number;
  name: string;
  league: string;
  position: string;
  player_type: string;
  team_id: number;
  team: string;
};

function toResearchPlayer(row: PlayerRow): ResearchPlayer {
  return {
    id: Number(row.id),
    name: row.name,
    league: row.league,
    position: row.position,
    playerType: row.player_type,
    teamId: Number(row.team_id),
    team: row.team,
  };
}

/** The league's player with this name (exact first, then first initial + last name; lowest id). */
export async function findPlayer(
  db: Kysely<DB>,
  league: string,
  name: string,
): Promise<ResearchPlayer | null> {
  const rows = await selectLeaguePlayers(db, league);
  const row =
    rows.find((r) => nameMatchesQuery(r.name, name) === 'exact') ??
    rows.find((r) => nameMatchesQuery(r.name, name) === 'initial');
  return row ? toResearchPlayer(row) : null;
}

/** The league's player with this id, or null (an id of another league's player is not found). */
export async function findPlayerById(
  db: Kysely<DB>,
  league: string,
  id: number,
): Promise<ResearchPlayer | null> {
  const row = await findLeaguePlayer(db, league, id);
  return row ? toResearchPlayer(row) : null;
}

/** Who a call names: by id when it sends one (never second-guessed by the name), else by name. */
export async function resolvePlayer(
  db: Kysely<DB>,
  league: string,
  who: { playerId?: number | null; name?: string | null },
): Promise<ResearchPlayer | null> {
  if (who.playerId != null) return findPlayerById(db, league, who.playerId);
  const name = who.name?.trim() ?? '';
  if (name === '') {
    throw new ResearchInputError('Invalid request: name the player (player_id or name).');
  }
  return findPlayer(db, league, name);
}

/** "No NBA player with id 12" / "No NBA player named K. Castillo". */
export function unknownPlayerText(
  league: string,
  who: { playerId?: number | null; name?: string | null },
): string {
  return who.playerId != null
    ? `No ${league} player with id ${who.playerId}`
    : `No ${league} player named ${who.name?.trim() ?? ''}`;
}
