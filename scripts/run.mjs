import { spawn } from 'node:child_process';

/** Runs a command with inherited output; resolves on exit code 0, rejects otherwise. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', shell: false, ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/**
 * Runs a command with its output (stdout and stderr, interleaved as written) collected instead of shown; resolves
 * with `{ ok, output }` once it exits, whatever the code, so that steps run side by side can print theirs whole.
 */
export function runCollected(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], shell: false, ...options });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => resolve({ ok: false, output: `${Buffer.concat(chunks)}${error.message}\n` }));
    child.on('close', (code, signal) => {
      const output = Buffer.concat(chunks).toString();
      resolve({ ok: code === 0, output: code === 0 ? output : `${output}(${signal ?? `exit code ${code}`})\n` });
    });
  });
}
