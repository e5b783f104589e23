// Queries over one-time codes (table one_time_codes), each bound to one sign-up or sign-in attempt.
import type { ExpressionBuilder, Insertable, Kysely, Transaction } from 'kysely';
import type { DB } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;

/** Marks every unused code of the attempt used. */
export async function useAllCodes(db: Db, attemptId: number, now: string): Promise<void> {
  await db
    .updateTable('one_time_codes')
    .set({ used_at: now })
    .where('attempt_id', '=', attemptId)
    .where('used_at', 'is', null)
    .execute();
}

export async function insertCode(db: Db, row: Insertable<DB['one_time_codes']>): Promise<void> {
  await db.insertInto('one_time_codes').values(row).execute();
}

/** The id of the attempt's newest unused code (to `target` when given), as a subquery. */
function newestLive(attemptId: number, target: string | undefined) {
  return (eb: ExpressionBuilder<DB, 'one_time_codes'>) => {
    let newest = eb
      .selectFrom('one_time_codes as c')
      .select('c.id')
      .where('c.attempt_id', '=', attemptId)
      .where('c.used_at', 'is', null);
    if (target !== undefined) newest = newest.where('c.target', '=', target);
    return newest.orderBy('c.id', 'desc').limit(1);
  };
}

/**
 * Counts one try on the attempt's newest unused code while it is unexpired at `now` and has tries
 * left (below `maxFailedTries`); the code after the count, or undefined when nothing was counted.
 */
export async function countTryOnNewest(
  db: Db,
  input: { attemptId: number; target?: string; now: string; maxFailedTries: number },
) {
  return db
    .updateTable('one_time_codes')
    .set((eb) => ({ failed_tries: eb('failed_tries', '+', 1) }))
    .where('id', '=', newestLive(input.attemptId, input.target))
    .where('used_at', 'is', null)
    .where('expires_at', '>', input.now)
    .where('failed_tries', '<', input.maxFailedTries)
    .returning(['id', 'code_hash', 'failed_tries'])
    .executeTakeFirst();
}

/** The tries and expiry of the attempt's newest unused code (to `target` when given). */
export async function findNewestUnused(db: Db, attemptId: number, target: string | undefined) {
  return db
    .selectFrom('one_time_codes')
    .select(['failed_tries', 'expires_at'])
    .where('id', '=', newestLive(attemptId, target))
    .executeTakeFirst();
}

/** Uses the code up and gives its try back; true when this call used it. */
export async function useCodeGivingTryBack(db: Db, codeId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('one_time_codes')
    .set((eb) => ({ used_at: now, failed_tries: eb('failed_tries', '-', 1) }))
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The attempt's newest code, used or not. */
export async function findNewestCode(db: Db, attemptId: number) {
  return db
    .selectFrom('one_time_codes')
    .select(['failed_tries', 'used_at'])
    .where('attempt_id', '=', attemptId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
