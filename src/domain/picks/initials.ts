// Avatar initials and colour for a person's name: one rule for the pick cards, the lists and the
// server's generated player images.

/**
 * First letters of the first and last words ('Cole's Algo Picks' → 'CP'); one-letter words such
 * as a trailing 'K.' do not count; a single word gives its first two letters; nothing gives '?'.
 */
export function initialsOf(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .split(/\s+/)
    .filter((word) => word !== '');
  const long = words.filter((word) => [...word].length > 1);
  const chosen = long.length >= 2 ? [long[0]!, long.at(-1)!] : null;
  const letters = chosen
    ? chosen.map((word) => [...word][0]!)
    : [...(long[0] ?? words[0] ?? '?')].slice(0, 2);
  return letters.join('').toUpperCase();
}

/** A stable hue (0-359) per name, so an expert keeps one colour on every card. */
export function hueOf(name: string): number {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return hash % 360;
}
