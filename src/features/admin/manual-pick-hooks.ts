// The Manual Pick Form's date and experts: the locked event date (localStorage pinnedEventDate),
// the date a fresh form starts on, and the experts loaded for the chosen date.
import { useEffect, useState } from 'react';
import type { DateSettingReply } from '../../api/contract';
import { PINNED_EVENT_DATE_KEY, pinnedDateOrNull } from '../../domain/admin/admin-pick-draft';
import { expertsLoadErrorText } from '../../domain/admin/admin-pick-messages';
import { isRealCalendarDate } from '../../domain/time/calendar-date';
import { slateDateAt } from '../../domain/time/slate-date';
import { useApiGet } from '../../state/hooks/use-api-get';
import { fetchExpertsForDate } from './manual-pick-api';
import { clientNow } from '../../api/clock';

/** The locked date, if any (storage blocked or a stale value reads as none). */
export function readPinnedEventDate(): string | null {
  try {
    return pinnedDateOrNull(window.localStorage.getItem(PINNED_EVENT_DATE_KEY));
  } catch {
    return null;
  }
}

/** Locks `date` (kept across Clear Fields and reloads) or, with null, unlocks. */
export function writePinnedEventDate(date: string | null): void {
  try {
    if (date === null) window.localStorage.removeItem(PINNED_EVENT_DATE_KEY);
    else window.localStorage.setItem(PINNED_EVENT_DATE_KEY, date);
  } catch {
    // storage blocked: the lock lasts for this page only
  }
}

/**
 * The date a fresh form starts on: the locked date, else the members' slate date (the server's
 * default date), else California's today when that cannot be read. Null while it loads.
 */
export function useStartEventDate(): string | null {
  const [pinned] = useState(readPinnedEventDate);
  // California's today when the form opened (the page's clock, read once)
  const [now] = useState(() => clientNow());
  const setting = useApiGet<DateSettingReply>(pinned ? null : '/settings/date');
  if (pinned) return pinned;
  if (setting.status === 'ok' && isRealCalendarDate(setting.data.date)) return setting.data.date;
  if (setting.status === 'error' || setting.status === 'offline') return slateDateAt(now);
  return null;
}

export type ExpertsState =
  | { status: 'loading' }
  | { status: 'ready'; names: string[] }
  | { status: 'error'; names: string[]; message: string };

/** The experts with picks on `date`, reloaded whenever the date changes. */
export function useExpertsForDate(date: string): ExpertsState {
  const [settled, setSettled] = useState<{ date: string; state: ExpertsState } | null>(null);
  const valid = isRealCalendarDate(date);
  useEffect(() => {
    if (!valid) return undefined;
    let live = true;
    void fetchExpertsForDate(date).then((result) => {
      if (!live) return;
      setSettled({
        date,
        state: result.ok
          ? { status: 'ready', names: result.names }
          : { status: 'error', names: [], message: expertsLoadErrorText(result.message) },
      });
    });
    return () => {
      live = false;
    };
  }, [date, valid]);
  // a half-typed date loads nothing: the custom expert option stays available
  if (!valid) return { status: 'ready', names: [] };
  return settled?.date === date ? settled.state : { status: 'loading' };
}
