// One truth for a pick's numbers (issue 14), in the built app: for 20 picks sampled across every
// league of the slate (support/pick-sample.ts), the card, the detail's tiles, the chart's legend,
// the research texts, GET /api/picks and the detail's own API calls give the same confidence,
// calibrated, model and vig-free market probability; the research's game counts are the game-log
// table's; and every backer an "Experts' records" card lists reads the API's accuracy (a few more
// picks are opened so that every handicapper of the slate is listed by one).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Static } from 'typebox';
import type {
  DistributionReply,
  EventsReply,
  GameLogReply,
  HandicapperReply,
} from '../../src/api/picks-contract';
import { displayConfidence } from '../../src/domain/confidence/confidence';
import { formatAccuracy, handicapperIdFromName } from '../../src/domain/handicappers/handicappers';
import {
  edgeOf,
  edgeText,
  historicalMeaningText,
  percentText,
  probabilityQuote,
  sideProbability,
} from '../../src/domain/probability/pick-probabilities';
import { asProbability, type Probability } from '../../src/domain/probability/scales';
import { mapServerPick } from '../../src/domain/picks/server-pick';
import { memberHeaders, slateDate, waitForServiceWorker } from './support/picks-browser';
import {
  coveringPicks,
  listedBackers,
  slatePicks,
  stratifiedSample,
  type ApiPick,
} from './support/pick-sample';
import { readCard, readDetail, readLegend, type ShownTable } from './support/detail-reads';
import { signInAs } from './support/session';

const SAMPLE_SIZE = 20;

type HandicapperApi = Static<typeof HandicapperReply>['handicapper'];
type GameLogApi = Static<typeof GameLogReply>;
type DistributionApi = Static<typeof DistributionReply>;

/** With E2E_SCREENSHOTS=<dir>, the detail at 390x844 and 1440x900. */
async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${dir}/${name}-${width}x${height}.png` });
  }
}

const probability = (p: number | null | undefined): Probability | null =>
  typeof p === 'number' ? asProbability(p) : null;

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const reply = await request.get(path, { headers: memberHeaders() });
  expect(reply.status(), path).toBe(200);
  return (await reply.json()) as T;
}

/** A row's value of the pick's stat (combined stats add their columns); null when not logged. */
function statValue(cells: readonly string[]): number | null {
  if (cells.length === 0) return null;
  let sum = 0;
  for (const cell of cells) {
    const n = cell === 'Yes' ? 1 : cell === 'No' ? 0 : Number(cell);
    if (cell === '-' || cell === '' || !Number.isFinite(n)) return null;
    sum += n;
  }
  return sum;
}

/** The same counts, read from the research's own sentences and from the table beside them. */
function expectCountsAgree(
  pick: ApiPick,
  side: 0 | 1 | null,
  table: ShownTable,
  cards: string[],
  label: string,
): void {
  const [justification, trend, readiness, hitRate, matchup] = cards;
  const values = table.rows.map((r) => statValue(r.stat)).filter((v): v is number => v !== null);
  const line = pick.stat_threshold!;
  const games = values.length;
  expect(games, `${label}: logged games with the stat`).toBeGreaterThanOrEqual(2);

  // card 4: "Over 1.5 would have won in W of the last M games (P%)[ (k on the line)]"
  const hit =
    /would have won in (\d+) of the last (\d+) games \((\d+)%\)(?: \((\d+) on the line\))?/.exec(
      hitRate!,
    );
  expect(hit, `${label}: ${hitRate}`).not.toBeNull();
  const wins = values.filter((v) => (side === 0 ? v < line : v > line)).length;
  const pushes = values.filter((v) => v === line).length;
  expect(Number(hit![2]), `${label}: ${hitRate}`).toBe(games);
  expect(Number(hit![1]), `${label}: ${hitRate}`).toBe(wins);
  expect(percentText(asProbability(wins / games)), label).toBe(`${hit![3]}%`);
  expect(Number(hit![4] ?? 0), `${label}: ${hitRate}`).toBe(pushes);

  // card 1 (the server's text): "went over L stat in O of the last N games (newest first: ...)"
  const over =
    /went over ([\d.]+) .+? in (\d+) of the last (\d+) games? \(newest first: ([^)]*)\)/.exec(
      justification!,
    );
  expect(over, `${label}: ${justification}`).not.toBeNull();
  expect(Number(over![1]), label).toBe(line);
  expect(Number(over![3]), `${label}: ${justification}`).toBe(games);
  expect(Number(over![2]), `${label}: ${justification}`).toBe(
    values.filter((v) => v > line).length,
  );
  expect(over![4]!.split(', ').map(Number), `${label}: the table's column, newest first`).toEqual(
    values,
  );

  // card 2: the last five games against the ones before, out of the same games
  const recent = Math.min(5, games);
  expect(trend, label).toContain(`over the last ${recent} games`);
  if (games > recent) expect(trend, label).toContain(`in the ${games - recent} before.`);

  // card 3 (the server's text) counts every logged game the table lists
  const rows = table.rows.length;
  expect(readiness, label).toMatch(
    new RegExp(`(Across|has) ${rows} logged game${rows === 1 ? '' : 's'}`),
  );

  // card 5: the other team of the pick's game, the table's games against them, the last date
  const opponent = pick.event_team === pick.team_a ? pick.team_b! : pick.team_a!;
  const versus = table.rows.filter((r) => r.opponent === opponent).length;
  expect(matchup, label).toContain(`Faces ${opponent}`);
  expect(matchup, label).not.toContain(`Faces ${pick.event_team}`);
  if (versus > 0)
    expect(matchup, label).toContain(`in ${versus} recent game${versus === 1 ? '' : 's'} against`);
  else expect(matchup, label).toContain('with no recent games against them');
  const last = /Last played \d{4}-(\d{2})-(\d{2})/.exec(matchup!);
  if (last) expect(`${last[1]}/${last[2]}`, label).toBe(table.rows[0]!.date);

  for (const text of cards)
    expect(text, label).not.toMatch(/No recent game logs|no logged games|do not record/);
}

