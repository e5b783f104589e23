// A bettor's lists (My Picks, favourites) change by operations, not by replacing the whole list
// (issue [N]): each add or remove carries an id, the item's canonical key and the time it was made
// on the device. Every device and the server apply them by one rule, so two devices editing apart
// converge once both are online: per key, the newest operation wins, and a removal wins a tie.
// The server, the page and the data worker all merge with the functions below.

export type ListOpKind = 'add' | 'remove';

export interface ListOp {
  /** Unique per operation (a UUID): names it in replies and logs. */
  id: string;
  kind: ListOpKind;
  /** The item's canonical key: one item, one key, wherever it was added. */
  key: string;
  /** When it was made, in ms since the epoch (the device's clock, capped by the server's). */
  at: number;
}

/** Where one key stands: present or removed, since when. */
export interface ListEntryState {
  present: boolean;
  changedAt: number;
}

/** True when `op` should replace `entry`: it is newer, or a removal at the same moment. */
export function opWins(
  entry: ListEntryState | undefined,
  op: Pick<ListOp, 'kind' | 'at'>,
): boolean {
  if (entry === undefined) return true;
  if (op.at !== entry.changedAt) return op.at > entry.changedAt;
  return op.kind === 'remove' && entry.present;
}

/**
 * A device clock ahead of the server's would make its operations win forever: the server takes
 * the earlier of the device's time and its own.
 */
export function cappedOpTime(at: number, serverNowMs: number): number {
  return Math.min(at, serverNowMs);
}

/**
 * Applies operations this device has not yet had confirmed on top of a list the server sent: an
 * add puts its item in at the end (an item the server lists already stays as the server has it),
 * a remove takes it out. The
 * device's own unsent changes thus always show, and vanish only once the server has them.
 */
export function applyPendingOps<T>(
  list: readonly T[],
  ops: readonly (ListOp & { item?: T })[],
  keyOf: (item: T) => string,
): T[] {
  const next = [...list];
  for (const op of ops) {
    const at = next.findIndex((item) => keyOf(item) === op.key);
    if (op.kind === 'remove') {
      if (at >= 0) next.splice(at, 1);
    } else if (op.item !== undefined && at < 0) {
      next.push(op.item);
    }
  }
  return next;
}
