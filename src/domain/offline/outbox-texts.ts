// What the bettor is told when the server refused a write made offline (a 4xx on replay).

/** The write in the bettor's words, or null for writes they never made by hand (telemetry). */
export function refusedWriteSubject(url: string): string | null {
  const path = url.split('?')[0] ?? '';
  if (path.endsWith('/favorites') || path.endsWith('/favorites/ops'))
    return 'Your favourite handicappers';
  if (path.endsWith('/load_user_picks') || path.endsWith('/user_picks/ops'))
    return 'Your My Picks list';
  if (path.endsWith('/settings/preferences')) return 'Your staking preferences';
  if (path.includes('/telemetry')) return null;
  return 'A change you made offline';
}

/** 'Your My Picks list could not be saved: {reason}' */
export function refusedWriteText(subject: string, reason: string | null): string {
  return `${subject} could not be saved: ${reason?.trim() || 'the server refused it'}`;
}
