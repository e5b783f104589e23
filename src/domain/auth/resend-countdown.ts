// The 60-second resend countdown shown after any one-time code is sent.

export const RESEND_COOLDOWN_MS = 60_000;

/** Whole seconds until resend is offered again (0 = resend now); never sent means 0. */
export function resendSecondsLeft(lastSentAtMs: number | null, nowMs: number): number {
  if (lastSentAtMs === null) return 0;
  const leftMs = lastSentAtMs + RESEND_COOLDOWN_MS - nowMs;
  return leftMs > 0 ? Math.min(RESEND_COOLDOWN_MS / 1000, Math.ceil(leftMs / 1000)) : 0;
}

export function canResendCode(lastSentAtMs: number | null, nowMs: number): boolean {
  return resendSecondsLeft(lastSentAtMs, nowMs) === 0;
}

export function resendCountdownText(secondsLeft: number): string {
  return `Resend code in ${secondsLeft}s`;
}
