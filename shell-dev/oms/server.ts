/**
 * The OMS dev server: a Fastify app over a SQLite file that answers the REST calls of the suite's
 * OMS (see ../../../shared/OMS-CONTRACT.md and README.md). Used by cli.ts (`npm run oms`), by
 * `npm start`, the browser tests and the benchmarks through startOmsServer().
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import { getMeta, openDatabase, type Db } from './db/database';
import { authenticate } from './auth/sessions';
import { loadFindEntities } from './find/entities';
import { CountCache } from './find/perform-find';
import { DEFAULT_DATA_MANAGER_INTERVAL_MS, startDataManagerRunner, type DataManagerRunner } from './data-manager-runner';
import { registerFaultHooks } from './fault-hooks';
import { FaultRegistry } from './faults';
import { DEFAULT_DB_FILE, DEFAULT_PORT } from './paths';
import { generatePermissions, type GeneratedPermissions } from './seed/generate-permissions';
import { generateUsers, type GeneratedUsers } from './seed/generate-users';
import { seedDatabase } from './seed/seed';
import { OmsError, type ErrorShape } from './services/errors';
import { MAX_UPLOAD_BYTES } from './services/uploads';
import { ViolationWatch } from './services/watch';
import type { ServerState } from './routes/context';
import { registerDataManagerRoutes } from './routes/data-manager';
import { registerDevRoutes } from './routes/dev';
import { registerFindRoutes } from './routes/find';
import { registerServiceRoutes } from './routes/services';
import { registerSessionRoutes } from './routes/session';

export interface OmsServerOptions {
  /** Port to listen on; 0 picks a free one. Default 3100. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** SQLite file (':memory:' allowed). Default shell-dev/oms/data/oms.sqlite. */
  dbFile?: string;
  /** Delete the database (and its uploads) first, then seed again. */
  reset?: boolean;
  /** Add this many generated users (see seed/generate-users.ts). */
  users?: number;
  /** Add this many generated permissions in 30 generated classification groups (see seed/generate-permissions.ts). */
  permissions?: number;
  /** Register /api/dev/faults. */
  faults?: boolean;
  /** Origins allowed by CORS besides the remote's and the host's (127.0.0.1/localhost :3000, :3001). */
  allowedOrigins?: string[];
  /** Token lifetime; default 24 h. */
  tokenTtlMs?: number;
  /**
   * Wrong passwords in a row after which `POST login` disables the login itself (enabled N with
   * disabledDateTime), OFBiz's `max.failed.logins`; default 3, 0 never disables.
   */
  maxFailedLogins?: number;
  /**
   * OFBiz's `store.login.history` (its default true): `POST login` writes a UserLoginHistory row
   * for each attempt on an enabled login. false: no rows, and a database seeded by this start has
   * none either (an instance that never kept history).
   */
  loginHistory?: boolean;
  /** `store.login.history.incorrect.password` (default true): a failed attempt's row keeps the typed password (passwordUsed). */
  storeIncorrectPassword?: boolean;
  /**
   * `password.change.history.limit`: password history rows kept per login; a new login and
   * resetPassword write UserLoginPasswordHistory when > 0. Default 5 here; OFBiz's own default is 0
   * (no rows), an instance setting.
   */
  passwordHistoryLimit?: number;
  /** No warnings or error logs on the console. */
  quiet?: boolean;
  /** Where uploaded images go; default `<dbFile>.uploads/` (a temp folder for ':memory:'). */
  uploadsDir?: string;
  /** How long a slow performFind count may be reused while nothing is written; 0 disables. Default 2000. */
  countCacheMs?: number;
  /**
   * How service failures are answered: 'ofbiz' (default) like the OMS, HTTP 200 with
   * `{ _ERROR_MESSAGE_ }`; 'http' with their 4xx status and `{ error: { message } }`. 401s,
   * unknown routes and injected faults keep their HTTP status either way.
   */
  errorShape?: ErrorShape;
  /**
   * How often the data manager's runner looks for pending import jobs (data-manager-runner.ts);
   * default 3000 ms; 0 or negative: never by itself (uploaded jobs stay SERVICE_PENDING until
   * runDataManager() is called).
   */
  dataManagerIntervalMs?: number;
}

