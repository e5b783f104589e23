// What the bettor is told when the server refused a write made offline (a 4xx on replay); the
// write's subject by resource is src/api/cache-rules.ts's refusedWriteSubject.

/** 'Your My Picks list could not be saved: {reason}' */
export function refusedWriteText(subject: string, reason: string | null): string {
  return `${subject} could not be saved: ${reason?.trim() || 'the server refused it'}`;
}
