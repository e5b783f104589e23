// Mounted once by the shell: the raw sheet dialog while src/state/raw-sheet says it is open.
// Closing unmounts it, which resets its tabs, sorts and search as the spec asks.
import { useSnapshot } from 'valtio';
import { rawSheet } from '../../state/raw-sheet';
import { RawSheetDialog } from './raw-sheet-dialog';

export function RawSheetHost() {
  const { open } = useSnapshot(rawSheet);
  return open ? <RawSheetDialog /> : null;
}
