// The picks telemetry buffer: what it keeps and when it is sent (10 events, 15 s, page hide).

export const TELEMETRY_FLUSH_COUNT = 10;
export const TELEMETRY_FLUSH_INTERVAL_MS = 15_000;
export const TELEMETRY_BUFFER_MAX = 500;

export interface TelemetryEvent {
  event: string;
  ts: number;
  payload?: unknown;
}

/** Adds events; beyond 500 the oldest are dropped so the newest survive. */
export function bufferTelemetry(
  buffer: readonly TelemetryEvent[],
  ...events: TelemetryEvent[]
): TelemetryEvent[] {
  const next = [...buffer, ...events];
  return next.length > TELEMETRY_BUFFER_MAX ? next.slice(next.length - TELEMETRY_BUFFER_MAX) : next;
}

export type FlushReason = 'count' | 'interval' | 'pageHidden';

/**
 * Why the buffer should be sent now, or null: 10 or more events, 15 s since the last flush
 * (with something to send), or the page being hidden.
 */
export function telemetryFlushReason(
  buffer: readonly TelemetryEvent[],
  lastFlushAtMs: number,
  nowMs: number,
  pageHidden = false,
): FlushReason | null {
  if (buffer.length === 0) return null;
  if (pageHidden) return 'pageHidden';
  if (buffer.length >= TELEMETRY_FLUSH_COUNT) return 'count';
  if (nowMs - lastFlushAtMs >= TELEMETRY_FLUSH_INTERVAL_MS) return 'interval';
  return null;
}

/** A failed send puts the events back in front of anything buffered meanwhile. */
export function requeueTelemetry(
  unsent: readonly TelemetryEvent[],
  buffer: readonly TelemetryEvent[],
): TelemetryEvent[] {
  return bufferTelemetry(unsent, ...buffer);
}
