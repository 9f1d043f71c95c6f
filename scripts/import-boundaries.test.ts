import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { boundaries } from '../eslint.boundaries.js';

// The boundary block of eslint.config.js on its own: the type-aware rules would only slow this down.
const eslint = new ESLint({
  cwd: new URL('..', import.meta.url).pathname,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...boundaries],
});

/** The rules that report `code` placed at `filePath`. */
const rulesOn = async (code: string, filePath: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId);
};

describe('import boundaries', () => {
  it("reports a feature importing another feature's internals, not its public index", async () => {
    const lotto = 'apps/server/src/modules/lotto/boundary-probe.ts';
    expect(await rulesOn("export { postEntry } from '../wallet/post-entry.ts';\n", lotto)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesOn("export { postEntry } from '../wallet/index.ts';\n", lotto)).toEqual([]);
  });

  it('reports the same on the web tier, and a feature importing the app', async () => {
    const deposits = 'apps/web/src/features/deposits/boundary-probe.ts';
    expect(await rulesOn("export { checkAmount } from '../wallet/amount.ts';\n", deposits)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesOn("export { checkAmount } from '../wallet/index.ts';\n", deposits)).toEqual([]);
    expect(await rulesOn("export { routes } from '../../app/router.tsx';\n", deposits)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('reports member code importing a back-office screen, not back-office code doing so', async () => {
    const code = "export { parseBahtInput } from '../features/wallet/admin/money.ts';\n";
    expect(await rulesOn(code, 'apps/web/src/routes/boundary-probe.ts')).toContain(
      'import-x/no-restricted-paths',
    );
    const adminCode = "export { parseBahtInput } from '../../wallet/admin/index.ts';\n";
    expect(await rulesOn(adminCode, 'apps/web/src/features/lotto/admin/boundary-probe.ts')).toEqual([]);
  });

  it('reports platform code importing a feature', async () => {
    const code = "export { postEntry } from '../modules/wallet/index.ts';\n";
    expect(await rulesOn(code, 'apps/server/src/platform/boundary-probe.ts')).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('reports an import cycle', async () => {
    // The wallet's index re-exports post-entry.ts: post-entry importing the index closes a cycle.
    const code =
      "import { runMoneyTransaction } from './index.ts';\nexport const probe = runMoneyTransaction;\n";
    expect(await rulesOn(code, 'apps/server/src/modules/wallet/post-entry.ts')).toContain(
      'import-x/no-cycle',
    );
  });

  it('keeps the domain free of anything but zod', async () => {
    const domain = 'packages/domain/src/wallet/boundary-probe.ts';
    expect(await rulesOn("export { sql } from 'drizzle-orm';\n", domain)).toContain('no-restricted-imports');
    expect(await rulesOn("export { z } from 'zod';\nexport * from '../money/satang.ts';\n", domain)).toEqual(
      [],
    );
  });
});
