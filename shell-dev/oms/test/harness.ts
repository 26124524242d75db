/**
 * Test harness: starts the OMS dev server on a free port over a temp database and talks real
 * HTTP to it with the global fetch.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startOmsServer, type OmsServer, type OmsServerOptions } from '../server';
import { DEMO_LOGINS } from '../seed/fixtures';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/**
 * A small JSON client bound to a base URL and (optionally) a token. Every request asks for its
 * connection to be closed: no socket is kept alive to go stale when a test restarts the server.
 */
export class Client {
  constructor(
    readonly baseUrl: string,
    readonly token?: string,
  ) {}

  private headers(json: boolean): Record<string, string> {
    return { Connection: 'close', ...(json ? { 'Content-Type': 'application/json' } : {}), ...(this.token ? { Authorization: `Bearer ${this.token}` } : {}) };
  }

  private static async read<T>(response: Response): Promise<Answer<T>> {
    const text = await response.text();
    const json = text.startsWith('//') ? text.slice(2) : text;
    return { status: response.status, body: (json ? JSON.parse(json) : {}) as T };
  }

  async post<T = Record<string, unknown>>(pathName: string, body: unknown = {}): Promise<Answer<T>> {
    return Client.read<T>(await fetch(this.baseUrl + pathName, { method: 'POST', headers: this.headers(true), body: JSON.stringify(body) }));
  }

  async get<T = Record<string, unknown>>(pathName: string, query?: URLSearchParams): Promise<Answer<T>> {
    const suffix = query ? `?${query.toString()}` : '';
    return Client.read<T>(await fetch(this.baseUrl + pathName + suffix, { headers: this.headers(false) }));
  }

  async postForm<T = Record<string, unknown>>(pathName: string, form: FormData): Promise<Answer<T>> {
    return Client.read<T>(await fetch(this.baseUrl + pathName, { method: 'POST', headers: this.headers(false), body: form }));
  }

  /** POST service/<name>. */
  service<T = Record<string, unknown>>(name: string, body: unknown): Promise<Answer<T>> {
    return this.post<T>(`service/${name}`, body);
  }

  /** POST performFind. */
  find<T = FindBody>(body: Record<string, unknown>): Promise<Answer<T>> {
    return this.post<T>('performFind', body);
  }
}

export interface FindBody {
  docs?: Array<Record<string, unknown>>;
  count?: number;
  error?: unknown;
}

export interface TestServer {
  server: OmsServer;
  dir: string;
  dbFile: string;
  anonymous: Client;
  /** Logs in and returns a client carrying the token. */
  as(userLoginId: string, password: string): Promise<Client>;
  admin(): Promise<Client>;
  /** Restarts on the same database file and port. */
  restart(options?: Partial<OmsServerOptions>): Promise<void>;
  close(): Promise<void>;
}

