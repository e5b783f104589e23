// Screenshots for people, not for assertions: saved only when E2E_SCREENSHOTS=<dir> is set, so
// the suite spends no time on them in CI (docs/testing.md).
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const DIR = process.env.E2E_SCREENSHOTS;

export async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  if (!DIR) return;
  fs.mkdirSync(DIR, { recursive: true });
  await page.screenshot({ path: path.join(DIR, `${name}.png`), fullPage });
}
