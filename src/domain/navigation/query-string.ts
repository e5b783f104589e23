// Reading a URL query string without DOM or Node helpers, so every layer can share it.

/** The first value of each key in `?a=1&b=2` (leading ? optional, + read as a space). */
export function parseQueryString(search: string): Map<string, string> {
  const params = new Map<string, string>();
  const body = search.startsWith('?') ? search.slice(1) : search;
  for (const pair of body.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const rawKey = eq === -1 ? pair : pair.slice(0, eq);
    const rawValue = eq === -1 ? '' : pair.slice(eq + 1);
    const key = decodeQueryPart(rawKey);
    if (!params.has(key)) params.set(key, decodeQueryPart(rawValue));
  }
  return params;
}

function decodeQueryPart(part: string): string {
  const spaced = part.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}
