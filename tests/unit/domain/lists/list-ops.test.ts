// The one merge rule of My Picks and favourites (issue [N]): per key the newest operation wins, a
// removal wins a tie, and any order of the same operations ends in the same list.
import { describe, expect, it } from 'vitest';
import {
  applyPendingOps,
  cappedOpTime,
  opWins,
  type ListEntryState,
  type ListOp,
} from '../../../../src/domain/lists/list-ops';
import {
  isInMyPicks,
  myPickKey,
  toggleMyPick,
  upgradeStoredPick,
} from '../../../../src/domain/lists/my-picks';

/** The server's state after applying `ops` in order by opWins. */
function stateAfter(ops: readonly ListOp[]): string[] {
  const entries = new Map<string, ListEntryState & { addedAt: number }>();
  for (const op of ops) {
    const entry = entries.get(op.key);
    if (!opWins(entry, op)) continue;
    const addedAt = op.kind === 'add' && !entry?.present ? op.at : (entry?.addedAt ?? op.at);
    entries.set(op.key, { present: op.kind === 'add', changedAt: op.at, addedAt });
  }
  return [...entries]
    .filter(([, e]) => e.present)
    .map(([key]) => key)
    .sort();
}

function permutations<T>(list: readonly T[]): T[][] {
  if (list.length <= 1) return [[...list]];
  return list.flatMap((x, i) =>
    permutations([...list.slice(0, i), ...list.slice(i + 1)]).map((rest) => [x, ...rest]),
  );
}

describe('opWins', () => {
  it('takes the newer operation, and a removal at the same moment', () => {
    expect(opWins(undefined, { kind: 'remove', at: 0 })).toBe(true);
    expect(opWins({ present: true, changedAt: 10 }, { kind: 'remove', at: 9 })).toBe(false);
    expect(opWins({ present: false, changedAt: 10 }, { kind: 'add', at: 11 })).toBe(true);
    expect(opWins({ present: true, changedAt: 10 }, { kind: 'remove', at: 10 })).toBe(true);
    expect(opWins({ present: false, changedAt: 10 }, { kind: 'add', at: 10 })).toBe(false);
    expect(opWins({ present: true, changedAt: 10 }, { kind: 'add', at: 10 })).toBe(false);
  });

  it('converges whatever order two devices’ operations arrive in', () => {
    const ops: ListOp[] = [
      { id: '1', kind: 'add', key: 'a', at: 1 },
      { id: '2', kind: 'add', key: 'b', at: 2 },
      { id: '3', kind: 'remove', key: 'a', at: 3 },
      { id: '4', kind: 'add', key: 'a', at: 3 },
      { id: '5', kind: 'add', key: 'c', at: 4 },
      { id: '6', kind: 'remove', key: 'b', at: 1 },
    ];
    const results = new Set(permutations(ops).map((order) => stateAfter(order).join(',')));
    expect([...results]).toEqual(['b,c']);
  });

  it('caps a device clock that runs ahead of the server', () => {
    expect(cappedOpTime(5_000, 4_000)).toBe(4_000);
    expect(cappedOpTime(3_000, 4_000)).toBe(3_000);
  });
});

describe('applyPendingOps', () => {
  it('puts unsent adds at the end, takes unsent removes out, keeps the server’s copy', () => {
    const server = [
      { k: 'a', v: 'server' },
      { k: 'b', v: 'server' },
    ];
    const ops = [
      { id: '1', kind: 'add' as const, key: 'c', at: 1, item: { k: 'c', v: 'device' } },
      { id: '2', kind: 'remove' as const, key: 'a', at: 2 },
      { id: '3', kind: 'add' as const, key: 'b', at: 3, item: { k: 'b', v: 'device' } },
    ];
    expect(applyPendingOps(server, ops, (x) => x.k)).toEqual([
      { k: 'b', v: 'server' },
      { k: 'c', v: 'device' },
    ]);
    expect(server).toHaveLength(2);
  });
});

describe('myPickKey', () => {
  it('gives one key per pick wherever it was added', () => {
    const fromList = upgradeStoredPick({ id: 'pick_15329', sourceId: '15329' });
    const fromProfile = upgradeStoredPick({
      id: 'handicapper_15329_Lucky_Lou',
      sourceType: 'handicapper',
      sourceId: '15329',
    });
    expect(myPickKey(fromList)).toBe('pick_15329');
    expect(myPickKey(fromProfile)).toBe('pick_15329');
    expect(myPickKey({ id: 'handicapper_77_Sam' })).toBe('pick_77');
    expect(myPickKey({ id: 'something-else' })).toBe('something-else');
    // stored before sourceId existed: upgraded with its id as sourceId
    expect(myPickKey(upgradeStoredPick({ id: 'pick_42' }))).toBe('pick_42');
    expect(myPickKey(upgradeStoredPick({ id: 'handicapper_42_Sam' }))).toBe('pick_42');
    expect(isInMyPicks([fromProfile], 'pick_15329')).toBe(true);
    expect(toggleMyPick([fromProfile], fromList)).toEqual([]);
    expect(toggleMyPick([], fromList)).toEqual([fromList]);
  });
});
