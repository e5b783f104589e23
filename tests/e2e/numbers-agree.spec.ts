// One truth for a pick's numbers (issue 14, item 3), in the built app: for three picks of
// different leagues, the card's confidence, the detail's tiles, the probability chart's legend and
// market line, and the research texts say what GET /api/picks says.
import { expect, test, type Page } from '@playwright/test';
import { displayConfidence } from '../../src/domain/confidence';
import {
  edgeOf,
  edgeText,
  percentText,
  probabilityQuote,
} from '../../src/domain/pick-probabilities';
import { mapServerPick, type ServerPick } from '../../src/domain/server-pick';
import { memberHeaders, slateDate, waitForServiceWorker } from './support/picks-browser';
import { E2E_DIR } from './support/accounts';
import { signInAs } from './support/session';

type ApiPick = ServerPick & {
  id: number;
  league: string;
  player_name: string;
  player_id: number | null;
  confidence: number;
  model_probability: number | null;
  market_probability: number | null;
  calibrated_probability: number | null;
  edge: number | null;
};

const tile = (page: Page, key: string) =>
  page.getByTestId('pick-detail').getByTestId(`pick-probability-${key}-value`);

test('card, tiles, chart legend, research and the API agree for three leagues', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const date = await slateDate(request);
  const reply = await request.get(`/api/picks?date=${date}&min_confidence=50&offset=0&limit=100`, {
    headers: memberHeaders(),
  });
  const all = ((await reply.json()) as { picks: ApiPick[] }).picks;
  // the best pick of each of three leagues, each with every number known
  const chosen: ApiPick[] = [];
  for (const pick of all) {
    if (chosen.length === 3) break;
    if (chosen.some((c) => c.league === pick.league)) continue;
    if ([pick.model_probability, pick.market_probability, pick.player_id].includes(null)) continue;
    chosen.push(pick);
  }
  expect(chosen.map((p) => p.league)).toHaveLength(3);

  await signInAs(page, 'member');
  await waitForServiceWorker(page);
  for (const [n, pick] of chosen.entries()) {
    const shown = mapServerPick(pick);
    await page.goto('/add-picks');
    await page.getByTestId('picks-search').fill(pick.player_name);
    const card = page.locator(`[data-testid="pick-card"][data-pick-id="${pick.id}"]`);
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(card.getByTestId('pick-card-confidence')).toContainText(
      `${displayConfidence(pick.confidence)}%`,
    );
    if (pick.calibrated_probability !== null) {
      await expect(card.getByTestId('pick-card-history')).toContainText(
        percentText(pick.calibrated_probability),
      );
    }
    await card.getByTestId('pick-card-player').click();
    const dialog = page.getByTestId('pick-detail');
    await expect(dialog).toBeVisible();

    // the tiles
    await expect(tile(page, 'confidence')).toHaveText(`${displayConfidence(pick.confidence)}%`);
    await expect(tile(page, 'model')).toHaveText(percentText(pick.model_probability!));
    await expect(tile(page, 'market')).toHaveText(percentText(pick.market_probability!));
    const calibrated = pick.calibrated_probability;
    await expect(tile(page, 'calibrated')).toHaveText(
      calibrated === null ? '—' : percentText(calibrated),
    );
    const edge = edgeOf(calibrated, pick.market_probability);
    await expect(tile(page, 'edge')).toHaveText(edge === null ? '—' : edgeText(edge));

    // the chart: the legend's model probability and the vig-free market line
    await dialog.getByTestId('chart-tab-distribution').click();
    await expect(dialog.getByTestId('distribution-chart')).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByTestId('distribution-model-value')).toHaveText(
      percentText(pick.model_probability!),
    );
    const market = dialog.getByTestId('break-even-market');
    await expect(market).toHaveAttribute('data-probability', String(pick.market_probability));
    await expect(market).toContainText(
      `Market (vig-free) ${percentText(pick.market_probability!)}`,
    );

    // the research: the server's justification and the 'Model vs market' card quote the same
    const quote = probabilityQuote(
      { model: pick.model_probability, calibrated, market: pick.market_probability },
      shown.betType,
    );
    await expect(dialog.locator('[data-pending="true"]')).toHaveCount(0, { timeout: 15_000 });
    const research = await dialog.locator('[data-testid^="research-card-"]').allInnerTexts();
    expect(research.filter((t) => t.includes(quote)).length, research.join('\n')).toBe(2);

    if (n === 0) {
      for (const size of [
        { width: 390, height: 844 },
        { width: 1440, height: 900 },
      ]) {
        await page.setViewportSize(size);
        await page.screenshot({
          path: `${E2E_DIR}/screens/numbers-agree-${size.width}x${size.height}.png`,
        });
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});
