// Fills a fresh database with what a new user needs to try every screen: demo accounts and a slate.
// Each step is idempotent (it checks before it writes), so a restart never duplicates anything.
import type { Database } from '../db/database';
import { seedAdminPasswordStep } from '../services/admin-password';
import type { Clock } from '../services/clock';
import { seedDemoAccounts } from './accounts';
import { calibrationStep } from './calibration-step';
import { seedSlateStep } from './seed-slate';

export interface SeedContext {
  database: Database;
  clock: Clock;
}

/** Lines for the start-up banner (e.g. the demo accounts and how to read their codes). */
export type BannerLines = string[];

type SeedStep = (context: SeedContext) => Promise<BannerLines>;

/**
 * Every seeding step, in order. The access issue adds demo accounts; the sports issue the slate;
 * the calibration is fitted on the slate's graded history once it is written.
 */
const SEED_STEPS: SeedStep[] = [
  seedDemoAccounts,
  seedSlateStep,
  calibrationStep,
  seedAdminPasswordStep,
];

export async function seedOnFirstStart(context: SeedContext): Promise<BannerLines> {
  const lines: BannerLines = [];
  for (const step of SEED_STEPS) lines.push(...(await step(context)));
  return lines;
}