/** Starts a server over a fresh temp database (seeded). Close it in afterAll. */
export async function startTestServer(options: Partial<OmsServerOptions> = {}): Promise<TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oms-test-'));
  const dbFile = path.join(dir, 'oms.sqlite');
  // OMS_TEST_ERROR_SHAPE=http runs the whole suite in the http shape (expectRejected follows it).
  const errorShape = process.env.OMS_TEST_ERROR_SHAPE === 'http' ? 'http' : undefined;
  const start = (extra: Partial<OmsServerOptions>) => startOmsServer({ port: 0, dbFile, quiet: true, errorShape, ...options, ...extra });
  const harness: TestServer = {
    server: await start({}),
    dir,
    dbFile,
    get anonymous() {
      return new Client(harness.server.url);
    },
    async as(userLoginId, password) {
      const answer = await new Client(harness.server.url).post<{ token?: string; _ERROR_MESSAGE_?: string }>('login', { USERNAME: userLoginId, PASSWORD: password });
      if (!answer.body.token) throw new Error(`login ${userLoginId} failed: ${JSON.stringify(answer.body)}`);
      return new Client(harness.server.url, answer.body.token);
    },
    admin: () => harness.as(DEMO_LOGINS.admin.userLoginId, DEMO_LOGINS.admin.password),
    async restart(extra = {}) {
      const port = harness.server.port;
      await harness.server.close();
      harness.server = await start({ port, ...extra });
    },
    async close() {
      await harness.server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return harness;
}

/** A digest of every row of every data table: equal before and after means nothing was written. */
export function fingerprint(server: OmsServer): string {
  const tables = server.db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT IN ('DevToken', 'DevMeta') ORDER BY name")
    .all() as Array<{ name: string }>;
  const hash = createHash('sha1');
  for (const { name } of tables) hash.update(name).update(JSON.stringify(server.db.prepare(`SELECT * FROM "${name}" ORDER BY 1, 2`).all()));
  return hash.digest('hex');
}

/** Expects a successful answer: HTTP 200 without `_ERROR_MESSAGE_(_LIST_)` (a failure in the 'ofbiz' shape). */
export function expectOk<T>(answer: Answer<T>, what = 'call'): T {
  const body = answer.body as { _ERROR_MESSAGE_?: unknown; _ERROR_MESSAGE_LIST_?: unknown } | null;
  if (answer.status !== 200 || (typeof body === 'object' && body !== null && (body._ERROR_MESSAGE_ !== undefined || body._ERROR_MESSAGE_LIST_ !== undefined))) {
    throw new Error(`${what}: expected a successful answer, got ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

/** What a failed call answered: its HTTP status and message, whichever shape it came in. */
export function failureOf(answer: Answer<unknown>): { status: number; message: string | undefined; shape: 'ofbiz' | 'http' | 'none' } {
  const body = (typeof answer.body === 'object' && answer.body !== null ? answer.body : {}) as { _ERROR_MESSAGE_?: unknown; error?: { message?: unknown } };
  if (typeof body._ERROR_MESSAGE_ === 'string') return { status: answer.status, message: body._ERROR_MESSAGE_, shape: 'ofbiz' };
  if (typeof body.error?.message === 'string') return { status: answer.status, message: body.error.message, shape: 'http' };
  return { status: answer.status, message: undefined, shape: 'none' };
}

/**
 * Expects `answer` to be a service failure in the server's error shape: 200 `{ _ERROR_MESSAGE_ }`
 * ('ofbiz', the default) or `httpStatus` with `{ error: { message } }` ('http'). Returns the message.
 */
export function expectFailure(t: TestServer, answer: Answer<unknown>, httpStatus: number, messagePart?: string, what = 'call'): string {
  const failure = failureOf(answer);
  const ofbiz = t.server.errorShape === 'ofbiz';
  const ok = ofbiz ? failure.status === 200 && failure.shape === 'ofbiz' : failure.status === httpStatus && failure.shape === 'http';
  if (!ok || failure.message === undefined || (messagePart !== undefined && !failure.message.includes(messagePart))) {
    const expected = ofbiz ? `200 { _ERROR_MESSAGE_ }` : `${httpStatus} { error: { message } }`;
    throw new Error(`${what}: expected ${expected} with '${messagePart ?? ''}', got ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return failure.message;
}

/**
 * Calls a service expecting a failure (see expectFailure; `httpStatus` is the status of the 'http'
 * shape) and checks that nothing was written.
 */
export async function expectRejected(t: TestServer, client: Client, service: string, body: unknown, httpStatus: number, messagePart?: string): Promise<string> {
  const before = fingerprint(t.server);
  const answer = await client.service(service, body);
  const message = expectFailure(t, answer, httpStatus, messagePart, `${service} ${JSON.stringify(body)}`);
  if (fingerprint(t.server) !== before) throw new Error(`${service} ${JSON.stringify(body)} was rejected but wrote data`);
  return message;
}
