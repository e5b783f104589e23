// The text a cached pick is searched by, and the slim copy of a pick the worker stores and posts.
import type { Pick } from '../src/domain/picks/server-pick';
import { normalizeForSearch } from '../src/domain/picks/text-match';

/**
 * The fields `matchesSearch` looks at (player, bet type, game info, league, handicapper names),
 * each normalised as `containsQuery` does and joined by a character no typed query holds, so
 * "any field contains the query" is one `includes` on this string.
 */
export const FIELD_SEPARATOR = '\u0001';

export function pickSearchText(pick: Pick): string {
  return [pick.playerName, pick.betType, pick.gameInfo, pick.league, ...pick.handicapperNames]
    .map((field) => normalizeForSearch(String(field)))
    .join(FIELD_SEPARATOR);
}

/** The query as the index matches it; a query holding the separator can never match a field. */
export function searchNeedle(query: string): string {
  return normalizeForSearch(query);
}

/**
 * What a row costs to post: the player image is dropped (images are cached per day apart) and
 * the per-expert copies are left to `handicapperNames`, so a page of 25 rows stays small.
 */
export function slimPick(pick: Pick): Pick {
  return { ...pick, playerImageBase64: null, handicappers: [], confidence_values: [] };
}