test('20 picks across every league: card, tiles, chart, research, logs and the API agree', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const date = await slateDate(request);
  const all = await slatePicks(request, date);
  const sample = stratifiedSample(all, SAMPLE_SIZE);
  expect(sample).toHaveLength(SAMPLE_SIZE);
  expect(new Set(sample.map((p) => p.league))).toEqual(new Set(all.map((p) => p.league)));

  // every handicapper of the slate, as the cards' feed and the profile API give them
  const events = await getJson<Static<typeof EventsReply>>(
    request,
    `/api/todays_events?date=${date}&limit=100`,
  );
  const experts = new Map(
    await Promise.all(
      events.events.map(
        async (e) =>
          [
            e.id,
            (await getJson<{ handicapper: HandicapperApi }>(request, `/api/handicappers/${e.id}`))
              .handicapper,
          ] as const,
      ),
    ),
  );
  const extra = coveringPicks(all, sample, [...experts.keys()]);
  const picks = [...sample, ...extra];
  const listed = new Set(picks.flatMap(listedBackers).map(handicapperIdFromName));
  expect([...experts.keys()].filter((id) => !listed.has(id))).toEqual([]);

  // the detail's own API calls, all at once: the distribution and the game logs
  const details = await Promise.all(
    picks.map(async (pick) => {
      const paths = {
        distribution: `/api/player_distributions/${encodeURIComponent(pick.event_id!)}`,
        logs: `/api/${pick.league.toLowerCase()}_game_logs?player_id=${pick.player_id}&limit=12`,
      };
      return {
        distribution: await getJson<DistributionApi>(request, paths.distribution),
        logs: await getJson<GameLogApi>(request, paths.logs),
      };
    }),
  );

  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'member');
  await waitForServiceWorker(page);
  await page.goto('/add-picks');
  const search = page.getByTestId('picks-search');
  const dialog = page.getByTestId('pick-detail');

  for (const [n, pick] of picks.entries()) {
    const shown = mapServerPick(pick);
    const label = `${pick.league} ${pick.id} ${pick.player_name} ${shown.betType}`;
    const confidence = `${displayConfidence(pick.confidence)}%`;
    const calibrated = probability(pick.calibrated_probability);
    const model = probability(pick.model_probability);
    const market = probability(pick.market_probability);
    const edge = edgeOf(calibrated, market);
    const text = (p: Probability | null) => (p === null ? '—' : percentText(p));

    // the API agrees with itself: its edge, and the distribution call's P(over) at the line
    expect(pick.edge ?? null, label).toBe(edge);
    const { distribution, logs } = details[n]!;
    if (model !== null) {
      const fromDistribution = sideProbability(
        asProbability(distribution.probability_over),
        shown.meta.side,
      );
      expect(percentText(fromDistribution), label).toBe(percentText(model));
    }

    // the card (its numbers are the pick's own: final once it shows)
    await search.fill(pick.player_name);
    expect(await readCard(page, pick.id), label).toEqual({
      confidence: expect.stringContaining(confidence),
      history:
        calibrated === null ? null : `At ${confidence}: ${historicalMeaningText(calibrated)}`,
    });

    // the detail: the tiles, the game logs (the API's rows), a drawn recent-form chart, research
    expect(logs.rows.length, label).toBeGreaterThanOrEqual(2);
    await page
      .locator(`[data-testid="pick-card"][data-pick-id="${pick.id}"]`)
      .getByTestId('pick-card-player')
      .dispatchEvent('click');
    const detail = await readDetail(page, logs.rows.length);
    expect(detail.tiles, label).toEqual({
      confidence,
      calibrated: text(calibrated),
      model: text(model),
      market: text(market),
      edge: edge === null ? '—' : edgeText(edge),
    });
    expect(detail.recentChartMessage, label).toBeNull();
    expect(detail.recentChartPixels, label).toBeGreaterThan(500);

    // the research: one sentence for the numbers in card 1 and card 6; the table's counts
    const cards = detail.research;
    expect(cards, label).toHaveLength(7);
    const quote = probabilityQuote({ model, calibrated, market }, shown.betType);
    expect(cards[0], label).toContain(quote);
    expect(cards[5], label).toBe(quote);
    expectCountsAgree(pick, shown.meta.side, detail.table, cards.slice(0, 5), label);

    // card 7: every listed backer at the API's accuracy and record
    const backers = listedBackers(pick);
    for (const name of backers) {
      const api = experts.get(handicapperIdFromName(name));
      expect(api, `${label}: ${name} on the slate`).toBeDefined();
      const { wins, losses } = api!.record;
      expect(cards[6], label).toContain(
        `${name} ${formatAccuracy(api!.accuracy)} (${wins}-${losses})`,
      );
    }
    const rest = shown.handicapperNames.length - backers.length;
    if (rest > 0) expect(cards[6], label).toContain(`; and ${rest} more.`);

    // the chart's legend: the model probability and the vig-free market line
    await dialog.getByTestId('chart-tab-distribution').dispatchEvent('click');
    expect(await readLegend(page), label).toEqual({
      model:
        model === null
          ? null
          : expect.stringContaining(`Model ${shown.betType}: ${percentText(model)}`),
      market:
        market === null
          ? expect.anything()
          : expect.stringContaining(`Market (vig-free) ${percentText(market)}`),
      marketProbability: market === null ? expect.anything() : String(market),
    });

    if (n === 0) await shoot(page, 'numbers-agree');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});
