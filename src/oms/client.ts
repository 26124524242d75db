/**
 * The one OMS client: a ky instance bound to an instance URL and a token. Every call goes through
 * `request`, which adds the Bearer header, parses the body once and normalises every failure into
 * an OmsError. A 401 raises a single "unauthorised" signal however many calls fail together.
 */
import ky, { TimeoutError } from 'ky';
import type { KyInstance } from 'ky';
import { LookupCache } from './cache';
import { OmsClock } from './oms-clock';
import { OmsError, httpErrorMessages, serviceErrorMessages } from './errors';
import { clearPrefetched, hasOfferedAnswers, offerAnswer, takeOfferedAnswer } from './prefetch';
import type { RawAnswer } from './prefetch';

export type SearchParams = Record<string, string | number | boolean | undefined>;

export interface OmsClientOptions {
  /** The resolved API base, ending in `/api/` (see resolveInstanceUrl). */
  baseUrl: string;
  token?: string;
  /** Per-call time limit; the default suits slow OMS finds. */
  timeoutMs?: number;
  /** Time limit of a write (every POST but performFind and getPermissions); default DEFAULT_WRITE_TIMEOUT_MS. */
  writeTimeoutMs?: number;
  /** Called once when the OMS first answers 401; later 401s only reject their own call. */
  onUnauthorised?: (error: OmsError) => void;
  /** The loader to dismiss after an error answer. */
  loader?: { dismissAfterError(): void };
  /** For tests and non-browser hosts (such a client takes no answer the first script offered). */
  fetch?: typeof fetch;
  /**
   * The standalone page's first script's client: offers the answer of every read it sends to the
   * app's clients (./prefetch.ts), which take it instead of asking again.
   */
  recordAnswers?: boolean;
  /** The local clock (the environment's; tests fix it): the OMS's clock is learned against it. */
  now?: () => number;
}

export interface RequestOptions {
  searchParams?: SearchParams;
  json?: unknown;
  body?: FormData;
  signal?: AbortSignal;
  /** Lets a 2xx error body through as a normal answer (performFind's 'No record found'). */
  acceptServiceError?: (messages: string[]) => boolean;
}

export const DEFAULT_TIMEOUT_MS = 60_000;

/** A write's time limit: the build's OMS_WRITE_TIMEOUT_MS (the browser tests' few seconds), else 60 s. */
export const DEFAULT_WRITE_TIMEOUT_MS = Number(process.env.OMS_WRITE_TIMEOUT_MS) || DEFAULT_TIMEOUT_MS;

/** POSTs that only read. */
const READING_POSTS: ReadonlySet<string> = new Set(['performFind', 'getPermissions']);

export class OmsClient {
  readonly baseUrl: string;
  /** Cache for the lookups the spec marks cacheable; writes invalidate by tag. */
  readonly cache = new LookupCache();
  /** The OMS's clock as learned from the rows it stamps (./oms-clock): thruDates and windows use it. */
  readonly clock: OmsClock;
  private readonly http: KyInstance;
  private readonly options: OmsClientOptions;
  private unauthorisedRaised = false;

  constructor(options: OmsClientOptions) {
    this.options = options;
    this.baseUrl = options.baseUrl;
    this.clock = new OmsClock(options.now);
    this.http = ky.create({
      prefixUrl: options.baseUrl,
      timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      retry: 0,
      throwHttpErrors: false,
      // Looked up at each call: test doubles of fetch replace the global one after this.
      fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
      headers: options.token ? { Authorization: `Bearer ${options.token}` } : undefined,
    });
  }

  get hasToken(): boolean {
    return Boolean(this.options.token);
  }

