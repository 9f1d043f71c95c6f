import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });
const oxlint = join(root, 'node_modules/.bin/oxlint');
const oxlintConfig = join(root, '.oxlintrc.json');

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

  it('reports an import cycle (oxlint)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cycle-probe-'));
    try {
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = (): unknown => b;\n");
      writeFileSync(join(dir, 'b.ts'), "import { a } from './a.ts';\nexport const b = (): unknown => a;\n");
      const run = spawnSync(oxlint, ['-c', oxlintConfig, '--format', 'json', dir], { encoding: 'utf8' });
      const { diagnostics } = JSON.parse(run.stdout) as { diagnostics: { code: string }[] };
      expect(diagnostics.map((diagnostic) => diagnostic.code)).toContain('import(no-cycle)');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the domain free of anything but zod', async () => {
    const domain = 'packages/domain/src/wallet/boundary-probe.ts';
    expect(await rulesOn("export { sql } from 'drizzle-orm';\n", domain)).toContain('no-restricted-imports');
    expect(await rulesOn("export { z } from 'zod';\nexport * from '../money/satang.ts';\n", domain)).toEqual(
      [],
    );
  });
});
