// One way to raise a toast (issue 15, mend 1): lint refuses react-toastify outside the toast host,
// static or dynamic, and lets features reach showToast.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('toasts only through the toast host', () => {
  it('refuses a direct toast from a feature, imported statically or on demand', async () => {
    const staticImport = await ruleIdsFor(
      'src/features/auth/probe.ts',
      "import { toast } from 'react-toastify';\nexport const probe = () => toast('hi');\n",
    );
    expect(staticImport).toContain('no-restricted-imports');
    const dynamicImport = await ruleIdsFor(
      'src/features/picks/hooks/probe.ts',
      "export const probe = () => import('react-toastify/unstyled').then(({ toast }) => toast('hi'));\n",
    );
    expect(dynamicImport).toContain('no-restricted-syntax');
  }, 30_000);

  it('lets a feature raise a toast with showToast, and the host use react-toastify', async () => {
    const feature = await ruleIdsFor(
      'src/features/auth/probe.ts',
      "import { showToast } from '../../app/toast-host';\nexport const probe = () => showToast((toast) => toast.success('hi'));\n",
    );
    expect(feature).toEqual([]);
    const host = await ruleIdsFor(
      'src/app/toast-host.ts',
      "export const probe = () => import('react-toastify/unstyled');\n",
    );
    expect(host).toEqual([]);
  }, 30_000);
});
