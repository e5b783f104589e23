// Whether Cole's Algo Picks' raw sheet dialog is open. The profile opens it; the shell mounts the
// dialog once (lazily), so features never import each other to show it.
import { proxy } from 'valtio';

export const rawSheet = proxy<{ open: boolean }>({ open: false });

export function openRawSheet(): void {
  rawSheet.open = true;
}

export function closeRawSheet(): void {
  rawSheet.open = false;
}
