// The API client reports 401 and 403 replies (the page turns them into redirects) and adds httpStatus.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, onAuthStatus } from '../../../src/api/client';

function replyWith(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status }))),
  );
}

describe('API client auth statuses', () => {
  afterEach(() => {
    onAuthStatus(null);
    vi.unstubAllGlobals();
  });

  it('hands a 403 with its upgrade address to the listener', async () => {
    const heard: unknown[] = [];
    onAuthStatus((status, path, reply) => heard.push([status, path, reply.upgrade_url]));
    replyWith(403, {
      success: false,
      message: 'A paid membership is required',
      upgrade_url: '/upgrade',
    });
    const reply = await apiGet('/picks');
    expect(reply).toMatchObject({ success: false, httpStatus: 403 });
    expect(heard).toEqual([[403, '/picks', '/upgrade']]);
  });

  it('hands a 401 to the listener and leaves other statuses alone', async () => {
    const heard: number[] = [];
    onAuthStatus((status) => heard.push(status));
    replyWith(401, { success: false, message: 'Authentication required' });
    await apiGet('/favorites');
    replyWith(400, { success: false, message: 'bad' });
    await apiGet('/favorites');
    expect(heard).toEqual([401]);
  });

  it('turns a network failure into the spec message with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    expect(await apiGet('/picks')).toEqual({
      success: false,
      message: 'Network error occurred',
      httpStatus: 0,
    });
  });
});
