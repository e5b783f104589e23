// The proof of work in the page: fetch a challenge, let Web Workers find its counter (altcha-lib's
// solver, the page's thread stays free), and pack challenge and solution into the token.
import { solveChallengeWorkers } from 'altcha-lib';
import { botCheckApi } from '../../api/bot-check-api';
import { encodePowToken } from '../../domain/payments/bot-check-token';
import { BOT_CHECK_READY_TIMEOUT_MS } from '../../domain/payments/payment-plans';

/** Enough to split the work on a phone's big cores; more only costs worker start-up. */
const MAX_WORKERS = 4;

function createSolverWorker(): Worker {
  return new Worker(new URL('./bot-check-worker.ts', import.meta.url), {
    type: 'module',
    name: 'bot-check',
  });
}

export async function solvePowCheck(
  challengeUrl: string,
  action: string,
  signal: AbortSignal,
): Promise<string> {
  const challenge = await botCheckApi.challenge(challengeUrl, action, signal);
  if (!challenge) throw new Error('no challenge');
  const controller = new AbortController();
  if (signal.aborted) controller.abort();
  signal.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallengeWorkers({
    challenge,
    concurrency: Math.min(MAX_WORKERS, Math.max(1, navigator.hardwareConcurrency || 2)),
    controller,
    createWorker: createSolverWorker,
    timeout: BOT_CHECK_READY_TIMEOUT_MS,
  });
  if (!solution) throw new Error('not solved');
  return encodePowToken({ challenge, solution });
}
