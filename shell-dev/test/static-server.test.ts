/**
 * shell-dev's static server (the browser tests' and the benches' file server): what it tells the
 * browser to keep, and that a revalidation of an unchanged file costs no body.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startStaticServer } from '../static-server';
import type { StaticServer } from '../static-server';

let dir: string;
let server: StaticServer;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>t</title>');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dir, 'main.0123456789.js'), 'console.log(1)');
  server = await startStaticServer({ root: dir });
});

afterEach(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  header(name: string): string | undefined;
  body: string;
}

/**
 * A GET with exactly these headers, as a browser revalidating its cache sends it (fetch() would add
 * `Cache-Control: no-cache` beside an If-None-Match, which asks for the body whatever the tag).
 */
function get(file: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.origin}${file}`, { headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          const value = (name: string) => {
            const found = response.headers[name.toLowerCase()];
            return Array.isArray(found) ? found.join(', ') : found;
          };
          resolve({ status: response.statusCode ?? 0, header: value, body });
        });
      })
      .on('error', reject);
  });
}

test('a revalidated file carries a validator, and asking with it again gets 304 without the body', async () => {
  const first = await get('/favicon.svg');
  expect(first.status).toBe(200);
  expect(first.header('cache-control')).toBe('no-cache');
  const tag = first.header('etag');
  expect(tag).toMatch(/^W\/".+"$/);
  expect(first.body).toContain('<svg');

  const again = await get('/favicon.svg', { 'If-None-Match': tag! });
  expect(again.status).toBe(304);
  expect(again.header('etag')).toBe(tag);
  expect(again.body).toBe('');

  const other = await get('/favicon.svg', { 'If-None-Match': 'W/"something-else"' });
  expect(other.status).toBe(200);
  expect(other.body).toContain('<svg');
});

test('a changed file is sent again to a browser holding the old validator', async () => {
  const tag = (await get('/favicon.svg')).header('etag')!;
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><title>new</title></svg>');
  const changed = await get('/favicon.svg', { 'If-None-Match': tag });
  expect(changed.status).toBe(200);
  expect(changed.header('etag')).not.toBe(tag);
  expect(changed.body).toContain('new');
});

test('HTML is never stored (no validator, always the body); content-hashed files are kept for good', async () => {
  const page = await get('/tabs/users', { 'If-None-Match': '*' });
  expect(page.status).toBe(200);
  expect(page.header('cache-control')).toBe('no-store');
  expect(page.header('etag')).toBeUndefined();
  expect(page.body).toContain('<title>t</title>');

  const script = await get('/main.0123456789.js');
  expect(script.header('cache-control')).toBe('public, max-age=31536000, immutable');
});

test('a file rewritten while it is sent: no byte beyond the announced length reaches the connection', async () => {
  const big = path.join(dir, 'big.0123456789.js');
  fs.writeFileSync(big, 'a'.repeat(2_000_000));
  const { port } = new URL(server.origin);
  // A raw connection, to count every byte the server puts on it.
  const raw = await new Promise<Buffer>((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write('GET /big.0123456789.js HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => {
      // The file grows as soon as the answer has begun (a rebuild writing it again).
      if (chunks.length === 0) fs.appendFileSync(big, 'b'.repeat(500_000));
      chunks.push(chunk);
    });
    socket.on('end', () => resolve(Buffer.concat(chunks)));
    socket.on('error', reject);
  });
  const headerEnd = raw.indexOf('\r\n\r\n');
  const length = Number(/content-length: (\d+)/i.exec(raw.subarray(0, headerEnd).toString())?.[1]);
  expect(length).toBe(2_000_000);
  expect(raw.length - headerEnd - 4).toBe(length);
});
