// The import file: events in the add_event shape and graded results ({event_id, actual_value}),
// validated item by item; written in one transaction only when every item is valid.
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import {
  AdminEventBody,
  ImportPlayerImage,
  ImportPrice,
  ImportResult,
} from '../../src/api/admin-contract';
import { ODDS_SOURCES } from '../../src/domain/admin/admin-pick-options';
import type { Database } from '../db/database';
import { draftEvent, EventRejected, type EventDraft } from './admin-event-rules';
import { pickIdsByEventId, writeEventsAtomically } from './admin-event-writes';
import type { Clock } from './clock';
import { playerImageProblem } from './player-image-import';

export interface ImportProblem {
  /** "events[3]", "results[0]", "player_images[1]" (or "file"). */
  item: string;
  message: string;
}

export type ImportOutcome =
  | { ok: true; events: number; results: number; images: number; prices: number }
  | { ok: false; problems: ImportProblem[] };

interface ImportItems {
  events: unknown[];
  results: unknown[];
  images: unknown[];
  prices: unknown[];
}

/** A price as the database keeps it: American odds as integers, the time it was recorded. */
export interface PriceItem {
  event_id: string;
  book: string;
  phase: 'open' | 'current' | 'close';
  odds: number;
  other_odds: number;
  recorded_at: string | null;
}

/** A top-level array mixes events and results; an object has `events` and `results` lists. */
function itemsOf(file: unknown): ImportItems | null {
  if (Array.isArray(file)) {
    const isResult = (x: unknown) =>
      typeof x === 'object' && x !== null && 'actual_value' in x && !('name' in x);
    const isPrice = (x: unknown) =>
      typeof x === 'object' && x !== null && 'phase' in x && 'book' in x && !('name' in x);
    return {
      events: file.filter((x) => !isResult(x) && !isPrice(x)),
      results: file.filter(isResult),
      images: [],
      prices: file.filter(isPrice),
    };
  }
  if (typeof file !== 'object' || file === null) return null;
  const {
    events = [],
    results = [],
    player_images: images = [],
    prices = [],
  } = file as { events?: unknown; results?: unknown; player_images?: unknown; prices?: unknown };
  return Array.isArray(events) &&
    Array.isArray(results) &&
    Array.isArray(images) &&
    Array.isArray(prices)
    ? { events, results, images, prices }
    : null;
}

function schemaProblem(schema: TSchema, value: unknown): string {
  const [first] = Value.Errors(schema, value);
  return first ? `${first.instancePath || '(item)'} ${first.message}` : 'invalid';
}

