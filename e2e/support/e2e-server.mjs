// Starts what the browser tests run against: an SMTP sink that stores each received message as an .eml file,
// and the production server on a fresh data folder, with that sink as its mail server. The server is the compiled one
// that `npm start` runs (api/dist/index.js, built first when missing or older than its sources), so every browser
// test also proves the bundle.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { ensureServerBuild } from '../../scripts/build-server.mjs';
import { e2ePaths, e2ePorts, serverEnv } from './e2e-env.mjs';

fs.rmSync(e2ePaths.tmp, { recursive: true, force: true });
fs.mkdirSync(e2ePaths.mail, { recursive: true });
fs.mkdirSync(e2ePaths.data, { recursive: true });

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      // Written whole, then renamed into place: the mailbox reads each .eml once and keeps what it read.
      const file = path.join(e2ePaths.mail, `${Date.now()}-${received}.eml`);
      fs.writeFileSync(`${file}.part`, Buffer.concat(chunks));
      fs.renameSync(`${file}.part`, file);
      callback();
    });
  },
});
smtp.listen(e2ePorts.smtp, '127.0.0.1');

const root = path.resolve(import.meta.dirname, '..', '..');
const server = spawn(process.execPath, ['--enable-source-maps', await ensureServerBuild()], {
  cwd: root,
  stdio: 'inherit',
  env: serverEnv(e2ePorts.app),
});

const stop = () => {
  server.kill('SIGTERM');
  smtp.close();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  smtp.close();
  process.exit(code ?? 0);
});
