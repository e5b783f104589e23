import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bufferTelemetry,
  requeueTelemetry,
  TELEMETRY_BUFFER_MAX,
  telemetryFlushReason,
} from '../../../../src/domain/offline/telemetry-buffer';
import type { TelemetryEvent } from '../../../../src/domain/offline/telemetry-buffer';

const ev = (ts: number): TelemetryEvent => ({ event: 'pick_viewed', ts, payload: { id: ts } });
const many = (n: number, from = 0) => Array.from({ length: n }, (_, i) => ev(from + i));

describe('telemetry buffer', () => {
  it('keeps at most 500 events, dropping the oldest', () => {
    expect(TELEMETRY_BUFFER_MAX).toBe(500);
    const buffer = bufferTelemetry(many(499), ev(1000), ev(1001));
    expect(buffer).toHaveLength(500);
    expect(buffer[0]?.ts).toBe(1);
    expect(buffer.at(-1)?.ts).toBe(1001);
  });

  it('flushes at 10 events, every 15 s, or when the page hides', () => {
    expect(telemetryFlushReason([], 0, 60_000, true)).toBeNull();
    expect(telemetryFlushReason(many(9), 0, 14_999)).toBeNull();
    expect(telemetryFlushReason(many(10), 0, 1)).toBe('count');
    expect(telemetryFlushReason(many(1), 0, 15_000)).toBe('interval');
    expect(telemetryFlushReason(many(1), 0, 1, true)).toBe('pageHidden');
  });

  it('puts unsent events back in front after a failed send', () => {
    expect(requeueTelemetry([ev(1), ev(2)], [ev(3)]).map((e) => e.ts)).toEqual([1, 2, 3]);
  });

  it('never grows past 500 and always keeps the newest event', () => {
    fc.assert(
      fc.property(fc.nat(700), fc.nat(50), (before, added) => {
        const buffer = bufferTelemetry(many(before), ...many(added, 10_000));
        expect(buffer.length).toBe(Math.min(500, before + added));
        if (added > 0) expect(buffer.at(-1)?.ts).toBe(10_000 + added - 1);
      }),
    );
  });
});
