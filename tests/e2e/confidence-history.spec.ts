// Confidence history for holders: two picks in a member's list change confidence on the server
// (written to the e2e server's database as the refresh job writes them); the home screen tells
// the member, with each change, the detail shows the history, a dismissal is remembered, and
// offline both still show from what the device stored.
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_DIR } from './support/accounts';
import {
  memberHeaders,
  readStore,
  slateDate,
  topPicks,
  waitForServiceWorker,
  type ServerPickRow,
} from './support/picks-browser';
import { expectNoSeriousAxeViolations } from './support/research-screens';
import { screenshot } from './support/screenshots';
import { signInAs } from './support/session';

/** Moves a pick's confidence as the refresh job does: the pick's value and one history row. */
function changeConfidence(pickId: number, by: number, reason: string): [number, number] {
  const db = new Database(path.join(E2E_DIR, 'data', 'parlay-engine.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const { confidence_percent: before } = db
      .prepare('SELECT confidence_percent FROM picks WHERE id = ?')
      .get(pickId) as { confidence_percent: number };
    const after = Math.round((before + by) * 10) / 10;
    db.transaction(() => {
      db.prepare('UPDATE picks SET confidence_percent = ? WHERE id = ?').run(after, pickId);
      db.prepare(
        `INSERT INTO confidence_history
           (pick_id, previous_confidence_percent, confidence_percent, reason, computed_at)
         VALUES (?, ?, ?, ?, ?)`,
      ).run(pickId, before, after, reason, new Date().toISOString());
    })();
    return [before, after];
  } finally {
    db.close();
  }
}

/** The member's list on the server: two slate picks, added ten minutes ago (another device). */
async function holdTwoPicks(request: APIRequestContext): Promise<ServerPickRow[]> {
  const picks = (await topPicks(request, await slateDate(request), 6)).slice(4, 6);
  const added = Date.now() - 10 * 60_000;
  const posted = await request.post('/api/load_user_picks', {
    headers: memberHeaders(),
    data: {
      picks: picks.map((p, i) => ({
        id: `pick_${p.id}`,
        sourceType: 'pick',
        sourceId: String(p.id),
        playerName: p.player_name,
        playerNumber: null,
        betType: `${p.prediction === 1 ? 'Over' : 'Under'} ${p.stat_threshold} ${p.stat_type}`,
        gameInfo: `${p.team_a} vs ${p.team_b}`,
        confidence: p.confidence,
        handicapperName: null,
        handicapperNames: [],
        league: p.league,
        playerImageBase64: null,
        statType: p.stat_type,
        addedAt: added + i,
        eventDate: p.event_date,
      })),
    },
  });
  expect(posted.ok()).toBe(true);
  return picks;
}

const whole = (n: number) => `${Math.round(n)}%`;

async function openFromNotice(page: Page, pickId: number) {
  await page
    .locator(`[data-testid="confidence-notice-pick"][data-pick-id="pick_${pickId}"]`)
    .getByTestId('confidence-notice-open')
    .click();
  const card = page.getByTestId('pick-detail').getByTestId('confidence-history');
  await card.scrollIntoViewIfNeeded();
  return card;
}

test('the home screen tells a holder which picks changed, the detail shows the history', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const [down, up] = await holdTwoPicks(request);
  const [downFrom, downTo] = changeConfidence(down!.id, -6, 'model refit');
  changeConfidence(up!.id, 4, 'new results graded');

  await signInAs(page, 'member');
  const notice = page.getByTestId('confidence-notice');
  await expect(notice).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('confidence-notice-title')).toHaveText(
    '2 picks in your list changed confidence',
  );
  const row = notice.locator(`[data-pick-id="pick_${down!.id}"]`);
  await expect(row.getByTestId('confidence-notice-open')).toContainText(down!.player_name!);
  await expect(row.getByTestId('confidence-notice-change')).toHaveText(
    new RegExp(`${whole(downFrom)} → ${whole(downTo)}\\s*model refit\\s*just now`),
  );
  await expect(notice).toHaveAttribute('data-source', 'server');
  await screenshot(page, 'confidence-notice-1440');
  await expectNoSeriousAxeViolations(page, '[data-testid="confidence-notice"]');

  const card = await openFromNotice(page, down!.id);
  await expect(card.getByTestId('confidence-history-item')).toHaveCount(1);
  await expect(card.getByTestId('confidence-history-values')).toHaveText(
    `${whole(downFrom)} → ${whole(downTo)}`,
  );
  await expect(card.getByTestId('confidence-history-reason')).toHaveText('model refit');
  await expect(card.getByTestId('confidence-history-now')).toHaveText(`Now ${whole(downTo)}`);
  await screenshot(page, 'confidence-history-1440');
  await expectNoSeriousAxeViolations(page, '[data-testid="confidence-history"]');
  await page.keyboard.press('Escape');

  // dismissed on this device: the next open shows nothing until something else changes
  await page.getByTestId('confidence-notice-dismiss').click();
  await expect(notice).toBeHidden();
  // the device's mark is written (Dexie, tagged with the account) before the page goes away
  await expect
    .poll(async () => {
      const rows = await readStore<{ url: string; body: string }>(page, 'responses');
      return rows.find((r) => r.url.endsWith(':confidence-notice'))?.body ?? '';
    })
    .toContain('"picks":[]');
  const asked = page.waitForResponse((r) =>
    r.url().includes('/api/user/picks/confidence-changes?since='),
  );
  await page.reload();
  expect(((await (await asked).json()) as { count: number }).count).toBe(0);
  await expect(page.getByTestId('my-pick-item')).toHaveCount(2);
  await expect(notice).toHaveCount(0);
  changeConfidence(up!.id, 3, "an expert's record moved");
  await page.reload();
  await expect(page.getByTestId('confidence-notice-title')).toHaveText(
    '1 pick in your list changed confidence',
    { timeout: 10_000 },
  );
  await expect(notice.getByTestId('confidence-notice-change')).toHaveCount(1);
});

