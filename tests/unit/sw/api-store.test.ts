// The service worker's stored API answers belong to the account they were fetched for: a
// revalidation that started before sign-out never writes the previous account's answer back, and
// a request never gets another account's stored answer.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeDevice } from '../../../src/db/meta';
import { ParlayDatabase } from '../../../src/db/schema';
import { endSession } from '../../../src/db/session';
import { staleWhileRevalidate } from '../../../sw/api-store';

const URL_FAVORITES = 'http://app.test/api/favorites';
let db: ParlayDatabase;
let counter = 0;
/** The network: each fetch waits until the test answers it. */
let answers: ((body: unknown) => void)[];
let fetched: Request[];

function jsonAnswer(body: unknown): Response {
  const response = new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json', etag: `"${JSON.stringify(body).length}"` },
  });
  // a same-origin answer, as the browser types it (a constructed Response says 'default')
  Object.defineProperty(response, 'type', { value: 'basic' });
  return response;
}

async function signIn(token: string) {
  await writeDevice(db, {
    device_token: token,
    device_id: 'd',
    ua_hash: 'u',
    last_interactive_auth: 1,
  });
}

function get(token: string | null): Request {
  return new Request(URL_FAVORITES, { headers: token ? { 'X-Device-Token': token } : {} });
}

/** Serves one request as the service worker does; `background` collects its revalidation. */
function serve(request: Request) {
  const background: Promise<unknown>[] = [];
  const answer = staleWhileRevalidate(db, request, (work) => background.push(work));
  return { answer, settled: () => Promise.all(background) };
}

const until = async (done: () => boolean) => {
  for (let i = 0; i < 1000 && !done(); i += 1) await new Promise((r) => setTimeout(r, 1));
  expect(done()).toBe(true);
};

beforeEach(async () => {
  counter += 1;
  db = new ParlayDatabase(`sw-store-test-${counter}`);
  answers = [];
  fetched = [];
  vi.stubGlobal(
    'fetch',
    (input: string, init?: RequestInit) =>
      new Promise<Response>((resolve) => {
        fetched.push(new Request(input, init));
        answers.push((body) => resolve(jsonAnswer(body)));
      }),
  );
  vi.stubGlobal(
    'BroadcastChannel',
    class {
      postMessage() {}
      close() {}
    },
  );
  await signIn('token-of-a');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await db.delete();
});

describe('stored answers and sign-out', () => {
  it("a revalidation that started before sign-out does not write the previous account's answer back", async () => {
    // nothing stored yet: the request waits for the network
    const first = serve(get('token-of-a'));
    await until(() => answers.length === 1);
    await endSession(db, { revoke: true, discardWritesOf: 7 }, 0);
    answers[0]!({ favorites: ['a-secret'] });
    expect((await first.answer).status).toBe(200);
    expect(await db.responses.count()).toBe(0);
  });

  it('a background revalidation of a stored answer does not rewrite it after sign-out', async () => {
    const first = serve(get('token-of-a'));
    await until(() => answers.length === 1);
    answers[0]!({ favorites: ['a-1'] });
    await first.answer;
    expect(await db.responses.count()).toBe(1);

    // answered from the store at once; the revalidation is still on the way at sign-out
    const again = serve(get('token-of-a'));
    expect((await again.answer).headers.get('x-served-from')).toBe('sw-store');
    await until(() => answers.length === 2);
    await endSession(db, { revoke: true, discardWritesOf: 7 }, 0);
    answers[1]!({ favorites: ['a-2'] });
    await again.settled();
    expect(await db.responses.count()).toBe(0);
  });

  it("a request never gets another account's stored answer", async () => {
    const first = serve(get('token-of-a'));
    await until(() => answers.length === 1);
    answers[0]!({ favorites: ['a-secret'] });
    await first.answer;

    // B signs in on the same device (A's row left behind, as by a crash before the clear)
    await signIn('token-of-b');
    const other = serve(get('token-of-b'));
    await until(() => answers.length === 2);
    // B's request went to the network, without A's ETag
    expect(fetched[1]!.headers.get('if-none-match')).toBeNull();
    answers[1]!({ favorites: ['b-own'] });
    const reply = await other.answer;
    expect(reply.headers.get('x-served-from')).toBeNull();
    expect(await reply.json()).toEqual({ favorites: ['b-own'] });
    // and B's answer took the row: a later request of B's is served from the store
    const later = serve(get('token-of-b'));
    expect(await (await later.answer).json()).toEqual({ favorites: ['b-own'] });
    // while an anonymous request is not served B's answer either
    const anonymous = serve(get(null));
    await until(() => answers.length === 4);
    answers[3]!({ favorites: [] });
    expect((await anonymous.answer).headers.get('x-served-from')).toBeNull();
  });
});

describe('revalidations of a stored answer', () => {
  it('a burst of hits on one key sends one revalidation and one more after it, not one each', async () => {
    const first = serve(get('token-of-a'));
    await until(() => answers.length === 1);
    answers[0]!({ favorites: ['v1'] });
    await first.answer;

    // five hits while the first revalidation is on the way: all answered from the store
    const hits = Array.from({ length: 5 }, () => serve(get('token-of-a')));
    for (const hit of hits) {
      expect((await hit.answer).headers.get('x-served-from')).toBe('sw-store');
    }
    await until(() => answers.length === 2);
    expect(fetched).toHaveLength(2);
    answers[1]!({ favorites: ['v2-longer'] });
    // the hits made after it started get one more, which starts after them and sends v2's ETag
    await until(() => answers.length === 3);
    expect(fetched[2]!.headers.get('if-none-match')).toBe(
      `"${JSON.stringify({ favorites: ['v2-longer'] }).length}"`,
    );
    answers[2]!({ favorites: ['v3'] });
    await Promise.all(hits.map((hit) => hit.settled()));
    expect(fetched).toHaveLength(3);
    const stored = await db.responses.toArray();
    expect(stored.map((row) => JSON.parse(row.body) as unknown)).toEqual([{ favorites: ['v3'] }]);
  });
});
