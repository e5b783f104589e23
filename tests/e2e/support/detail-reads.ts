// Reads of a pick card and the pick detail for the consistency suite: each waits in the page until
// the screen has settled and returns everything it shows in one round trip (on a loaded 2-core
// machine every Playwright call costs a second; one read per screen keeps the suite short).
import type { Page } from '@playwright/test';

export interface ShownCard {
  confidence: string | null;
  history: string | null;
}

export interface ShownTable {
  /** Each row's date (MM/DD), opponent, and the cells of the pick's stat column(s). */
  rows: { date: string; opponent: string; stat: string[] }[];
}

export interface ShownDetail {
  /** The tiles' values by key: confidence, calibrated, model, market, edge. */
  tiles: Record<string, string>;
  table: ShownTable;
  /** Each research card's text, card 1 first. */
  research: string[];
  /** Painted pixels of the recent-form chart's canvas. */
  recentChartPixels: number;
  recentChartMessage: string | null;
}

export interface ShownLegend {
  model: string | null;
  market: string | null;
  marketProbability: string | null;
}

const TIMEOUT = 20_000;

/** What a read returns: `ready` once the screen has settled (else `value` is what it shows now). */
interface Read<T> {
  ready: boolean;
  value: T;
}

/**
 * Runs `read` in the page until it is ready and returns its value; on timeout, throws with what it
 * last saw. `read` runs in the browser: it may use only its argument.
 */
/** A read's argument: a pick id, a row count, or nothing. */
type Arg = number | null;

async function settled<T>(
  page: Page,
  what: string,
  read: (input: { arg: Arg; strict: boolean }) => Read<T> | null,
  arg: Arg,
): Promise<T> {
  try {
    const handle = await page.waitForFunction(
      read,
      { arg, strict: true },
      {
        timeout: TIMEOUT,
        polling: 100,
      },
    );
    return ((await handle.jsonValue()) as Read<T>).value;
  } catch (error) {
    const last = await page.evaluate(read, { arg, strict: false }).catch(() => null);
    throw new Error(`${what} did not settle: ${JSON.stringify(last?.value)}\n${String(error)}`);
  }
}

/** The card of pick `id` once it shows: its confidence and history line. */
export function readCard(page: Page, id: number): Promise<ShownCard> {
  return settled(
    page,
    `pick card ${id}`,
    ({ arg: pickId, strict }: { arg: Arg; strict: boolean }) => {
      const card = document.querySelector(`[data-testid="pick-card"][data-pick-id="${pickId}"]`);
      const text = (testId: string) =>
        card?.querySelector(`[data-testid="${testId}"]`)?.textContent?.trim() ?? null;
      const ready = card !== null;
      const value = {
        confidence: text('pick-card-confidence'),
        history: text('pick-card-history'),
      };
      return strict && !ready ? null : { ready, value };
    },
    id,
  );
}

/** The open detail once its `rows` log rows, research and recent-form chart are in. */
export function readDetail(page: Page, rows: number): Promise<ShownDetail> {
  return settled(
    page,
    'pick detail',
    ({ arg: expected, strict }: { arg: Arg; strict: boolean }) => {
      const dialog = document.querySelector('[data-testid="pick-detail"]');
      const tiles: Record<string, string> = {};
      for (const dd of dialog?.querySelectorAll('[data-testid^="pick-probability-"]') ?? []) {
        const key = /^pick-probability-(.+)-value$/.exec(dd.getAttribute('data-testid') ?? '');
        if (key) tiles[key[1]!] = dd.textContent?.trim() ?? '';
      }
      const table = dialog?.querySelector<HTMLTableElement>('[data-testid="game-logs-table"]');
      const heads = table ? [...table.tHead!.rows[0]!.cells] : [];
      const picked = heads.flatMap((th, i) => (th.hasAttribute('data-pick-stat') ? [i] : []));
      const tableRows = table
        ? [...table.tBodies[0]!.rows].map((tr) => ({
            date: tr.cells[0]!.textContent ?? '',
            opponent: (tr.cells[1]!.textContent ?? '').trim(),
            stat: picked.map((i) => (tr.cells[i]!.textContent ?? '').trim()),
          }))
        : [];
      const cards = [...(dialog?.querySelectorAll('[data-testid^="research-card-"]') ?? [])];
      const canvas = dialog?.querySelector<HTMLCanvasElement>(
        '[data-testid="recent-chart"] canvas',
      );
      let pixels = 0;
      const ctx = canvas && canvas.width > 0 && canvas.height > 0 ? canvas.getContext('2d') : null;
      if (canvas && ctx) {
        const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
        for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) pixels += 1;
      }
      const message = dialog?.querySelector('[data-testid="recent-chart-message"]');
      const ready =
        dialog !== null &&
        tableRows.length === expected &&
        cards.length > 0 &&
        cards.every((c) => c.getAttribute('data-pending') === 'false') &&
        (pixels > 0 || message != null);
      const value = {
        tiles,
        table: { rows: tableRows },
        research: cards.map((c) => c.querySelector('p')?.textContent ?? ''),
        recentChartPixels: pixels,
        recentChartMessage: message?.textContent ?? null,
      };
      return strict && !ready ? null : { ready, value };
    },
    rows,
  );
}

/** The probability chart's legend once the chart is drawn (its tab already chosen). */
export function readLegend(page: Page): Promise<ShownLegend> {
  return settled(
    page,
    'probability chart',
    ({ strict }: { arg: Arg; strict: boolean }) => {
      const chart = document.querySelector(
        '[data-testid="pick-detail"] [data-testid="distribution-chart"]',
      );
      const figure = chart?.closest('figure');
      const market = figure?.querySelector('[data-testid="break-even-market"]');
      const value = {
        model: figure?.querySelector('[data-testid="distribution-model"]')?.textContent ?? null,
        market: market?.textContent?.trim() ?? null,
        marketProbability: market?.getAttribute('data-probability') ?? null,
      };
      return strict && figure == null ? null : { ready: figure != null, value };
    },
    null,
  );
}
