// Test runner for unit tests (domain, db, worker modules) and API tests (fastify.inject on SQLite and PostgreSQL).
import { defineConfig } from 'vitest/config';

// The full scale-out run (minutes of load) only under `npm run test:scale`; its short version,
// scale-smoke, runs with everything else.
const scaleRun = process.env.PARLAY_SCALE_TESTS === '1';
// The build test reads a finished `vite build`: only under `npm run test:build`, after the build.
const buildRun = process.env.PARLAY_BUILD_TESTS === '1';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'scale-smoke',
          include: ['tests/scale/smoke.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      ...(buildRun
        ? [{ test: { name: 'build', include: ['tests/build/**/*.test.ts'], environment: 'node' } }]
        : []),
      ...(scaleRun
        ? [
            {
              test: {
                name: 'scale',
                include: ['tests/scale/scale-out.test.ts', 'tests/scale/cluster.test.ts'],
                environment: 'node',
                testTimeout: 120_000,
                hookTimeout: 180_000,
                // one load at a time: the files share the machine's two cores and dist-server/
                fileParallelism: false,
              },
            },
          ]
        : []),
    ],
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      reporter: ['text-summary'],
      // issue [B]: src/domain is proven by tests, line by line
      thresholds: { lines: 95 },
    },
  },
});
