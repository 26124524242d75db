/**
 * A tiny static file server for the production builds (dist/ for the remote, dist-shell/ for the
 * host), used by the browser tests. Unknown paths without a file extension get index.html (SPA
 * fallback, for the standalone /login and deep links); unknown files are 404s. `json` answers
 * fixed paths with JSON (the host's /config.json). Every answer carries
 * `Access-Control-Allow-Origin: *` so a host on another origin can load the remote. Content-hashed
 * files are cached for good (`immutable`), HTML never stored, everything else revalidated: it
 * carries an ETag, and a request that names it gets 304 without the body (the browser asks again
 * for the favicon on each in-page navigation, and a host for the remote's manifest on each load).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import etag from 'etag';
import fresh from 'fresh';

/**
 * Files whose name carries the build's content hash (`name.0123456789.js`) never change: served
 * as a CDN serves them, cached for good, so a full navigation does not fetch them again.
 */
const CONTENT_HASHED = /\.[0-9a-f]{10}\.(js|css)$/;

export interface StaticServerOptions {
  /** Folder to serve. */
  root: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Fixed JSON answers by path, e.g. { '/config.json': {...} }; they win over files. */
  json?: Record<string, unknown>;
}

export interface StaticServer {
  /** e.g. http://127.0.0.1:4321 (no trailing slash). */
  origin: string;
  port: number;
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The file a URL path names inside root, or undefined when it would leave root. */
function resolveFile(root: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  return file === root || file.startsWith(`${root}${path.sep}`) ? file : undefined;
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const root = path.resolve(options.root);
  const index = path.join(root, 'index.html');
  if (!isFile(index)) throw new Error(`${root} has no index.html: build it first`);
  const json = options.json ?? {};

  const server = http.createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS', 'Access-Control-Allow-Headers': '*' }).end();
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (Object.hasOwn(json, pathname)) {
      response.writeHead(200, { 'Content-Type': CONTENT_TYPES['.json'], 'Cache-Control': 'no-store' });
      response.end(request.method === 'HEAD' ? undefined : JSON.stringify(json[pathname]));
      return;
    }
    let file = resolveFile(root, pathname);
    if (file && !isFile(file) && isFile(path.join(file, 'index.html'))) file = path.join(file, 'index.html');
    if (!file || !isFile(file)) {
      if (path.posix.extname(pathname) !== '') {
        response.writeHead(404, { 'Content-Type': CONTENT_TYPES['.txt'] }).end('Not found');
        return;
      }
      file = index;
    }
    const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
    const stored = !file.endsWith('.html');
    const cache = !stored ? 'no-store' : CONTENT_HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
    const stats = fs.statSync(file);
    // A weak validator of the file as it is on disk (its size and last change), as express's.
    const tag = stored ? etag(stats) : undefined;
    if (tag && fresh(request.headers, { etag: tag })) {
      response.writeHead(304, { 'Cache-Control': cache, ETag: tag }).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': type, 'Cache-Control': cache, 'Content-Length': stats.size, ...(tag ? { ETag: tag } : {}) });
    if (request.method === 'HEAD' || stats.size === 0) response.end();
    // No more than the length announced: a file rewritten while it is sent (a rebuild) must not put
    // bytes past the answer on a kept-alive connection, where they would garble the next one.
    else fs.createReadStream(file, { start: 0, end: stats.size - 1 }).pipe(response);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
