// The page's answer memory (issue [N] item 6): a stored GET asked again is answered at once from
// what the page last received, revalidated behind it, and forgotten whenever the service worker's
// store would be stale: a write to the resource, the store's announcements, a sign-out.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANSWER_MEMORY_CAPACITY, AnswerMemory } from '../../../src/api/answer-memory';
import { DATA_CHANNEL } from '../../../src/api/channels';
import {
  apiGet,
  apiPost,
  deviceTokenChanged,
  forgetAnswers,
  onStoredAnswerChanged,
  setDeviceTokenSource,
} from '../../../src/api/client';

/** A server stub: each GET answers the current body of its path; calls are counted. */
function serve() {
  const bodies = new Map<string, unknown>();
  const calls: string[] = [];
  let hold: Promise<void> | null = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push(`${init.method} ${url}`);
      if (hold && init.method === 'GET') await hold;
      const body = bodies.get(new URL(url, 'http://x').pathname);
      return body === undefined
        ? new Response(JSON.stringify({ success: false, message: 'Not found' }), { status: 404 })
        : new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  return {
    calls,
    set: (path: string, body: unknown) => bodies.set(path, body),
    /** GETs wait until the returned function is called (a slow network). */
    stall: () => {
      let release = () => {};
      hold = new Promise((resolve) => (release = resolve));
      return () => {
        hold = null;
        release();
      };
    },
  };
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 20));

function broadcast(message: unknown): Promise<void> {
  const channel = new BroadcastChannel(DATA_CHANNEL);
  channel.postMessage(message);
  channel.close();
  return settle();
}

describe("the page's answer memory", () => {
  beforeEach(() => {
    forgetAnswers();
    setDeviceTokenSource(() => Promise.resolve('token-a'));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setDeviceTokenSource(() => Promise.resolve(null));
  });

  it('answers a stored GET asked again at once, even while the network stalls, then revalidates', async () => {
    const server = serve();
    server.set('/api/handicappers/7', { success: true, name: 'Lucky Lou' });
    expect(await apiGet('/handicappers/7')).toMatchObject({ name: 'Lucky Lou', httpStatus: 200 });

    server.set('/api/handicappers/7', { success: true, name: 'Lucky Lou II' });
    const release = server.stall();
    // the network has not answered: the page still gets what it last saw, at once
    expect(await apiGet('/handicappers/7')).toMatchObject({ name: 'Lucky Lou', httpStatus: 200 });
    release();
    await settle();
    // the revalidation behind that answer brought the new one
    expect(await apiGet('/handicappers/7')).toMatchObject({ name: 'Lucky Lou II' });
    await settle();
    expect(server.calls.filter((c) => c === 'GET /api/handicappers/7').length).toBe(3);
  });

  it('does not remember answers the service worker never stores, nor failures', async () => {
    const server = serve();
    server.set('/api/favorites', { success: true, favorites: [1] });
    await apiGet('/favorites');
    server.set('/api/favorites', { success: true, favorites: [1, 2] });
    expect(await apiGet('/favorites')).toMatchObject({ favorites: [1, 2] });

    expect(await apiGet('/handicappers/9')).toMatchObject({ success: false, httpStatus: 404 });
    server.set('/api/handicappers/9', { success: true, name: 'Found' });
    expect(await apiGet('/handicappers/9')).toMatchObject({ name: 'Found' });
  });

  it("never answers one account with another's answer (a sign-in in another tab)", async () => {
    const server = serve();
    server.set('/api/settings/preferences', { success: true, stake: 10 });
    await apiGet('/settings/preferences');
    setDeviceTokenSource(() => Promise.resolve('token-b'));
    deviceTokenChanged('token-b');
    server.set('/api/settings/preferences', { success: true, stake: 25 });
    const release = server.stall();
    const reply = apiGet('/settings/preferences');
    release();
    expect(await reply).toMatchObject({ stake: 25 });
  });

  it('reads its own write: a write to the resource sends the next GET to the network', async () => {
    const server = serve();
    server.set('/api/settings/preferences', { success: true, stake: 10 });
    await apiGet('/settings/preferences');
    server.set('/api/settings/preferences', { success: true, stake: 40 });
    await apiPost('/settings/preferences', { stake: 40 });
    expect(await apiGet('/settings/preferences')).toMatchObject({ stake: 40 });
  });

  it("forgets what the service worker's store announces as changed before telling the listeners", async () => {
    const server = serve();
    server.set('/api/handicappers/3', { success: true, name: 'Old' });
    await apiGet('/handicappers/3');
    server.set('/api/handicappers/3', { success: true, name: 'New' });
    const seen: unknown[] = [];
    const stop = onStoredAnswerChanged((url) => {
      void apiGet(url.slice('/api'.length)).then((reply) => seen.push(reply));
    });
    await broadcast({ type: 'data-changed', url: '/api/handicappers/3' });
    stop();
    expect(seen).toMatchObject([{ name: 'New' }]);
  });

  it('forgets a resource the data worker sent a queued write to', async () => {
    const server = serve();
    server.set('/api/settings/preferences', { success: true, stake: 10 });
    await apiGet('/settings/preferences?v=1');
    server.set('/api/settings/preferences', { success: true, stake: 15 });
    await broadcast({ type: 'answers-dropped', url: '/api/settings/preferences' });
    expect(await apiGet('/settings/preferences?v=1')).toMatchObject({ stake: 15 });
  });

  it('does not keep an answer that was on its way when the memory was told to forget', async () => {
    const server = serve();
    server.set('/api/handicappers/4', { success: true, name: 'Before the sign-out' });
    const release = server.stall();
    const reply = apiGet('/handicappers/4');
    await settle();
    forgetAnswers();
    release();
    await reply;
    server.set('/api/handicappers/4', { success: true, name: 'After' });
    expect(await apiGet('/handicappers/4')).toMatchObject({ name: 'After' });
  });
});

describe('AnswerMemory', () => {
  it('keeps at most its capacity, dropping the answer used longest ago', () => {
    const memory = new AnswerMemory();
    const mark = memory.mark();
    for (let i = 0; i < ANSWER_MEMORY_CAPACITY; i += 1) memory.keep(`k${i}`, `${i}`, mark);
    expect(memory.get('k0')).toBe('0'); // used now: k1 is the oldest
    memory.keep('extra', 'x', mark);
    expect(memory.get('k1')).toBeUndefined();
    expect(memory.get('k0')).toBe('0');
    expect(memory.get('extra')).toBe('x');
  });
});
