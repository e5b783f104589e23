// Helpers for the picks browser suite: waiting for the service worker, reading the app's
// IndexedDB as a tester would, the server's API with an account's token, and the e2e server's
// own database (read only) for what it stored.
import path from 'node:path';
import Database from 'better-sqlite3';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, E2E_DIR } from './accounts';
import { tokenFor } from './session';

/** The service worker controls the page (the docs/testing.md recipe), so offline works next. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}

/** Every record of one object store of the app's database 'parlay-engine'. */
export function readStore<T>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('parlay-engine');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction(name).objectStore(name).getAll();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result as T[]);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    store,
  );
}

export function memberHeaders(): Record<string, string> {
  return { 'x-device-token': tokenFor('member') };
}

export async function slateDate(request: APIRequestContext): Promise<string> {
  const reply = await request.get('/api/settings/date', { headers: memberHeaders() });
  return ((await reply.json()) as { date: string }).date;
}

export interface ServerPickRow {
  id: number;
  player_name: string | null;
  league: string;
  stat_type: string | null;
  stat_threshold: number | null;
  prediction: number | string | null;
  team_a: string | null;
  team_b: string | null;
  player_team?: string | null;
  event_date: string;
  confidence: number;
  expert_confidence_map: Record<string, number>;
}

/** The slate's best picks, as the server pages them. */
export async function topPicks(
  request: APIRequestContext,
  date: string,
  limit: number,
): Promise<ServerPickRow[]> {
  const reply = await request.get(
    `/api/picks?date=${date}&min_confidence=50&offset=0&limit=${limit}&sort=confidence`,
    { headers: memberHeaders() },
  );
  return ((await reply.json()) as { picks: ServerPickRow[] }).picks;
}

/** The admin's POST /api/add_event (admin role + admin password, both checked by the server). */
export async function addEvent(request: APIRequestContext, body: Record<string, unknown>) {
  const reply = await request.post('/api/add_event', {
    headers: { 'x-device-token': tokenFor('admin'), 'x-admin-password': E2E_ADMIN_PASSWORD },
    data: body,
  });
  return { status: reply.status(), body: (await reply.json()) as Record<string, unknown> };
}

/** Reads the e2e server's SQLite file (read only; the server keeps writing it). */
export function serverDatabase<T>(read: (db: Database.Database) => T): T {
  const db = new Database(path.join(E2E_DIR, 'data', 'parlay-engine.sqlite'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

export function userIdOf(email: string): number {
  return serverDatabase(
    (db) => (db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id,
  );
}
