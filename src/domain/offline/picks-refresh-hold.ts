// While a refresh of the slate is still running, its partial answers can miss rows that sit on a
// page boundary (a new pick shifts every later row by one page slot until the next page comes
// in). The list keeps what it shows until the refresh ends rather than let cards blink out.

export type RefreshPhase = 'idle' | 'initializing' | 'warming' | 'complete' | 'aborted';

/**
 * True when `next` (an answer to the same question as `shown`, asked again because data changed)
 * should wait: the warmup is still running and `next` lacks a row that is on screen.
 */
export function holdRefreshedAnswer(
  shown: { rows: readonly { id: string }[] },
  next: { rows: readonly { id: string }[]; phase: RefreshPhase },
): boolean {
  if (next.phase !== 'initializing' && next.phase !== 'warming') return false;
  const ids = new Set(next.rows.map((row) => row.id));
  return shown.rows.some((row) => !ids.has(row.id));
}

/** How long a held answer waits before the question is asked again. */
export const REFRESH_HOLD_RETRY_MS = 1000;
