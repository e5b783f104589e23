// Cleaning player names in the algorithmic source's raw sheet, and refusing team names.
import { normalizeForSearch } from '../picks/text-match';

/**
 * Strips parenthesised notes, digits and symbols (keeping letters, spaces, apostrophes, dots and
 * hyphens inside names). A clean name needs at least two words; otherwise the raw text is kept.
 */
export function cleanPlayerName(raw: string): string {
  const cleaned = raw
    .replace(/\([^)]*\)?/g, ' ')
    .replace(/[’‘`]/g, "'")
    .replace(/[^\p{L}\s'.-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[-'.\s]+|[-'\s]+$/g, '');
  const words = cleaned.split(' ').filter((word) => /\p{L}/u.test(word));
  return words.length >= 2 ? cleaned : raw.trim();
}

/** A "player" whose cleaned name is a team's name is not a player. */
export function isTeamName(name: string, teamNames: Iterable<string>): boolean {
  const wanted = normalizeForSearch(name);
  if (wanted === '') return false;
  for (const team of teamNames) if (normalizeForSearch(team) === wanted) return true;
  return false;
}

/** The name to show, or null when the row names a team instead of a player. */
export function playerNameOrNull(raw: string, teamNames: Iterable<string>): string | null {
  const name = cleanPlayerName(raw);
  return isTeamName(name, teamNames) ? null : name;
}
