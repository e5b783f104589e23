// Numeric bounds every request schema uses: what both engines store (PostgreSQL int4, finite doubles).

/** The largest id or count PostgreSQL's `integer` (int4) holds; SQLite holds more, so this rules. */
export const INT4_MAX = 2_147_483_647;

/** Any measured value a request carries (a stat line, a threshold, money, odds): finite and sane. */
export const MEASURE_MAX = 1_000_000_000;

/** The latest instant a JavaScript Date can hold, in ms since the epoch (client clocks). */
export const EPOCH_MS_MAX = 8_640_000_000_000_000;
