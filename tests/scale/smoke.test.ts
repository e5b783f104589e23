// The scale-out deployment in short, inside `npm test` (issue [O] item 6): three compiled server
// processes on one PostgreSQL schema behind the repository's nginx site. Skipped with a printed
// reason when nginx or PostgreSQL is missing (never under CI=true, where .ci/run installs them).
// The whole run, with throughput and failure drills: `npm run test:scale` (scale-out.test.ts).
import { afterAll, describe } from 'vitest';
import { scaleSuite, scaleTestsRunnable } from './support/suite';

const figures: Record<string, unknown> = {};
afterAll(() => {
  process.stdout.write(`scale smoke figures: ${JSON.stringify(figures)}\n`);
});

describe.runIf(await scaleTestsRunnable())('scale-out smoke (3 processes behind nginx)', () => {
  scaleSuite({ loadSeconds: 3, writers: 3, full: false }, figures);
});
