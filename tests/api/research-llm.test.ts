// The optional LLM research provider against a local OpenAI-compatible server started here: the
// request it sends, its answer used as the text, and the data provider's text on every failure.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoSlate } from '../../server/demo/seed-slate';
import { researchProviderFromEnv } from '../../server/providers/research/select-research-provider';
import { issueDeviceToken } from '../../server/services/device-tokens';
import { createUser } from '../../server/services/users';
import { describeApi } from './support/harness';

const SLATE = '2026-11-22';
const LLM_TEXT = 'A rewritten, careful paragraph from the facts.';

type Mode = 'ok' | 'error' | 'slow' | 'garbage' | 'empty';
let mode: Mode = 'ok';
const received: { headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[] = [];

const llm = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
  req.on('end', () => {
    received.push({ headers: req.headers, body: JSON.parse(raw) as Record<string, unknown> });
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (mode === 'ok')
      json(200, { choices: [{ message: { role: 'assistant', content: LLM_TEXT } }] });
    else if (mode === 'error') json(500, { error: { message: 'overloaded' } });
    else if (mode === 'garbage') res.end('<html>not json</html>');
    else if (mode === 'empty') json(200, { choices: [] });
    else setTimeout(() => json(200, { choices: [{ message: { content: LLM_TEXT } }] }), 2000);
  });
});
await new Promise<void>((resolve) => llm.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(llm.address() as AddressInfo).port}/v1/chat/completions`;

// The research routes read these when the app is built (in the harness's beforeAll).
const saved = { ...process.env };
Object.assign(process.env, {
  RESEARCH_PROVIDER: 'llm',
  LLM_API_URL: url,
  LLM_API_KEY: 'test-key',
  LLM_MODEL: 'tiny-test-model',
  LLM_TIMEOUT_MS: '300',
});

afterAll(async () => {
  for (const key of [
    'RESEARCH_PROVIDER',
    'LLM_API_URL',
    'LLM_API_KEY',
    'LLM_MODEL',
    'LLM_TIMEOUT_MS',
  ])
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  llm.closeAllConnections();
  await new Promise<void>((resolve) => llm.close(() => resolve()));
});

it('refuses an llm provider without its URL and model, and unknown providers', () => {
  expect(() => researchProviderFromEnv({ RESEARCH_PROVIDER: 'llm' })).toThrow(/LLM_API_URL/);
  expect(() => researchProviderFromEnv({ RESEARCH_PROVIDER: 'oracle' })).toThrow(
    /RESEARCH_PROVIDER/,
  );
  expect(researchProviderFromEnv({}).name).toBe('data');
});

describeApi('research through an LLM', (ctx) => {
  let token = '';
  let player = '';

  beforeAll(async () => {
    const { app, clock } = ctx();
    await seedDemoSlate(app.database, clock, {
      seed: 7,
      slateDate: SLATE,
      pickDaysBack: 1,
      daysForward: 1,
      leagues: ['MLB'],
    });
    const userId = await createUser(app.database.db, clock, {
      email: 'paid@llm.test',
      roles: ['member'],
    });
    token = await issueDeviceToken(app.database.db, clock, { userId, deviceId: 'd', uaHash: 'u' });
    const row = await app.database.db
      .selectFrom('players')
      .select('name')
      .where('player_type', '=', 'hitter')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    player = row.name;
  });

  const justify = () =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/ai/justify-pick',
      headers: { 'x-device-token': token },
      payload: { playerName: player, league: 'MLB', betType: 'Over 0.5 Hits' },
    });

  it("uses the model's answer and sends it the facts and the data draft", async () => {
    mode = 'ok';
    received.length = 0;
    const res = await justify();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, content: LLM_TEXT, provider: 'llm' });
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call!.headers.authorization).toBe('Bearer test-key');
    expect(call!.body.model).toBe('tiny-test-model');
    const messages = call!.body.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messages[0]!.content).toMatch(/only the facts/i);
    expect(messages[1]!.content).toContain(player);
    expect(messages[1]!.content).toContain(`went over 0.5 hits in`);

    const readiness = await ctx().app.inject({
      method: 'POST',
      url: '/api/ai/player-readiness',
      headers: { 'x-device-token': token },
      payload: { playerName: player, league: 'MLB', opponent: '' },
    });
    expect(readiness.json()).toMatchObject({ content: LLM_TEXT, provider: 'llm' });
  });

  it('falls back to the data text on an HTTP error, a non-JSON or empty reply, and a timeout', async () => {
    for (const failure of ['error', 'garbage', 'empty', 'slow'] as const) {
      mode = failure;
      const started = Date.now();
      const res = await justify();
      expect(res.statusCode, failure).toBe(200);
      const body = res.json();
      expect(body.provider, failure).toBe('data');
      expect(body.content, failure).toContain(`${player} went over 0.5 hits in`);
      if (failure === 'slow') expect(Date.now() - started).toBeLessThan(1500);
    }
  });
});
