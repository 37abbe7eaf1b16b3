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
