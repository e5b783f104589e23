// The scale-out deployment, whole (`npm run test:scale`, issue [O] item 6): three compiled server
// processes on one PostgreSQL schema behind the repository's nginx site, with the throughput of
// three processes against one, and the failure drills (kill -9 of a process and of a refresh job's
// holder, PostgreSQL dropping every connection, a rolling restart). The figures it prints are the
// ones docs/performance.md records.
import { afterAll, describe } from 'vitest';
import { scaleSuite, scaleTestsRunnable } from './support/suite';

const figures: Record<string, unknown> = {};
afterAll(() => {
  process.stdout.write(`\nscale-out figures:\n${JSON.stringify(figures, null, 2)}\n`);
});

describe.runIf(await scaleTestsRunnable())('scale-out (3 processes behind nginx)', () => {
  scaleSuite({ loadSeconds: 8, writers: 12, full: true }, figures);
});
