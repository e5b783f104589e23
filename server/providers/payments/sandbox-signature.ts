// The sandbox's webhook signature, made like Stripe's: header `t=<unix seconds>,v1=<hex>` where
// v1 = HMAC-SHA256(secret, "<t>.<raw body>"). A delivery older or newer than the tolerance is
// refused, so a captured request cannot be replayed later.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
/** Five minutes, as Stripe's default tolerance. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

function digest(secret: string, timestamp: number, rawBody: Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`, 'utf8').update(rawBody).digest('hex');
}

/** The header value for `rawBody` signed at `nowMs`. */
export function signSandboxPayload(secret: string, rawBody: Buffer, nowMs: number): string {
  const timestamp = Math.floor(nowMs / 1000);
  return `t=${timestamp},v1=${digest(secret, timestamp, rawBody)}`;
}

export type SignatureProblem = 'missing' | 'malformed' | 'stale' | 'mismatch';

/** Null when the header signs `rawBody` with `secret` within the tolerance of `nowMs`. */
export function sandboxSignatureProblem(
  header: string | undefined,
  rawBody: Buffer,
  secret: string,
  nowMs: number,
): SignatureProblem | null {
  if (!header) return 'missing';
  const parts = new Map<string, string[]>();
  for (const item of header.split(',')) {
    const at = item.indexOf('=');
    if (at <= 0) continue;
    const key = item.slice(0, at).trim();
    parts.set(key, [...(parts.get(key) ?? []), item.slice(at + 1).trim()]);
  }
  const timestamp = Number(parts.get('t')?.[0]);
  const signatures = parts.get('v1') ?? [];
  if (!Number.isInteger(timestamp) || signatures.length === 0) return 'malformed';
  if (Math.abs(Math.floor(nowMs / 1000) - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return 'stale';
  const expected = Buffer.from(digest(secret, timestamp, rawBody), 'hex');
  const matches = signatures.some((candidate) => {
    const given = Buffer.from(candidate, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? null : 'mismatch';
}
