// Playwright: the production build served by the real server, driven in Debian's Chromium.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './tests/e2e/support/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4319);
// Several suites can run side by side: each with its own port, build (STATIC_DIR) and data (E2E_DIR).
const passThrough = Object.fromEntries(
  ['STATIC_DIR', 'E2E_DIR'].flatMap((name) =>
    process.env[name] ? [[name, process.env[name]!]] : [],
  ),
);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI === 'true' ? 1 : 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: {
    command: `npx tsx tests/e2e/support/serve.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    env: { PORT: String(PORT), LOG_LEVEL: 'warn', ...passThrough },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
