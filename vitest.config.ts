// Test runner for unit tests (domain, db, worker modules) and API tests (fastify.inject on SQLite and PostgreSQL).
import { defineConfig } from 'vitest/config';

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
