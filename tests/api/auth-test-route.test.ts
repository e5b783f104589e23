// The test-only outbox route exists only when NODE_ENV=test.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi } from './support/harness';

const previous = process.env.NODE_ENV;
// Runs before the harness builds the app (hooks run in the order they are registered).
beforeAll(() => {
  process.env.NODE_ENV = 'production';
});
afterAll(() => {
  process.env.NODE_ENV = previous;
});

describeApi('test-only outbox route outside tests', (ctx) => {
  it('is not there in production', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/test/outbox?recipient=a@b.co' });
    expect(res.statusCode).toBe(404);
  });
});
