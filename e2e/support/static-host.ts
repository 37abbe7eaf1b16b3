import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.html': 'text/html',
  '.map': 'application/json',
};

/** How often a paced answer sends its next piece. */
const PACE_INTERVAL_MS = 10;

/**
 * Sends `body` at about `bytesPerSecond`, in small pieces: the status, headers and first piece at once, as over a
 * slow link that keeps delivering.
 */
function sendPaced(response: http.ServerResponse, body: Buffer, bytesPerSecond: number) {
  const piece = Math.max(1, Math.round((bytesPerSecond * PACE_INTERVAL_MS) / 1000));
  let offset = 0;
  const sendNext = () => {
    if (response.destroyed) return;
    response.write(body.subarray(offset, offset + piece));
    offset += piece;
    if (offset < body.length) setTimeout(sendNext, PACE_INTERVAL_MS);
    else response.end();
  };
  sendNext();
}

export interface StaticHostOptions {
  /** Sends every file at about this rate (e.g. 200,000 for 1.6 Mbit/s) instead of at once. */
  bytesPerSecond?: number;
}

/** A bare static host with CORS, standing in for the CDN a remote team deploys its `dist/` to. */
export function startStaticHost(root: string, port: number, { bytesPerSecond }: StaticHostOptions = {}) {
  const server = http.createServer((request, response) => {
    const file = path.join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end('Not found');
      return;
    }
    response.writeHead(200, {
      'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'no-cache',
    });
    const body = fs.readFileSync(file);
    if (bytesPerSecond && request.method !== 'HEAD') sendPaced(response, body, bytesPerSecond);
    else response.end(body);
  });
  return new Promise<{ close: () => Promise<void> }>((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({
        // The browser keeps idle connections open; close them too, or closing waits for the page to go away.
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      }),
    );
  });
}
