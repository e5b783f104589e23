// Shell UI state that several components share: the phone drawer and the favorites section.
import { proxy } from 'valtio';

export const shellUi = proxy({
  /** The sidebar drawer on phones (<= 768 px); the desktop sidebar is always shown. */
  drawerOpen: false,
  /** The sidebar's 'My Favorite Handicappers' section. */
  favoritesOpen: true,
});

export function openDrawer(): void {
  shellUi.drawerOpen = true;
}

export function closeDrawer(): void {
  shellUi.drawerOpen = false;
}

export function toggleFavorites(): void {
  shellUi.favoritesOpen = !shellUi.favoritesOpen;
}
