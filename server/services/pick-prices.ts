// A pick's market in the database: its prices per book and phase (migration 0020), the best
// current price copied onto the pick (odds, sportsbook, market_probability) so lists need no join,
// and the closing line value stored when a graded pick has closing prices. The maths is
// src/domain/odds/market-prices.ts; this file only reads and writes.
import type { Kysely, Transaction } from 'kysely';
import {
  bestQuote,
  bookFairProbability,
  bookVig,
  fairProbability,
  pickClosingLine,
  type BookQuote,
  type PricePhase,
} from '../../src/domain/odds/market-prices';
import type { PickMarketReply } from '../../src/api/picks-contract';
import { asProbability, type Probability } from '../../src/domain/probability/scales';
import type { DB } from '../db/tables';
import {
  findPickClosingLine,
  findPickResult,
  updatePickMarket,
} from '../repositories/picks.repository';
import { selectPricesOfPicks, upsertPickPrices } from '../repositories/pick-prices.repository';

export interface PriceRow {
  pick_id: number;
  book: string;
  phase: PricePhase;
  odds: number;
  other_odds: number;
  recorded_at: string;
}

type Executor = Kysely<DB> | Transaction<DB>;

const ROUND = 10_000;
const round4 = (x: number) => Math.round(x * ROUND) / ROUND;

/** American odds as the pick rows and replies carry them: '+120', '-110'. */
export function americanText(odds: number): string {
  return odds > 0 ? `+${odds}` : String(odds);
}

/** Rows per statement: keeps a statement's parameters under SQLite's and PostgreSQL's limits. */
const CHUNK = 400;

/** Inserts or replaces prices (one row per pick, phase and book). */
export async function upsertPrices(db: Executor, rows: readonly PriceRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await upsertPickPrices(db, rows.slice(i, i + CHUNK));
  }
}

/** Every price of the picks, grouped by pick then phase. */
export async function readQuotes(
  db: Executor,
  pickIds: readonly number[],
): Promise<Map<number, Record<PricePhase, BookQuote[]>>> {
  const out = new Map<number, Record<PricePhase, BookQuote[]>>();
  for (let i = 0; i < pickIds.length; i += CHUNK) {
    const rows = await selectPricesOfPicks(db, pickIds.slice(i, i + CHUNK));
    for (const row of rows) {
      const id = Number(row.pick_id);
      const phases = out.get(id) ?? { open: [], current: [], close: [] };
      const phase = row.phase as PricePhase;
      phases[phase]?.push({
        book: row.book,
        odds: Number(row.odds),
        otherOdds: Number(row.other_odds),
      });
      out.set(id, phases);
    }
  }
  return out;
}

/**
 * The prices a pick is quoted at now: the current ones; after the game, the closing ones; before
 * any update, the opening ones. Lists show the best of these.
 */
export function livePrices(phases: Record<PricePhase, BookQuote[]>): BookQuote[] {
  if (phases.current.length > 0) return phases.current;
  return phases.close.length > 0 ? phases.close : phases.open;
}

/**
 * Copies each pick's best current price (the opening one when no current price is known) onto the
 * pick row, with the market's vig-free probability, and stores the closing line value of graded
 * picks that have opening and closing prices. Picks without prices are left as they are.
 */
export async function refreshPickMarkets(db: Executor, pickIds: readonly number[]): Promise<void> {
  const quotes = await readQuotes(db, pickIds);
  for (const [pickId, phases] of quotes) {
    const live = livePrices(phases);
    const best = bestQuote(live);
    const fair = fairProbability(live);
    const closing = pickClosingLine(phases.open.length > 0 ? phases.open : live, phases.close);
    const pick = await findPickResult(db, pickId);
    if (!pick) continue;
    const graded = pick.result !== null;
    await updatePickMarket(db, pickId, {
      ...(best ? { odds: americanText(best.odds), sportsbook: best.book } : {}),
      ...(fair !== null ? { market_probability: round4(fair) } : {}),
      closing_probability: closing ? round4(closing.closingProbability) : null,
      clv_percent: closing && graded ? Math.round(closing.clvPercent * 100) / 100 : null,
    });
  }
}

/** The detail's market as the API sends it (src/api/picks-contract.ts PickMarketReply). */
export type PickMarket = Omit<PickMarketReply, 'success'>;
type BookMarket = PickMarket['books'][number];

/** The detail's market: every book's prices, the best, the fair line at each phase, the CLV. */
export async function readPickMarket(db: Executor, pickId: number): Promise<PickMarket | null> {
  const pick = await findPickClosingLine(db, pickId);
  if (!pick) return null;
  const phases = (await readQuotes(db, [pickId])).get(pickId) ?? {
    open: [],
    current: [],
    close: [],
  };
  const books = [
    ...new Set([...phases.open, ...phases.current, ...phases.close].map((q) => q.book)),
  ]
    .sort()
    .map((book): BookMarket => {
      const at = (phase: PricePhase) => {
        const q = phases[phase].find((x) => x.book === book);
        return q ? { odds: q.odds, other_odds: q.otherOdds } : null;
      };
      const live =
        phases.current.find((q) => q.book === book) ?? phases.open.find((q) => q.book === book);
      return {
        book,
        open: at('open'),
        current: at('current'),
        close: at('close'),
        vig: live ? round4(bookVig(live)) : null,
        fair_probability: live ? asProbability(round4(bookFairProbability(live))) : null,
      };
    });
  const best = bestQuote(livePrices(phases));
  const fairAt = (phase: PricePhase): Probability | null => {
    const f = fairProbability(phases[phase]);
    return f === null ? null : asProbability(round4(f));
  };
  return {
    pick_id: Number(pick.id),
    books,
    best: best ? { book: best.book, odds: best.odds } : null,
    fair: { open: fairAt('open'), current: fairAt('current'), close: fairAt('close') },
    closing_probability:
      pick.closing_probability === null ? null : Number(pick.closing_probability),
    clv_percent: pick.clv_percent === null ? null : Number(pick.clv_percent),
  };
}
