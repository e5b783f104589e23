// The admin's change of the slate date: validated with the domain's date rules, stored in the
// database (every process reads it there, and it survives a restart), a same-date request changes
// nothing and says so.
import type { Kysely } from 'kysely';
import { dateUpdatedToast } from '../../src/domain/admin/date-service-errors';
import {
  ADMIN_PANEL_DATE_MESSAGES,
  dateServiceErrors,
} from '../../src/domain/admin/default-date-validation';
import { slateDateAt } from '../../src/domain/time/slate-date';
import type { DB } from '../db/tables';
import { upsertSetting } from '../repositories/app-settings.repository';
import { isoAt, type Clock } from './clock';
import { readDateSetting, SLATE_DATE_KEY } from './date-setting';

export interface DateChangeRequest {
  date?: unknown;
  auto_update?: boolean;
}

export type DateChangeOutcome =
  | { ok: false; errors: string[] }
  | {
      ok: true;
      changed: boolean;
      message: string;
      warning: string | null;
      date: string;
      auto_update: boolean;
      previous_date: string;
      new_date: string;
    };

async function storeDateSetting(
  db: Kysely<DB>,
  clock: Clock,
  stored: { date: string | null; auto_update: boolean },
): Promise<void> {
  const value = JSON.stringify(stored);
  await upsertSetting(db, SLATE_DATE_KEY, value, isoAt(clock));
}

/**
 * Applies a date change. With auto_update on, the date may be left out (the slate follows
 * California's today); a date given anyway must still be valid. Without it, the date is required.
 */
export async function changeDateSetting(
  db: Kysely<DB>,
  clock: Clock,
  request: DateChangeRequest,
): Promise<DateChangeOutcome> {
  const autoUpdate = request.auto_update === true;
  const dateGiven = request.date !== undefined && request.date !== null && request.date !== '';
  if (!autoUpdate || dateGiven) {
    const errors = dateServiceErrors(request.date, clock.now());
    if (errors.length > 0) return { ok: false, errors };
  }
  const current = await readDateSetting(db, clock);
  const pinned = autoUpdate ? null : (request.date as string);
  // the date in force after the change: California's today under auto-update
  const after = pinned ?? slateDateAt(clock.now());
  const same = current.auto_update === autoUpdate && current.date === after;
  const base = {
    ok: true as const,
    date: after,
    auto_update: autoUpdate,
    previous_date: current.date,
    new_date: after,
  };
  if (same) {
    const warning = ADMIN_PANEL_DATE_MESSAGES.sameDate;
    return { ...base, changed: false, message: warning, warning };
  }
  await storeDateSetting(db, clock, {
    date: pinned ?? (dateGiven ? (request.date as string) : null),
    auto_update: autoUpdate,
  });
  const message = autoUpdate
    ? `Auto-update is on: the date follows California's today (${after}).`
    : dateUpdatedToast(after);
  return { ...base, changed: true, message, warning: null };
}
