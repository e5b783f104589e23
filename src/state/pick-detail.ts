// Which pick's detail dialog is open. Any screen opens it (picks browser, profile, My Picks); the
// shell mounts the dialog once, so features never import each other to show it.
import { proxy, ref } from 'valtio';
import type { PickSourceType } from '../domain/lists/my-picks';
import type { Pick } from '../domain/picks/server-pick';

export interface OpenPickDetail {
  pick: Pick;
  /** Where it was opened: adding from a handicapper profile records sourceType 'handicapper'. */
  sourceType: PickSourceType;
  /** The handicapper whose profile it was opened from, when sourceType is 'handicapper'. */
  handicapper: { id: number; name: string } | null;
}

export const pickDetail = proxy<{ open: OpenPickDetail | null }>({ open: null });

export function openPickDetail(detail: OpenPickDetail): void {
  // ref: the pick is read-only data; valtio need not track its fields
  pickDetail.open = ref(detail);
}

export function closePickDetail(): void {
  pickDetail.open = null;
}
