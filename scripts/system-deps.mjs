// What npm test needs from the system beyond Node and npm: Chromium (page budgets) and its headless shell (browser
// tests), PostgreSQL's server binaries (the API suite's second engine) and libfaketime (journeys with the clock moved
// forward). Like Playwright's `install --with-deps`, a missing one is installed with the system's package manager when
// that is allowed (root with apt-get), and otherwise the run stops with the one command to type. Decision 015 says why
// Debian's packages.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findChromium, HEADLESS_SHELL } from './chromium.mjs';

const POSTGRES_ROOT = '/usr/lib/postgresql';
export const LIBFAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';

const hasPostgres = () =>
  (fs.existsSync(POSTGRES_ROOT) &&
    fs
      .readdirSync(POSTGRES_ROOT)
      .some((version) => fs.existsSync(path.join(POSTGRES_ROOT, version, 'bin', 'pg_ctl')))) ||
  spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim() !== '';

/** Each system dependency: the Debian package that brings it and whether it is here. */
export const SYSTEM_DEPENDENCIES = [
  { name: 'Chromium', debianPackage: 'chromium', present: () => Boolean(findChromium()) },
  {
    name: 'Chromium headless shell',
    debianPackage: 'chromium-headless-shell',
    present: () => fs.existsSync(HEADLESS_SHELL),
  },
  { name: 'PostgreSQL', debianPackage: 'postgresql', present: hasPostgres },
  { name: 'libfaketime', debianPackage: 'libfaketime', present: () => fs.existsSync(LIBFAKETIME) },
];

const canInstall = () =>
  process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0;

/** Installs what is missing, or exits with the command to run; returns quietly when everything is here. */
export function ensureSystemDependencies() {
  const missing = SYSTEM_DEPENDENCIES.filter((dependency) => !dependency.present());
  if (missing.length === 0) return;
  const packages = missing.map((dependency) => dependency.debianPackage);
  const names = missing.map((dependency) => dependency.name).join(', ');
  if (process.env.BENCHLINK_INSTALL_SYSTEM_DEPS === 'no' || !canInstall()) {
    console.error(`npm test needs ${names}. Run: sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`);
    process.exit(1);
  }
  console.log(`▶ Installing ${names} for the tests: apt-get install -y ${packages.join(' ')}`);
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...packages],
  ]) {
    const result = spawnSync('apt-get', args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed; install by hand: apt-get install -y ${packages.join(' ')}`);
      process.exit(1);
    }
  }
  const stillMissing = missing.filter((dependency) => !dependency.present());
  if (stillMissing.length > 0) {
    console.error(`Still missing after apt-get: ${stillMissing.map((dependency) => dependency.name).join(', ')}`);
    process.exit(1);
  }
}
