// The layer boundaries of STYLE.md are enforced by lint: a wrong import or a clock read fails npm test.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('lint boundaries', () => {
  it('keeps src/domain free of other layers, browser globals and the clock', async () => {
    const ids = await ruleIdsFor(
      'src/domain/picks/probe.ts',
      "import { database } from '../../db/schema';\nexport const probe = () => [database, Date.now(), new Date(), window, fetch, indexedDB];\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
    expect(ids).toContain('no-restricted-properties');
    expect(ids).toContain('no-restricted-syntax');
    expect(ids.filter((id) => id === 'no-restricted-globals')).toHaveLength(3);
  }, 30_000);

  it('lets src/domain use its own files (across its folders) and explicit times', async () => {
    const ids = await ruleIdsFor(
      'src/domain/picks/probe.ts',
      "import { slateDateAt } from '../time/slate-date';\nexport const probe = (nowMs: number) => [slateDateAt(nowMs), new Date(nowMs)];\n",
    );
    expect(ids).toEqual([]);
  }, 30_000);

  it('stops the server, the worker and the service worker from importing the UI layers', async () => {
    for (const file of ['server/probe.ts', 'workers/probe.ts', 'sw/probe.ts']) {
      const ids = await ruleIdsFor(
        file,
        "import { auth } from '../src/state/auth';\nexport const probe = auth;\n",
      );
      expect(ids, file).toContain('import-x/no-restricted-paths');
    }
  }, 30_000);

  it('stops one feature from importing another', async () => {
    const ids = await ruleIdsFor(
      'src/features/upgrade/probe.tsx',
      "import { HomeView } from '../parlay/home-view';\nexport const probe = HomeView;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  }, 30_000);
});
