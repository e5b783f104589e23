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

  it('keeps each domain folder to the folders its README\'s "May import" names', async () => {
    // time/ may import nothing outside itself; the parlay maths is not its business
    const ids = await ruleIdsFor(
      'src/domain/time/probe.ts',
      "import { breakEvenOf } from '../parlay/break-even';\nexport const probe = breakEvenOf;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
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

  // each forbidden import on its own, so no case passes because an earlier one failed
  it.each([
    ['src/features/picks/probe.ts', '../../../server/services/clock'],
    ['src/features/picks/probe.ts', '../../../workers/picks-fetch'],
    ['src/state/probe.ts', '../../sw/api-store'],
    ['src/ui/probe.ts', '../../workers/picks-fetch'],
    ['src/app/probe.ts', '../../server/services/clock'],
    ['src/ui/probe.ts', '../db/schema'],
    ['workers/probe.ts', '../sw/api-store'],
    ['workers/probe.ts', '../server/services/clock'],
    ['sw/probe.ts', '../workers/picks-fetch'],
    ['server/probe.ts', '../workers/picks-fetch'],
    ['server/probe.ts', '../sw/api-store'],
  ])(
    'stops %s from importing %s',
    async (file, from) => {
      const ids = await ruleIdsFor(file, `import * as probe from '${from}';\nexport { probe };\n`);
      expect(ids).toContain('import-x/no-restricted-paths');
    },
    30_000,
  );

  it('lets the worker and the service worker share src/api', async () => {
    for (const file of ['workers/probe.ts', 'sw/probe.ts']) {
      const ids = await ruleIdsFor(
        file,
        "import { DATA_CHANNEL } from '../src/api/channels';\nexport const probe = DATA_CHANNEL;\n",
      );
      expect(ids, file).toEqual([]);
    }
  }, 30_000);

  it.each([
    'src/features/picks/probe.ts',
    'src/domain/probe.ts',
    'src/app/toasts.tsx',
    'server/probe.ts',
  ])(
    'forbids export * barrels in %s',
    async (file) => {
      const ids = await ruleIdsFor(file, "export * from './elsewhere';\n");
      expect(ids).toContain('no-restricted-syntax');
    },
    30_000,
  );

  it.each([
    'src/features/picks/probe.ts',
    'src/state/probe.ts',
    'src/ui/probe.ts',
    'src/db/probe.ts',
    'workers/probe.ts',
    'sw/probe.ts',
    'server/probe.ts',
  ])(
    'stops %s from reading Date.now()',
    async (file) => {
      const ids = await ruleIdsFor(file, 'export const probe = () => Date.now();\n');
      expect(ids).toEqual(['no-restricted-properties']);
    },
    30_000,
  );

  it.each(['src/api/clock.ts', 'server/services/clock.ts', 'tests/unit/probe.test.ts'])(
    'lets %s read Date.now()',
    async (file) => {
      expect(await ruleIdsFor(file, 'export const probe = () => Date.now();\n')).toEqual([]);
    },
    30_000,
  );

  it('says which clock to use instead', async () => {
    const messages = async (filePath: string) => {
      const [result] = await eslint.lintText('export const probe = () => Date.now();\n', {
        filePath,
      });
      return (result?.messages ?? []).map((m) => m.message).join('\n');
    };
    expect(await messages('src/features/picks/probe.ts')).toContain('clientNow()');
    expect(await messages('workers/probe.ts')).toContain('src/api/clock.ts');
    expect(await messages('server/probe.ts')).toContain('server/services/clock.ts');
  }, 30_000);
});
