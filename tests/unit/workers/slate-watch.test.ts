// The open pages' check of the slate: a moved date and a new picks version are reported, the
// first look only records, a refused account is not asked again for a while, offline is quiet.
import { describe, expect, it } from 'vitest';
import { SLATE_WATCH_REFUSED_REST_MS, SlateWatch } from '../../../workers/slate-watch';
import type { WorkerDeps } from '../../../workers/worker-deps';

function server() {
  const state = { date: '2026-11-23', version: 'v1', status: 200, offline: false, calls: 0 };
  let now = 1_000_000;
  const deps = {
    fetch: async (url: string) => {
      state.calls += 1;
      expect(url).toBe('/api/picks/summary');
      if (state.offline) throw new TypeError('Failed to fetch');
      return new Response(
        JSON.stringify({ success: true, date: state.date, version: state.version }),
        {
          status: state.status,
        },
      );
    },
    now: () => now,
    authHeaders: async () => ({ 'X-Device-Token': 't' }),
  } as unknown as WorkerDeps;
  return { state, deps, advance: (ms: number) => (now += ms) };
}

describe('the slate watch', () => {
  it('records on the first look, then reports a new version of the same date', async () => {
    const { state, deps } = server();
    const watch = new SlateWatch(deps);
    expect(await watch.check('2026-11-23')).toEqual({ kind: 'none' });
    expect(await watch.check('2026-11-23')).toEqual({ kind: 'none' });
    state.version = 'v2';
    expect(await watch.check('2026-11-23')).toEqual({ kind: 'picks', date: '2026-11-23' });
    expect(await watch.check('2026-11-23')).toEqual({ kind: 'none' });
  });

  it("reports the server's date when it is not the one the pages show", async () => {
    const { state, deps } = server();
    const watch = new SlateWatch(deps);
    await watch.check('2026-11-23');
    state.date = '2026-11-25';
    state.version = 'v9';
    expect(await watch.check('2026-11-23')).toEqual({ kind: 'date', date: '2026-11-25' });
    // once the pages follow, the new date's version is the baseline
    expect(await watch.check('2026-11-25')).toEqual({ kind: 'none' });
  });

  it('rests after a refusal instead of asking on a loop, and asks again later', async () => {
    const { state, deps, advance } = server();
    const watch = new SlateWatch(deps);
    state.status = 403;
    await watch.check('2026-11-23');
    await watch.check('2026-11-23');
    await watch.check('2026-11-23');
    expect(state.calls).toBe(1);
    advance(SLATE_WATCH_REFUSED_REST_MS + 1);
    state.status = 200;
    await watch.check('2026-11-23');
    expect(state.calls).toBe(2);
  });

  it('is quiet offline and shares one request between overlapping checks', async () => {
    const { state, deps } = server();
    const watch = new SlateWatch(deps);
    state.offline = true;
    expect(await watch.check('2026-11-23')).toEqual({ kind: 'none' });
    state.offline = false;
    await Promise.all([watch.check('2026-11-23'), watch.check('2026-11-23')]);
    expect(state.calls).toBe(2);
  });
});
