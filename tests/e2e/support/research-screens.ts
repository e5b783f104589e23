// Helpers for the pick detail, profile and raw sheet suites: a service-worker-controlled signed-in
// page, a canvas "was drawn" check, axe with serious/critical violations only, PNG dimensions.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { signInAs } from './session';

/** Signs a paid account in and waits until the service worker controls the page (offline-ready). */
export async function signedInControlled(
  page: Page,
  account: 'member' | 'admin' = 'member',
): Promise<void> {
  await signInAs(page, account);
  await page.goto('/dashboard');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}

/** How many pixels of the chart's canvas are not transparent: > 0 means uPlot drew something. */
export async function paintedPixels(chart: Locator): Promise<number> {
  return chart
    .locator('canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => {
      const ctx = canvas.getContext('2d');
      if (!ctx || canvas.width === 0 || canvas.height === 0) return 0;
      const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
      let painted = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted += 1;
      return painted;
    });
}

/** axe on one part of the page: no serious or critical violations. */
export async function expectNoSeriousAxeViolations(page: Page, selector: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
