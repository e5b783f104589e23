// Reading a pick's people and teams: how the detail asks for its player (by id; the spec's first
// initial plus last name only for a pick without one), the two teams of its game, and the
// opponent: the other team of the pick's own game.

/** The spec's player_image name: first initial plus last name ('J. Smith'). */
export function imageQueryName(playerName: string): string {
  const words = playerName.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return playerName.trim();
  return `${words[0]!.charAt(0)}. ${words.slice(1).join(' ')}`;
}

/** The two teams of 'A vs B' (or one team, or none). */
export function teamsOf(gameInfo: string): string[] {
  return gameInfo
    .split(/\s+(?:vs\.?|@|at)\s+/i)
    .map((t) => t.trim())
    .filter(Boolean);
}

/** The team the player does not play for, when the player's team is known. */
export function opponentOf(gameInfo: string, playerTeam: string | null): string | null {
  const teams = teamsOf(gameInfo);
  if (teams.length !== 2 || !playerTeam) return null;
  const own = playerTeam.trim().toLowerCase();
  const other = teams.find((t) => t.toLowerCase() !== own);
  return other && teams.some((t) => t.toLowerCase() === own) ? other : null;
}

/** What a pick says about its player: id, name, team and game (a Pick's fields, structurally). */
export interface PickPlayer {
  playerName: string;
  gameInfo: string;
  meta: { playerId?: number | null; team?: string | null };
}

/**
 * The query that names the pick's player to the logs and image endpoints: the id when the pick
 * carries one (two players can share 'K. Castillo'), else the name ('initial' is the spec's
 * player_image form).
 */
export function playerQuery(
  pick: PickPlayer,
  nameForm: 'full' | 'initial',
): Record<string, string> {
  const id = pick.meta.playerId;
  if (typeof id === 'number' && id > 0) return { player_id: String(id) };
  const name = pick.playerName.trim();
  return { name: nameForm === 'initial' ? imageQueryName(name) : name };
}

/** The other team of the pick's game; `fallbackTeam` (an id lookup's) when the pick has no team. */
export function pickOpponent(pick: PickPlayer, fallbackTeam: string | null = null): string | null {
  return opponentOf(pick.gameInfo, pick.meta.team ?? fallbackTeam);
}
