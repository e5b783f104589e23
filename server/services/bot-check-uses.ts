// Single use of bot-check tokens: the first acceptance of a token inserts its row, any later one
// (a replay, or a concurrent copy of the same request) finds the key taken. Rows are pruned once
// the token would have expired anyway.
import type { Kysely } from 'kysely';
import type { DB } from '../db/tables';
import { deleteExpiredChunk, insertUseOnce } from '../repositories/bot-check-uses.repository';
import { isoAt, type Clock } from './clock';

export interface BotCheckUse {
  /** Unique per token: the challenge signature, or a hash of the provider's token. */
  tokenKey: string;
  provider: 'pow' | 'recaptcha';
  action: string;
  /** When the token stops being valid (ms since the epoch). */
  expiresAtMs: number;
}

/** True for the one caller that used the token first; false for every replay. Atomic. */
export async function claimBotCheckToken(
  db: Kysely<DB>,
  clock: Clock,
  use: BotCheckUse,
): Promise<boolean> {
  return insertUseOnce(db, {
    token_key: use.tokenKey,
    provider: use.provider,
    action: use.action,
    used_at: isoAt(clock),
    expires_at: new Date(use.expiresAtMs).toISOString(),
  });
}

/** Deletes the rows of tokens that have expired (in chunks); returns how many went. */
export async function deleteExpiredBotCheckUses(
  db: Kysely<DB>,
  clock: Clock,
  chunk = 5_000,
): Promise<number> {
  const now = isoAt(clock);
  let deleted = 0;
  for (;;) {
    const n = await deleteExpiredChunk(db, now, chunk);
    deleted += n;
    if (n < chunk) return deleted;
  }
}
