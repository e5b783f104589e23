// Matching what a bettor types against names: case-insensitive, curly apostrophes normalised.

/** Lower case, with ‘ ’ ʼ ′ ` turned into a plain apostrophe and the ends trimmed. */
export function normalizeForSearch(text: string): string {
  return text
    .replace(/[\u2018\u2019\u201B\u02BC\u2032`]/g, "'")
    .toLowerCase()
    .trim();
}

/** True when the two names are the same to a reader ("Cole’s" = "cole's"). */
export function namesMatch(a: string, b: string): boolean {
  return normalizeForSearch(a) === normalizeForSearch(b);
}

/** True when any field contains the query; an empty query matches everything. */
export function containsQuery(
  fields: readonly (string | number | null | undefined)[],
  query: string,
): boolean {
  const needle = normalizeForSearch(query);
  if (needle === '') return true;
  return fields.some(
    (field) => field != null && normalizeForSearch(String(field)).includes(needle),
  );
}
