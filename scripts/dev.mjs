// npm run dev: the API in watch mode plus every app's dev server with hot reload.
import path from 'node:path';
import concurrently from 'concurrently';
import { webApps } from './workspaces.mjs';

const root = path.resolve(import.meta.dirname, '..');

const { result } = concurrently(
  [
    // Pages are opened on the shell's dev server, which forwards /api: that is the origin writes come from and mails link to.
    {
      name: 'api',
      command: 'npm run dev -w api',
      prefixColor: 'yellow',
      env: { PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:3001' },
    },
    ...webApps.map((app) => ({ name: app, command: `npm run dev -w ${app}`, prefixColor: 'cyan' })),
  ],
  { cwd: root, killOthersOn: ['failure'], prefix: 'name' },
);

console.log('Open http://localhost:3001 (the shell dev server); the API runs on http://localhost:3000.');
result.catch(() => process.exit(1));
