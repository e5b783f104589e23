// Installability: the manifest parses, has what browsers require, and its icons load at their sizes.
import { expect, test } from '@playwright/test';

function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('the manifest parses and its icons load', async ({ page, request }) => {
  await page.goto('/dashboard');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await request.get(new URL(href!, page.url()).toString());
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    description: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  };
  expect(manifest).toMatchObject({
    name: 'Parlay Engine',
    short_name: 'Parlay',
    start_url: '/dashboard',
    display: 'standalone',
  });
  expect(manifest.description.length).toBeGreaterThan(20);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

  const sizes = new Set<string>();
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.ok(), `${icon.src} loads`).toBe(true);
    expect(image.headers()['content-type']).toBe('image/png');
    const { width, height } = pngSize(await image.body());
    expect(`${width}x${height}`).toBe(icon.sizes);
    sizes.add(`${icon.sizes}:${icon.purpose ?? 'any'}`);
  }
  expect(sizes).toContain('192x192:any');
  expect(sizes).toContain('512x512:any');
  expect(sizes).toContain('512x512:maskable');
});

test('a service worker registers for the whole scope', async ({ page }) => {
  await page.goto('/dashboard');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
});