export interface OmsServer {
  /** Base URL of the REST API, e.g. http://127.0.0.1:3100/api/ */
  url: string;
  /** The instance base without api/ (uploaded images are served below it). */
  origin: string;
  port: number;
  db: Db;
  dbFile: string;
  uploadsDir: string;
  /** True when this start created and seeded the database. */
  seeded: boolean;
  /** The seed's clock (DevMeta seededAt): the seeded login history counts back from it. */
  seededAt: number | null;
  /** Party id range of the users added by `users`, and the history rows written for them. */
  generatedUsers: GeneratedUsers | null;
  /** What `permissions` generated (null without it). */
  generatedPermissions: GeneratedPermissions | null;
  /** How service failures are answered (the errorShape option). */
  errorShape: ErrorShape;
  /** The data manager runner's interval; 0 when it does not run by itself. */
  dataManagerIntervalMs: number;
  /** Runs the pending import jobs now (also when the interval is 0); resolves when none is left. */
  runDataManager(): Promise<void>;
  close(): Promise<void>;
}

export const DEFAULT_ALLOWED_ORIGINS = ['http://127.0.0.1:3000', 'http://127.0.0.1:3001', 'http://localhost:3000', 'http://localhost:3001'];
export const DEFAULT_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** OFBiz's default max.failed.logins. */
export const DEFAULT_MAX_FAILED_LOGINS = 3;
/** This server's password.change.history.limit (OFBiz's own default is 0: no password history). */
export const DEFAULT_PASSWORD_HISTORY_LIMIT = 0;

interface ErrorLike {
  message?: string;
  statusCode?: number;
  code?: string;
  name?: string;
}

interface ErrorAnswer {
  status: number;
  body: { _ERROR_MESSAGE_: string } | { error: { message: string } };
}

/**
 * The one place that turns anything thrown into an answer. Service failures (OmsError other than
 * 401/noRoute, and constraint failures of the database) follow the error shape on /api/ calls;
 * 401s, unknown routes, Fastify's own request errors (malformed JSON...), /api/dev/* and /resources/*
 * keep their HTTP status; anything else is a 500.
 */
function errorAnswer(error: unknown, url: string, shape: ErrorShape): ErrorAnswer {
  let status: number;
  let message: string;
  let serviceFailure = false;
  const e = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  if (error instanceof OmsError) {
    ({ status, message } = error);
    serviceFailure = error.isServiceFailure;
  } else if (e.name === 'SqliteError' && typeof e.code === 'string' && e.code.startsWith('SQLITE_CONSTRAINT')) {
    // A constraint the services did not check first (they should): a service failure all the same.
    const conflict = e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || e.code === 'SQLITE_CONSTRAINT_UNIQUE';
    status = conflict ? 409 : 400;
    message = conflict ? `Duplicate record: ${e.message}` : `Invalid data: ${e.message}`;
    serviceFailure = true;
  } else if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    status = e.statusCode;
    message = e.message ?? 'Bad request';
  } else {
    status = 500;
    message = e.message ?? 'Internal server error';
  }
  const path = url.split('?')[0] ?? '';
  if (shape === 'ofbiz' && serviceFailure && path.startsWith('/api/') && !path.startsWith('/api/dev/')) return { status: 200, body: { _ERROR_MESSAGE_: message } };
  return { status, body: { error: { message } } };
}

async function buildApp(state: ServerState, allowedOrigins: readonly string[], quiet: boolean): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: 2 * 1024 * 1024, forceCloseConnections: true });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  await app.register(cors, {
    origin: [...new Set(allowedOrigins)],
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    credentials: false,
    maxAge: 600,
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 } });

  // Before the auth hook: a fault without `entity` answers before the token is checked.
  if (state.faults) registerFaultHooks(app, state.faults);

  app.addHook('onRequest', async (request) => {
    if (request.method === 'OPTIONS') return;
    const url = request.url.split('?')[0] ?? '';
    if (!url.startsWith('/api/') || url === '/api/login' || url.startsWith('/api/dev/')) return;
    state.callers.set(request, authenticate(state.db, request.headers.authorization, Date.now()));
  });

  app.setErrorHandler((error, request, reply) => {
    const { status, body } = errorAnswer(error, request.url, state.errorShape);
    if (status >= 500 && !quiet) console.error('OMS dev server error:', error);
    return reply.code(status).send(body);
  });
  app.setNotFoundHandler((request, reply) => reply.code(404).send({ error: { message: `No route ${request.method} ${request.url.split('?')[0]}` } }));

  registerSessionRoutes(app, state);
  registerFindRoutes(app, state);
  registerServiceRoutes(app, state);
  registerDataManagerRoutes(app, state);
  registerDevRoutes(app, state);
  return app;
}

