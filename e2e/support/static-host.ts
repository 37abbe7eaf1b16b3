import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.html': 'text/html',
  '.map': 'application/json',
};

/** A bare static host with CORS, standing in for the CDN a remote team deploys its `dist/` to. */
export function startStaticHost(root: string, port: number) {
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
    response.end(fs.readFileSync(file));
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