/** Checks every item; returns the drafts and results, or every problem found. */
export function validateImport(file: unknown):
  | {
      ok: true;
      drafts: EventDraft[];
      results: ImportResult[];
      images: ImportPlayerImage[];
      prices: PriceItem[];
    }
  | { ok: false; problems: ImportProblem[] } {
  const items = itemsOf(file);
  if (!items) {
    return {
      ok: false,
      problems: [
        {
          item: 'file',
          message:
            'Expected a JSON array of events (and results, prices) or {"events": [], "results": [], "prices": [], "player_images": []}.',
        },
      ],
    };
  }
  const problems: ImportProblem[] = [];
  const drafts: EventDraft[] = [];
  const seen = new Set<string>();
  items.events.forEach((raw, i) => {
    const item = `events[${i}]`;
    const value = Value.Default(AdminEventBody, Value.Clone(raw));
    if (!Value.Check(AdminEventBody, value)) {
      problems.push({ item, message: schemaProblem(AdminEventBody, value) });
      return;
    }
    try {
      const draft = draftEvent(value);
      if (seen.has(draft.event.event_id)) {
        problems.push({ item, message: `Duplicate event id ${draft.event.event_id} in the file.` });
        return;
      }
      seen.add(draft.event.event_id);
      drafts.push(draft);
    } catch (error) {
      if (!(error instanceof EventRejected)) throw error;
      problems.push({ item, message: error.message });
    }
  });
  const results: ImportResult[] = [];
  items.results.forEach((raw, i) => {
    if (Value.Check(ImportResult, raw)) results.push(raw);
    else problems.push({ item: `results[${i}]`, message: schemaProblem(ImportResult, raw) });
  });
  const images: ImportPlayerImage[] = [];
  items.images.forEach((raw, i) => {
    const item = `player_images[${i}]`;
    if (!Value.Check(ImportPlayerImage, raw)) {
      problems.push({ item, message: schemaProblem(ImportPlayerImage, raw) });
      return;
    }
    const problem = playerImageProblem(raw);
    if (problem === null) images.push(raw);
    else problems.push({ item, message: problem });
  });
  const prices: PriceItem[] = [];
  const priceKeys = new Set<string>();
  items.prices.forEach((raw, i) => {
    const item = `prices[${i}]`;
    if (!Value.Check(ImportPrice, raw)) {
      problems.push({ item, message: schemaProblem(ImportPrice, raw) });
      return;
    }
    const problem = priceProblem(raw);
    if (problem !== null) {
      problems.push({ item, message: problem });
      return;
    }
    const key = `${raw.event_id}|${raw.phase}|${raw.book}`;
    if (priceKeys.has(key)) {
      problems.push({
        item,
        message: `A second ${raw.phase} price at ${raw.book} for ${raw.event_id}.`,
      });
      return;
    }
    priceKeys.add(key);
    prices.push({
      event_id: raw.event_id,
      book: raw.book,
      phase: raw.phase,
      odds: Number(raw.odds),
      other_odds: Number(raw.other_odds),
      recorded_at: raw.recorded_at === undefined ? null : new Date(raw.recorded_at).toISOString(),
    });
  });
  return problems.length > 0
    ? { ok: false, problems }
    : { ok: true, drafts, results, images, prices };
}

/** What is wrong with a price the schema accepted: an unknown book, odds that are not American. */
function priceProblem(price: ImportPrice): string | null {
  if (!(ODDS_SOURCES as readonly string[]).includes(price.book))
    return `Unknown book "${price.book}": use one of the 36 odds sources (docs/import-format.md).`;
  for (const [field, value] of [
    ['odds', Number(price.odds)],
    ['other_odds', Number(price.other_odds)],
  ] as const) {
    if (!Number.isInteger(value) || Math.abs(value) < 100)
      return `${field} must be American odds: -100 or lower, or +100 or higher.`;
  }
  if (price.recorded_at !== undefined && !Number.isFinite(Date.parse(price.recorded_at)))
    return 'recorded_at must be an ISO time, e.g. 2026-11-22T18:00:00Z.';
  return null;
}

/** Validates, then writes everything in one transaction (nothing when any item fails). */
export async function importEvents(
  database: Database,
  clock: Clock,
  file: unknown,
): Promise<ImportOutcome> {
  const checked = validateImport(file);
  if (!checked.ok) return checked;
  // Name the items whose event already exists (the transaction re-checks, so a race stays safe).
  const ids = checked.drafts.map((d) => d.event.event_id);
  const existing = await pickIdsByEventId(database.db, ids);
  if (existing.size > 0) {
    return {
      ok: false,
      problems: ids.flatMap((id, i) =>
        existing.has(id)
          ? [{ item: `events[${i}]`, message: `An event with id ${id} already exists.` }]
          : [],
      ),
    };
  }
  try {
    await writeEventsAtomically(
      database,
      clock,
      checked.drafts,
      checked.results,
      'import',
      checked.images,
      checked.prices,
    );
  } catch (error) {
    if (!(error instanceof EventRejected)) throw error;
    return { ok: false, problems: [{ item: 'database', message: error.message }] };
  }
  return {
    ok: true,
    events: checked.drafts.length,
    results: checked.results.length,
    images: checked.images.length,
    prices: checked.prices.length,
  };
}
