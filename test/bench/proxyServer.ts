import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.ttf': 'font/ttf',
  '.woff': 'font/woff',
};

/**
 * One origin for the bare map page and TIMS: `/bare/…` from `bareDir`, everything else passed
 * to the TIMS server, so the page reaches the assets and FeatureServers as TIMS's own map does.
 */
export async function startProxy(target: string, bareDir: string) {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname.startsWith('/bare/')) {
      const file = path.join(bareDir, path.normalize(url.pathname.slice('/bare/'.length)));
      if (!file.startsWith(bareDir) || !fs.existsSync(file)) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      });
      fs.createReadStream(file).pipe(response);
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = { ...request.headers } as Record<string, string>;
      delete headers.host;
      fetch(`${target}${url.pathname}${url.search}`, {
        method: request.method,
        headers,
        body: ['GET', 'HEAD'].includes(request.method ?? 'GET') ? undefined : Buffer.concat(chunks),
        redirect: 'manual',
      })
        .then((answer) => {
          const forwarded: Record<string, string> = {};
          answer.headers.forEach((value, name) => {
            // fetch has decoded the body already.
            if (name !== 'content-encoding' && name !== 'content-length') forwarded[name] = value;
          });
          response.writeHead(answer.status, forwarded);
          if (!answer.body) {
            response.end();
            return;
          }
          // A body cut short (the server closed the socket, the page went away) ends this
          // answer only, not the benchmark.
          Readable.fromWeb(answer.body as never)
            .on('error', () => response.destroy())
            .pipe(response);
        })
        .catch(() => response.writeHead(502).end());
    });
  });
  // A free port of its own (0): never one another process may hold.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