test('offline, the notice and the history show from what the device stored', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const [down, up] = await holdTwoPicks(request);
  const [downFrom, downTo] = changeConfidence(down!.id, -5, 'model refit');
  changeConfidence(up!.id, 2, 'new results graded');

  await signInAs(page, 'member');
  await waitForServiceWorker(page);
  // a page the service worker controls: what the prefetch asks for now is stored on the device
  await page.reload();
  await expect(page.getByTestId('confidence-notice')).toBeVisible({ timeout: 10_000 });
  // My Picks' prefetch stores each held pick's history with the rest of its detail
  await expect
    .poll(
      async () => {
        const keys = (await readStore<{ url: string }>(page, 'responses')).map((r) => r.url);
        return [down!.id, up!.id].every((id) =>
          keys.includes(`/api/picks/${id}/confidence-history`),
        );
      },
      { timeout: 15_000 },
    )
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  const notice = page.getByTestId('confidence-notice');
  await expect(notice).toBeVisible({ timeout: 10_000 });
  await expect(notice).toHaveAttribute('data-source', 'cache');
  await expect(page.getByTestId('confidence-notice-title')).toHaveText(
    '2 picks in your list changed confidence',
  );
  await expect(page.getByTestId('confidence-notice-cached')).toBeVisible();
  await screenshot(page, 'confidence-notice-390-offline');

  const card = await openFromNotice(page, down!.id);
  await expect(card.getByTestId('confidence-history-item').first()).toBeVisible();
  await expect(card.getByTestId('confidence-history-values').first()).toHaveText(
    `${whole(downFrom)} → ${whole(downTo)}`,
  );
  await expect(card.getByTestId('confidence-history-offline')).toHaveCount(0);
  await screenshot(page, 'confidence-history-390-offline');
  await context.setOffline(false);
});