/** Opens (seeding on first use) the database and starts listening. */
export async function startOmsServer(options: OmsServerOptions = {}): Promise<OmsServer> {
  const host = options.host ?? '127.0.0.1';
  const dbFile = options.dbFile ?? DEFAULT_DB_FILE;
  const quiet = options.quiet ?? false;
  const warn = (message: string): void => {
    if (!quiet) console.warn(message);
  };
  const inMemory = dbFile === ':memory:';
  const tempUploads = !options.uploadsDir && inMemory ? fs.mkdtempSync(path.join(os.tmpdir(), 'oms-uploads-')) : null;
  const uploadsDir = options.uploadsDir ?? tempUploads ?? `${path.resolve(dbFile)}.uploads`;
  const { db, created } = openDatabase(dbFile, { reset: options.reset, warn });
  let app: FastifyInstance | undefined;
  let runner: DataManagerRunner | null = null;
  const maxFailedLogins = options.maxFailedLogins ?? DEFAULT_MAX_FAILED_LOGINS;
  const history = {
    loginHistory: options.loginHistory ?? true,
    passwordHistoryLimit: options.passwordHistoryLimit ?? DEFAULT_PASSWORD_HISTORY_LIMIT,
    maxFailedLogins: maxFailedLogins > 0 ? maxFailedLogins : DEFAULT_MAX_FAILED_LOGINS,
  };
  try {
    if (created) {
      if (!options.uploadsDir && !tempUploads) fs.rmSync(uploadsDir, { recursive: true, force: true });
      seedDatabase(db, { uploadsDir, ...history });
    }
    const generatedUsers = options.users ? generateUsers(db, options.users, history) : null;
    const seededAt = Number(getMeta(db, 'seededAt') ?? Number.NaN);
    const generatedPermissions = options.permissions ? generatePermissions(db, options.permissions) : null;
    const state: ServerState = {
      db,
      entities: loadFindEntities(db),
      statements: new Map(),
      countCache: new CountCache(options.countCacheMs ?? 2000),
      tokenTtlMs: options.tokenTtlMs ?? DEFAULT_TOKEN_TTL_MS,
      maxFailedLogins,
      loginHistory: history.loginHistory,
      storeIncorrectPassword: options.storeIncorrectPassword ?? true,
      passwordHistoryLimit: history.passwordHistoryLimit,
      uploadsDir,
      faults: options.faults ? new FaultRegistry() : null,
      writes: 0,
      callers: new WeakMap(),
      errorShape: options.errorShape ?? 'ofbiz',
      watch: new ViolationWatch(),
    };
    app = await buildApp(state, [...DEFAULT_ALLOWED_ORIGINS, ...(options.allowedOrigins ?? [])], quiet);
    await app.listen({ port: options.port ?? DEFAULT_PORT, host });
    const dataManagerIntervalMs = Math.max(0, options.dataManagerIntervalMs ?? DEFAULT_DATA_MANAGER_INTERVAL_MS);
    const dataManager = startDataManagerRunner(state, {
      intervalMs: dataManagerIntervalMs,
      onError: (error) => {
        if (!quiet) console.error('OMS dev server data manager error:', error);
      },
    });
    runner = dataManager;
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : (options.port ?? DEFAULT_PORT);
    const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}/`;
    const listening = app;
    let closing: Promise<void> | undefined;
    return {
      url: `${origin}api/`,
      origin,
      port,
      db,
      dbFile,
      uploadsDir,
      seeded: created,
      seededAt: Number.isFinite(seededAt) ? seededAt : null,
      generatedUsers,
      generatedPermissions,
      errorShape: state.errorShape,
      dataManagerIntervalMs,
      runDataManager: () => dataManager.runPending(),
      close: () =>
        (closing ??= (async () => {
          await dataManager.stop();
          await listening.close();
          db.close();
          if (tempUploads) fs.rmSync(tempUploads, { recursive: true, force: true });
        })()),
    };
  } catch (error) {
    await runner?.stop().catch(() => undefined);
    await app?.close().catch(() => undefined);
    db.close();
    if (tempUploads) fs.rmSync(tempUploads, { recursive: true, force: true });
    throw error;
  }
}
