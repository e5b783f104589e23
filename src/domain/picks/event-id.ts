// Event ids: date-LEAGUE-name-stat-threshold, built by the admin form and read back anywhere.

export interface EventIdParts {
  date: string;
  league: string;
  /** The player or team, as written in the id (spaces were turned into underscores). */
  name: string;
  statType: string;
  threshold: number | null;
}

function token(text: string): string {
  return text.trim().replace(/\s+/g, '_');
}

/** Plain decimal notation (no exponent), so the id stays readable and parseable. */
function formatThreshold(threshold: number): string {
  const text = String(threshold === 0 ? 0 : threshold);
  return text.includes('e') ? threshold.toFixed(10).replace(/\.?0+$/, '') : text;
}

/** 2025-07-20-NBA-LeBron_James-Points-25.5; without a threshold the last part is left off. */
export function buildEventId(parts: {
  date: string;
  league: string;
  name: string;
  statType: string;
  threshold?: number | null;
}): string {
  const stat = token(parts.statType).replace(/-/g, '_');
  const base = `${parts.date}-${token(parts.league).toUpperCase()}-${token(parts.name)}-${stat}`;
  const threshold = parts.threshold;
  return typeof threshold === 'number' && Number.isFinite(threshold)
    ? `${base}-${formatThreshold(threshold)}`
    : base;
}

const WITH_THRESHOLD = /^(\d{4}-\d{2}-\d{2})-([^-]+)-(.+)-([^-]+)-(-?\d+(?:\.\d+)?)$/;
const WITHOUT_THRESHOLD = /^(\d{4}-\d{2}-\d{2})-([^-]+)-(.+)-([^-]+)$/;

/** Reads an event id back into its parts, or null when it does not have that shape. */
export function parseEventId(eventId: string): EventIdParts | null {
  const full = WITH_THRESHOLD.exec(eventId);
  if (full) {
    const [, date = '', league = '', name = '', statType = '', threshold = ''] = full;
    return { date, league, name, statType, threshold: Number(threshold) };
  }
  const short = WITHOUT_THRESHOLD.exec(eventId);
  if (!short) return null;
  const [, date = '', league = '', name = '', statType = ''] = short;
  return { date, league, name, statType, threshold: null };
}

/** The player or team name of an event id in plain words (underscores back to spaces). */
export function eventIdDisplayName(parts: EventIdParts): string {
  return parts.name.replace(/_/g, ' ');
}
