// The holders' notice on one device: what `since` it asks with, which changes it shows (only
// while the pick was held, only after the last dismissal, only picks still in the list) and the
// mark a dismissal leaves.
import { describe, expect, it } from 'vitest';
import {
  changesToShow,
  markAfterDismiss,
  noticeHeading,
  noticeSince,
} from '../../../../src/domain/confidence/confidence-notice';

const at = (iso: string) => Date.parse(iso);

function heldPick(itemId: string, times: string[], start = 70) {
  return {
    item_id: itemId,
    pick_id: Number(itemId.replace('pick_', '')),
    previous_confidence: start,
    confidence: start + times.length,
    changes: times.map((changed_at, i) => ({
      previous_confidence: start + i,
      confidence: start + i + 1,
      reason: 'model refit',
      changed_at,
    })),
  };
}

describe('noticeSince', () => {
  const held = [
    { id: 'pick_1', addedAt: at('2026-11-22T10:00:00.000Z') },
    { id: 'pick_2', addedAt: at('2026-11-21T10:00:00.000Z') },
  ];

  it('asks since the first pick held was added until something was dismissed', () => {
    expect(noticeSince(null, held)).toBe('2026-11-21T10:00:00.000Z');
  });

  it('asks since the newest dismissed change afterwards', () => {
    expect(noticeSince('2026-11-23T08:00:00.000Z', held)).toBe('2026-11-23T08:00:00.000Z');
  });

  it('asks nothing with an empty list, and from the start for items of unknown age', () => {
    expect(noticeSince(null, [])).toBeNull();
    expect(noticeSince(null, [{ id: 'pick_3', addedAt: 0 }])).toBe('1970-01-01T00:00:00.000Z');
    expect(noticeSince('garbage', held)).toBe('2026-11-21T10:00:00.000Z');
  });
});

describe('changesToShow', () => {
  const held = [
    { id: 'pick_1', addedAt: at('2026-11-22T10:00:00.000Z') },
    { id: 'pick_2', addedAt: at('2026-11-21T10:00:00.000Z') },
  ];

  it('keeps only the changes made while the pick was held, with the value before them', () => {
    const [shown] = changesToShow(
      [heldPick('pick_1', ['2026-11-21T12:00:00.000Z', '2026-11-22T12:00:00.000Z'])],
      held,
      null,
    );
    expect(shown!.changes.map((c) => c.changed_at)).toEqual(['2026-11-22T12:00:00.000Z']);
    expect(shown!.previous_confidence).toBe(71);
  });

  it('drops what was dismissed, picks no longer held, and picks left with no change', () => {
    const shown = changesToShow(
      [
        heldPick('pick_1', ['2026-11-22T12:00:00.000Z']),
        heldPick('pick_2', ['2026-11-22T12:00:00.000Z', '2026-11-23T12:00:00.000Z']),
        heldPick('pick_9', ['2026-11-23T12:00:00.000Z']),
      ],
      held,
      '2026-11-22T12:00:00.000Z',
    );
    expect(shown.map((p) => [p.item_id, p.changes.length])).toEqual([['pick_2', 1]]);
  });

  it('never counts a first value (no previous) as a change', () => {
    const pick = heldPick('pick_1', ['2026-11-22T12:00:00.000Z']);
    pick.changes[0]!.previous_confidence = null as unknown as number;
    expect(changesToShow([pick], held, null)).toEqual([]);
  });
});

describe('markAfterDismiss', () => {
  it("moves the mark to the newest change shown, by the server's own time text", () => {
    const shown = [
      heldPick('pick_1', ['2026-11-22T12:00:00.000Z']),
      heldPick('pick_2', ['2026-11-23T12:00:00.500Z', '2026-11-22T13:00:00.000Z']),
    ];
    expect(markAfterDismiss(null, shown)).toBe('2026-11-23T12:00:00.500Z');
    expect(markAfterDismiss('2026-11-24T00:00:00.000Z', shown)).toBe('2026-11-24T00:00:00.000Z');
    expect(markAfterDismiss('2026-11-20T00:00:00.000Z', [])).toBe('2026-11-20T00:00:00.000Z');
  });
});

describe('noticeHeading', () => {
  it("is the server's sentence for the count shown", () => {
    expect(noticeHeading([1, 2])).toBe('2 picks in your list changed confidence');
    expect(noticeHeading([1])).toBe('1 pick in your list changed confidence');
    expect(noticeHeading([])).toBeNull();
  });
});
