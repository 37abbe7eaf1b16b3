// The boundary rules of eslint.config.js, run on snippets at fake paths: a glob or regex typo would otherwise
// switch a rule off without a single lint error to show for it.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The rules that report `code` as if it were the file at `filePath` (relative to the repository). */
async function rulesReporting(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const IMPORTS = 'no-restricted-imports';
const ENV = 'no-restricted-properties';
const SYNTAX = 'no-restricted-syntax';

describe('import boundaries', () => {
  it.each([
    [
      'a remote importing another remote by name',
      'mf-company/src/features/x/x.tsx',
      "export { X } from '@benchlink/mf-admin';",
    ],
    [
      'a remote importing another remote by path',
      'mf-company/src/features/x/x.tsx',
      "export { X } from '../../../../mf-admin/src/pages/x';",
    ],
    [
      'a remote importing the shell',
      'mf-admin/src/pages/x.tsx',
      "export { X } from '@benchlink/shell/src/app/provider';",
    ],
    [
      'the shell importing a remote',
      'shell/src/app/x.tsx',
      "export { X } from '../../../mf-company/src/pages/profile-page';",
    ],
    [
      'the design system importing the API client',
      'design-system/src/components/x/x.tsx',
      "export { api } from '@benchlink/api-client';",
    ],
    [
      'the design system importing the contracts',
      'design-system/src/components/x/x.tsx',
      "export type { User } from '@benchlink/contracts/auth';",
    ],
    [
      'the design system importing an app',
      'design-system/src/components/x/x.tsx',
      "export { X } from '@benchlink/mf-company';",
    ],
    ['a remote importing drizzle-orm', 'mf-marketplace/src/features/x/x.ts', "export { eq } from 'drizzle-orm';"],
    ['a remote importing a Node built-in', 'mf-auth/src/lib/x.ts', "export { readFile } from 'node:fs';"],
    ['a remote importing the Hono app', 'mf-auth/src/lib/x.ts', "export { createApp } from '@benchlink/api';"],
    ['the shell importing Hono itself', 'shell/src/x.ts', "export { Hono } from 'hono';"],
    ['the contracts importing Hono', 'contracts/src/x.ts', "export { Hono } from 'hono';"],
    [
      'the client importing the server by path',
      'api-client/src/x.ts',
      "export { adminRoutes } from '../../api/src/routes/admin/admin.routes';",
    ],
    [
      'the client importing the app for its value',
      'api-client/src/x.ts',
      "export { createApp } from '@benchlink/api';",
    ],
    [
      'the client importing the design system',
      'api-client/src/x.ts',
      "export { Button } from '@benchlink/design-system';",
    ],
    ['the contracts importing the client', 'contracts/src/x.ts', "export { api } from '@benchlink/api-client';"],
    [
      'the design system importing the domain UI',
      'design-system/src/components/x/x.tsx',
      "export { X } from '@benchlink/domain-ui';",
    ],
    ['the domain UI importing a remote', 'domain-ui/src/x.tsx', "export { X } from '@benchlink/mf-company';"],
    ['the domain UI importing the server', 'domain-ui/src/x.tsx', "export { eq } from 'drizzle-orm';"],
    [
      'the federation topology importing the domain UI',
      'federation/src/x.tsx',
      "export { X } from '@benchlink/domain-ui';",
    ],
    [
      'a feature importing another feature',
      'mf-company/src/features/projects/components/x.tsx',
      "export { X } from '../../positions/components/position-form';",
    ],
    [
      'a feature importing another feature from the src root',
      'mf-company/src/features/projects/x.ts',
      "export { X } from '../../features/talents/api/get-talent';",
    ],
    [
      'a server module importing the design system',
      'api/src/routes/x/x.ts',
      "export { Button } from '@benchlink/design-system';",
    ],
    [
      'a server module importing the API client',
      'api/src/routes/x/x.ts',
      "export { api } from '@benchlink/api-client';",
    ],
    [
      "a remote's shipped code importing the test support",
      'mf-admin/src/pages/x.tsx',
      "export { renderPage } from '@benchlink/test-support';",
    ],
    ['the test support importing a remote', 'test-support/src/x.ts', "export { X } from '@benchlink/mf-company';"],
  ])('reports %s', async (_, filePath, code) => {
    expect(await rulesReporting(filePath, code)).toContain(IMPORTS);
  });

  it.each([
    [
      'a remote importing the design system and the API entries',
      'mf-company/src/x.ts',
      "export { Button } from '@benchlink/design-system';\nexport { api } from '@benchlink/api-client';\nexport { paths } from '@benchlink/contracts/paths';",
    ],
    ['a remote importing the app type', 'mf-company/src/x.ts', "export type { AppType } from '@benchlink/api';"],
    [
      'the client importing hono/client and the app type',
      'api-client/src/x.ts',
      "export { hc } from 'hono/client';\nexport type { AppType } from '@benchlink/api';",
    ],
    [
      'the domain UI importing the design system, the client and the contracts',
      'domain-ui/src/x.tsx',
      "export { Button } from '@benchlink/design-system';\nexport { api } from '@benchlink/api-client';\nexport { paths } from '@benchlink/contracts/paths';",
    ],
    [
      'a remote importing the domain UI and the federation topology',
      'mf-company/src/x.ts',
      "export { X } from '@benchlink/domain-ui';\nexport { remotes } from '@benchlink/federation';",
    ],
    [
      "a feature importing the remote's lib and components",
      'mf-company/src/features/projects/components/x.tsx',
      "export { X } from '../../../lib/x';\nexport { Y } from '../../../components/y';",
    ],
    [
      'a server module importing the contracts and the topology',
      'api/src/routes/x/x.ts',
      "export { paths } from '@benchlink/contracts/paths';\nexport { remotes } from '@benchlink/federation';",
    ],
    [
      'a server module importing Node, Hono and Drizzle',
      'api/src/routes/x/x.ts',
      "export { Hono } from 'hono';\nexport { eq } from 'drizzle-orm';\nexport { readFile } from 'node:fs';",
    ],
    [
      'a remote importing its own modules',
      'mf-company/src/features/x/components/x.tsx',
      "export { getX } from '../api/get-x';\nexport { y } from '../../../lib/y';",
    ],
    [
      'a test importing the test support',
      'shell/src/app/x.test.tsx',
      "export { renderPage } from '@benchlink/test-support';",
    ],
    [
      'the test support importing the app type and Hono types',
      'test-support/src/x.ts',
      "export type { AppType } from '@benchlink/api';\nexport type { ExtractSchema } from 'hono/types';",
    ],
  ])('allows %s', async (_, filePath, code) => {
    expect(await rulesReporting(filePath, code)).toEqual([]);
  });
});

describe('environment access', () => {
  it('reports process.env outside config.ts', async () => {
    expect(await rulesReporting('api/src/routes/x.ts', 'export const port = process.env.PORT;')).toContain(ENV);
    expect(await rulesReporting('mf-company/src/x.ts', 'export const { env } = process;')).toContain(ENV);
  });

  it('allows it in api/src/config.ts and in build tooling', async () => {
    expect(await rulesReporting('api/src/config.ts', 'export const port = process.env.PORT;')).toEqual([]);
    expect(await rulesReporting('scripts/x.mjs', 'export const port = process.env.PORT;')).toEqual([]);
  });
});

describe('server state', () => {
  const query = "export const options = { queryKey: ['projects', 'list'], queryFn: () => fetch('/api/projects') };";

  it.each([
    ['a remote writing a query key and fetcher', 'mf-company/src/features/projects/components/x.tsx', query],
    ['a page of a remote writing a query', 'mf-marketplace/src/pages/x.tsx', query],
    ['the shell writing a query', 'shell/src/layout/x.ts', query],
    [
      'a remote writing a mutation function',
      'mf-admin/src/features/x/x.ts',
      'export const options = { mutationFn: (id: number) => fetch(`/api/x/${id}`) };',
    ],
    ['a quoted query key', 'mf-auth/src/features/auth/x.ts', "export const options = { 'queryKey': ['auth'] };"],
  ])('reports %s', async (_, filePath, code) => {
    expect(await rulesReporting(filePath, code)).toContain(SYNTAX);
  });

  it.each([
    ['the client declaring it', 'api-client/src/queries/x.ts', query],
    ['a remote test building a fixture', 'mf-company/src/features/projects/components/x.test.tsx', query],
    ['a remote test helper', 'mf-company/src/testing/x.ts', query],
    [
      'a remote reading a key through the client',
      'mf-auth/src/x.ts',
      "import { sessionQueryOptions } from '@benchlink/api-client';\nexport const key = sessionQueryOptions.queryKey;",
    ],
  ])('allows %s', async (_, filePath, code) => {
    expect(await rulesReporting(filePath, code)).not.toContain(SYNTAX);
  });
});

describe('function length', () => {
  const LENGTH = 'max-lines-per-function';
  /** A function of `statements` lines between its braces (so `statements + 2` lines), with blank and comment lines on top. */
  const functionOf = (statements: number) =>
    [
      'export function Long() {',
      ...Array.from({ length: statements }, (_, line) => `  console.log(${line});\n\n  // note ${line}`),
      '}',
    ].join('\n');

  it('reports a browser function over 120 lines, counting neither blank lines nor comments', async () => {
    expect(await rulesReporting('mf-company/src/features/x/components/x.tsx', functionOf(119))).toContain(LENGTH);
    expect(await rulesReporting('domain-ui/src/forms/x.tsx', functionOf(119))).toContain(LENGTH);
    expect(await rulesReporting('design-system/src/components/x/x.tsx', functionOf(119))).toContain(LENGTH);
  });

  it('allows 120 lines, and longer functions in tests and outside the browser packages', async () => {
    expect(await rulesReporting('mf-company/src/features/x/components/x.tsx', functionOf(118))).not.toContain(LENGTH);
    expect(await rulesReporting('mf-company/src/features/x/components/x.test.tsx', functionOf(200))).not.toContain(
      LENGTH,
    );
    expect(await rulesReporting('api/src/routes/x/x.ts', functionOf(200))).not.toContain(LENGTH);
  });
});

describe('locale data at start-up', () => {
  const atModuleScope = "export const collator = new Intl.Collator('en');";
  const exportedLater =
    "const format = new Intl.RelativeTimeFormat('en');\nexport const ago = (days: number) => format.format(days, 'day');";
  const atFirstUse =
    "let collator: Intl.Collator | undefined;\nexport const compare = (a: string, b: string) => (collator ??= new Intl.Collator('en')).compare(a, b);";

  it.each([
    ['the design system', 'design-system/src/formatters/x.ts', atModuleScope],
    ['the API client', 'api-client/src/queries/x.ts', exportedLater],
    ['the shell', 'shell/src/layout/x.tsx', exportedLater],
    ['a remote', 'mf-company/src/features/talents/utils/x.ts', atModuleScope],
    ['the contracts', 'contracts/src/x.ts', exportedLater],
  ])('reports an Intl object made while a module of %s is evaluated', async (_, filePath, code) => {
    expect(await rulesReporting(filePath, code)).toContain(SYNTAX);
  });

  it.each([
    ['made at first use', 'design-system/src/formatters/x.ts', atFirstUse],
    ['in a test', 'design-system/src/formatters/x.test.ts', atModuleScope],
    ['on the server', 'api/src/lib/x.ts', atModuleScope],
  ])('allows one %s', async (_, filePath, code) => {
    expect(await rulesReporting(filePath, code)).not.toContain(SYNTAX);
  });
});
