// The application's current slate date: California's today, unless an admin pinned another day.
import type { Kysely } from 'kysely';
import { slateDateAt } from '../../src/domain/time/slate-date';
import type { DB } from '../db/tables';
import { selectSetting } from '../repositories/app-settings.repository';
import type { Clock } from './clock';

interface StoredDateSetting {
  date: string | null;
  auto_update: boolean;
}

export interface DateSetting {
  date: string;
  auto_update: boolean;
  warning: string | null;
}

export const SLATE_DATE_KEY = 'slate_date';

export async function readDateSetting(db: Kysely<DB>, clock: Clock): Promise<DateSetting> {
  const row = await selectSetting(db, SLATE_DATE_KEY);
  const stored = parseStored(row?.value);
  const today = slateDateAt(clock.now());
  if (stored.auto_update || stored.date === null) {
    return { date: today, auto_update: stored.auto_update, warning: null };
  }
  return { date: stored.date, auto_update: false, warning: null };
}

function parseStored(value: string | undefined): StoredDateSetting {
  try {
    const parsed = JSON.parse(value ?? '') as Partial<StoredDateSetting>;
    return {
      date: typeof parsed.date === 'string' ? parsed.date : null,
      auto_update: parsed.auto_update !== false,
    };
  } catch {
    return { date: null, auto_update: true };
  }
}