  get<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('get', path, options);
  }

  post<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('post', path, options);
  }

  async request<T>(method: 'get' | 'post', path: string, options: RequestOptions = {}): Promise<T> {
    const { status, text, parsed } = await this.send(method, path, options);
    if (!parsed.ok) {
      throw this.fail(new OmsError({ kind: 'parse', status, body: text, cause: parsed.error }));
    }
    const messages = serviceErrorMessages(parsed.value);
    if (messages && !options.acceptServiceError?.(messages)) {
      throw this.fail(new OmsError({ kind: 'service', status, messages, body: parsed.value }));
    }
    return parsed.value as T;
  }

  /**
   * A GET whose answer is text, not JSON (DownloadCsvFile's CSV): the 2xx body as it came (a BOM
   * is dropped by the decoding). Failures are normalised as for `request`; a 2xx body that is a
   * JSON object carrying `_ERROR_MESSAGE_`, `_ERROR_MESSAGE_LIST_` or `error` is a service failure
   * (the OMS's answer for an unknown id), never returned as text.
   */
  async getText(path: string, options: Pick<RequestOptions, 'searchParams' | 'signal'> = {}): Promise<string> {
    const { status, text, parsed } = await this.send('get', path, options);
    const messages = parsed.ok ? serviceErrorMessages(parsed.value) : undefined;
    if (messages) throw this.fail(new OmsError({ kind: 'service', status, messages, body: parsed.ok ? parsed.value : text }));
    return text;
  }

  /** Sends a call and reads its answer; a 401 or another non-2xx answer, or no answer, is thrown here. */
  private async send(method: 'get' | 'post', path: string, options: RequestOptions): Promise<{ status: number; text: string; parsed: Parsed }> {
    let answer: RawAnswer;
    try {
      answer = await this.answer(method, path.replace(/^\/+/, ''), options);
    } catch (cause) {
      throw this.fail(transportError(cause, options.signal));
    }

    const { status, text } = answer;
    const parsed = parseBody(text);
    const errorBody = parsed.ok ? parsed.value : text;

    if (status === 401) {
      const error = new OmsError({ kind: 'unauthorised', status: 401, messages: httpErrorMessages(errorBody), body: errorBody });
      this.raiseUnauthorised(error);
      throw this.fail(error);
    }
    if (status < 200 || status > 299) {
      const kind = status === 403 ? 'forbidden' : 'http';
      throw this.fail(new OmsError({ kind, status, messages: httpErrorMessages(errorBody), body: errorBody }));
    }
    return { status, text, parsed };
  }

  /**
   * A call's answer: for a read, the one the first script offered when it asked the same (and in
   * the first script, offered now); else the OMS's. Rejects only when no answer came.
   */
  private answer(method: 'get' | 'post', call: string, options: RequestOptions): Promise<RawAnswer> {
    const read = !isWrite(method, call) && options.body === undefined;
    // After a write, an answer read before it may be stale: none is taken any more.
    if (!read) clearPrefetched();
    const records = Boolean(this.options.recordAnswers);
    const takes = !records && !this.options.fetch && hasOfferedAnswers(this.options.token);
    if (!read || !(records || takes)) return this.exchange(method, call, options);
    const key = this.readKey(method, call, options);
    if (records) {
      const answer = this.exchange(method, call, options);
      offerAnswer(key, answer, this.options.token);
      return answer;
    }
    const offered = takeOfferedAnswer(key);
    return offered ? untilAborted(offered, options.signal) : this.exchange(method, call, options);
  }

  /** What identifies a read: two reads with the same key get the same answer. */
  private readKey(method: string, call: string, options: RequestOptions): string {
    const params = options.searchParams ? Object.entries(definedParams(options.searchParams)).map(([key, value]) => [key, String(value)]) : [];
    const body = options.json === undefined ? '' : JSON.stringify(options.json);
    return [method, this.baseUrl, call, new URLSearchParams(params).toString(), this.options.token ?? '', body].join('\n');
  }

  /** The call, sent to the OMS; its answer read as text. */
  private async exchange(method: 'get' | 'post', call: string, options: RequestOptions): Promise<RawAnswer> {
    const response = await this.http(call, {
      method,
      // A write that takes too long may still commit: its runner settles it (oms/settle.ts).
      ...(isWrite(method, call) ? { timeout: this.options.writeTimeoutMs ?? DEFAULT_WRITE_TIMEOUT_MS } : {}),
      ...(options.json === undefined ? { body: options.body } : { body: jsonBody(options.json), headers: { 'content-type': 'application/json' } }),
      signal: options.signal,
      searchParams: options.searchParams ? definedParams(options.searchParams) : undefined,
    });
    // An answer cut short after its headers rejects here: no answer (the write may have run).
    return { status: response.status, text: await response.text() };
  }

  private raiseUnauthorised(error: OmsError): void {
    if (this.unauthorisedRaised) return;
    this.unauthorisedRaised = true;
    this.options.onUnauthorised?.(error);
  }

  private fail(error: OmsError): OmsError {
    if (error.kind !== 'aborted') this.options.loader?.dismissAfterError();
    return error;
  }
}

/**
 * A JSON body as a Blob (the same bytes and Content-Type as ky's `json`). ky clones every request
 * before sending it, to keep a copy for retries even when there are none; Chromium copies a string
 * body for that (~1–2 ms a request on this machine, up to ~7 ms under the first screen's load, on
 * the main thread) but shares a Blob's (0.3 ms for five, idle).
 */
function jsonBody(value: unknown): Blob {
  return new Blob([JSON.stringify(value)], { type: 'application/json' });
}

/** Every POST but the reading ones is a write: never offered, never taken, and timed as a write. */
function isWrite(method: 'get' | 'post', call: string): boolean {
  return method === 'post' && !READING_POSTS.has(call);
}

/** The offered answer, unless the caller gives up on it first (as its fetch would have been aborted). */
function untilAborted(answer: Promise<RawAnswer>, signal?: AbortSignal): Promise<RawAnswer> {
  if (!signal) return answer;
  if (signal.aborted) return Promise.reject(signal.reason as unknown);
  return new Promise<RawAnswer>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as unknown);
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function definedParams(params: SearchParams): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined) out[key] = value;
  return out;
}

type Parsed = { ok: true; value: unknown } | { ok: false; error: unknown };

/** OMS bodies may be empty, or JSON prefixed with `//` (logout); anything else must be JSON. */
function parseBody(text: string): Parsed {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(trimmed.startsWith('//') ? trimmed.slice(2) : trimmed) };
  } catch (error) {
    return { ok: false, error };
  }
}

function transportError(cause: unknown, signal?: AbortSignal): OmsError {
  if (cause instanceof OmsError) return cause;
  if (cause instanceof TimeoutError) return new OmsError({ kind: 'timeout', cause });
  if (signal?.aborted || (cause instanceof Error && cause.name === 'AbortError')) {
    return new OmsError({ kind: 'aborted', cause });
  }
  return new OmsError({ kind: 'network', cause });
}
