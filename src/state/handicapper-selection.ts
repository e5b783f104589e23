// Which handicapper the profile shows: the id in the address (?id=) wins, else the one selected
// last (kept in localStorage, as the spec keeps the selected handicapper id locally).
import { handicapperIdFromName } from '../domain/handicappers/handicappers';
import { VIEW_PATHS } from '../domain/navigation/routes';

const STORAGE_KEY = 'selectedHandicapperId';

function parseId(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || !/^\d+$/.test(raw.trim())) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

export function storedHandicapperId(): number | null {
  try {
    return parseId(localStorage.getItem(STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Remembers the selection; the caller navigates to the returned path. */
export function selectHandicapper(id: number): string {
  try {
    localStorage.setItem(STORAGE_KEY, String(id));
  } catch {
    // Storage blocked: the id in the path still opens the profile.
  }
  return `${VIEW_PATHS.handicapperProfile}?id=${id}`;
}

/** The profile path of a handicapper known only by name (avatars, pick cards). */
export function profilePathForName(name: string): string {
  return selectHandicapper(handicapperIdFromName(name));
}

/** The id the profile should show, from the address's query string (wouter's useSearch). */
export function selectedHandicapperId(search: string): number | null {
  return parseId(new URLSearchParams(search).get('id')) ?? storedHandicapperId();
}
