// Reading a pick's people and teams: the player_image query name (first initial plus last name),
// the two teams of its game, and the opponent once the player's team is known.

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
