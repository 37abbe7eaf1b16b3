import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { companyMember, signInPageAs } from './fixtures/companies';
import { buildSaltedRelease, deployInto } from './fixtures/remote-release';
import { baseURL } from './fixtures/session';
import { e2ePaths } from './support/e2e-env.mjs';

const root = path.resolve(import.meta.dirname, '..');
const manifestUrl = `${baseURL}/remotes/mf_company/mf-manifest.json`;

/** The build id a remote's remoteEntry.js stamped into the page (see rspack.base.js). */
const runningBuildOf = (page: Page, remote: string) =>
  page.evaluate(
    (name) => (window as Window & { __BENCHLINK_BUILDS__?: Record<string, string> }).__BENCHLINK_BUILDS__?.[name],
    remote,
  );

const remotePage = (page: Page, remote: string, name: string) =>
  page.locator(`[data-remote="${remote}"][data-page="${name}"]`);
const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const projectsPageCode = /^__federation_expose_projects_page\.[0-9a-f]{10}\.js$/;

type ManifestAnswer = { status: number; projectsPageCode?: string };

/** One look at the remote's manifest: its status, and which file holds the projects page's code in that build. */
async function readManifest(): Promise<ManifestAnswer> {
  const response = await fetch(manifestUrl);
  const body = await response.text();
  try {
    const manifest = JSON.parse(body) as { exposes: { name: string; assets: { js: { sync: string[] } } }[] };
    const projects = manifest.exposes.find((expose) => expose.name === 'projects-page');
    const code = projects?.assets.js.sync.find((file) => projectsPageCode.test(file));
    return { status: response.status, projectsPageCode: code };
  } catch {
    return { status: response.status };
  }
}

/** Runs a command to its end while reading the manifest every few milliseconds; returns every answer, in order. */
async function readManifestWhile(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) =>
    child.on('exit', (code) => {
      exitCode = code;
      resolve();
    }),
  );
  const answers: ManifestAnswer[] = [];
  while (exitCode === undefined) {
    answers.push(await readManifest());
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20))]);
  }
  answers.push(await readManifest());
  expect(exitCode, output).toBe(0);
  return answers;
}

test('a tab keeps working across a redeploy of its remote, and a new tab runs the new build', async ({
  page,
  context,
}) => {
  // The server serves release 1 of mf-company: chunk names no ordinary build has, so only keeping them serves them.
  const releaseOne = buildSaltedRelease('mf-company', path.join(e2ePaths.tmp, 'redeploy', 'release-1'), 'redeploy-1');
  deployInto(releaseOne, 'mf-company', 'redeploy-1');
  const releaseOneFiles = new Set(fs.readdirSync(releaseOne));

  const member = await companyMember({ prefix: 'redeploy' });
  await signInPageAs(page, member);
  const answered = new Map<string, number>();
  page.on('response', (response) => {
    const file = /^\/remotes\/mf_company\/(.+)$/.exec(new URL(response.url()).pathname)?.[1];
    if (file) answered.set(file, response.status());
  });

  await page.goto('/company/profile');
  await expect(remotePage(page, 'mf_company', 'profile-page')).toBeVisible();
  expect(await runningBuildOf(page, 'mf_company')).toBe('redeploy-1');
  expect([...answered.keys()].filter((file) => projectsPageCode.test(file))).toEqual([]);

  // Redeploy with the README's command while the tab stays open; the manifest answers throughout.
  const answers = await readManifestWhile('npm', ['run', 'build', '-w', 'mf-company'], { BUILD_ID: 'redeploy-2' });
  expect(answers.filter((answer) => answer.status !== 200 || !answer.projectsPageCode)).toEqual([]);
  expect(releaseOneFiles.has(answers[0]!.projectsPageCode!)).toBe(true);
  expect(releaseOneFiles.has(answers.at(-1)!.projectsPageCode!)).toBe(false);

  // The open tab still runs release 1; its next page needs code it has not loaded yet, still served.
  await navigation(page).getByRole('link', { name: 'Projects', exact: true }).click();
  await expect(remotePage(page, 'mf_company', 'projects-page')).toBeVisible();
  await expect(page.getByText('This section is temporarily unavailable')).toHaveCount(0);
  expect(await runningBuildOf(page, 'mf_company')).toBe('redeploy-1');
  const projectsCode = [...answered.keys()].filter((file) => projectsPageCode.test(file));
  expect(projectsCode).toHaveLength(1);
  expect(releaseOneFiles.has(projectsCode[0]!)).toBe(true);
  expect([...answered].filter(([, status]) => status >= 400)).toEqual([]);

  // A new tab gets the new build.
  const fresh = await context.newPage();
  await fresh.goto('/company/projects');
  await expect(remotePage(fresh, 'mf_company', 'projects-page')).toBeVisible();
  expect(await runningBuildOf(fresh, 'mf_company')).toBe('redeploy-2');
});
