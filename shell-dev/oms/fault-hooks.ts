/**
 * The hooks that apply injected faults (faults.ts; README.md "Fault injection"). At most one fault
 * per request.
 *
 * - A fault without `entity` is taken in onRequest, before the body is read and before the token is
 *   checked (registered before the auth hook). It is held there for its `delayMs` (but `lateAnswer`,
 *   below); then the answering modes and `drop` end the request, `delay` lets the route run.
 * - A fault with `entity` (performFind only) is taken in preHandler, once the body is parsed and
 *   the caller authenticated, and only by a find of that entity; its mode then acts there.
 * - `lateAnswer` holds in preHandler, wherever it was taken: the body has been read and the caller
 *   known, so the route runs and commits after `delayMs` even if the client has gone meanwhile;
 *   its answer is sent if the socket is still open.
 * - `lostAnswer` and `resent` (never with `entity`) take the request over in onRequest: its raw
 *   body is read and the request is sent to the server again over a connection of its own
 *   (every hook and the token check run; it takes no fault). `lostAnswer` runs it once and sends the status line, the
 *   headers and part of the body, then closes the connection (the answer is cut short after its
 *   headers, so a browser does not send it again: it resends only what got no headers at all).
 *   `resent` runs it twice, as a real OMS runs a write the browser resent, and answers with the
 *   second run's answer. Neither touches later requests: every request that arrives is run.
 *
 * A hold still waiting when the server closes ends with the connection dropped, the route not run.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callName, COPYING_MODES, ENTITY_CALL, faultAnswer, type Fault, type FaultRegistry } from './faults';
import { isRecord } from './util';

/** Marks the runs a `lostAnswer` or `resent` fault makes of a request (their value is this server's own). */
const COPY_HEADER = 'x-oms-dev-fault-copy';
/** Headers of one connection, not of the request or answer. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'expect', 'upgrade']);

function withoutHopByHop<H extends IncomingHttpHeaders | OutgoingHttpHeaders>(headers: H): H {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase()))) as H;
}

async function rawBody(message: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks);
}

/** An answer the server gave to one run of a request. */
interface CopyAnswer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Sends an answer the server made (status, headers, body) on the real connection. */
function writeAnswer(raw: ServerResponse, answer: CopyAnswer): void {
  raw.writeHead(answer.statusCode, withoutHopByHop(answer.headers));
  raw.end(answer.body);
}

/**
 * Sends the status line, the headers (with the whole body's Content-Length) and the first half of
 * the body, then closes the connection: a client gets a response whose body never completes.
 */
function cutAnswer(raw: ServerResponse, socket: Socket, answer: CopyAnswer): void {
  // An empty body is declared one byte long, so that it too is cut.
  raw.writeHead(answer.statusCode, { ...withoutHopByHop(answer.headers), 'content-length': String(Math.max(answer.body.length, 1)) });
  raw.write(answer.body.subarray(0, Math.floor(answer.body.length / 2)), () => socket.destroy());
}

/** The entityName of a performFind: the JSON (or form) body's, or the query's for GET. */
function entityOf(request: FastifyRequest): string | undefined {
  const source = request.method === 'GET' ? request.query : request.body;
  return isRecord(source) && typeof source.entityName === 'string' ? source.entityName : undefined;
}

/** Ends the request without an answer: the socket is destroyed. */
function dropConnection(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.hijack();
  request.raw.socket.destroy();
  return reply;
}

export function registerFaultHooks(app: FastifyInstance, faults: FaultRegistry): void {
  const copyMark = randomUUID();
  const faultable = (request: FastifyRequest): boolean =>
    request.method !== 'OPTIONS' && request.url.startsWith('/api/') && !request.url.startsWith('/api/dev/') && request.headers[COPY_HEADER] !== copyMark;
  const taken = new WeakMap<FastifyRequest, Fault>();
  const closing = new AbortController();
  app.addHook('preClose', async () => closing.abort());

  /** Waits `ms`; false if the server starts closing first. */
  const hold = (ms: number): Promise<boolean> =>
    new Promise((resolve) => {
      if (closing.signal.aborted) return resolve(false);
      const onClose = (): void => {
        clearTimeout(timer);
        resolve(false);
      };
      const timer = setTimeout(() => {
        closing.signal.removeEventListener('abort', onClose);
        resolve(true);
      }, ms);
      closing.signal.addEventListener('abort', onClose, { once: true });
    });

  /** Sends the request to this server again over its own connection, as received (its raw body, its token); it takes no fault. */
  const runCopy = (request: FastifyRequest, body: Buffer): Promise<CopyAnswer> =>
    new Promise((resolve, reject) => {
      const { port } = app.server.address() as AddressInfo;
      const headers = { ...withoutHopByHop(request.headers), [COPY_HEADER]: copyMark, 'content-length': String(body.length), connection: 'close' };
      const copy = http.request({ host: '127.0.0.1', port, method: request.method, path: request.url, headers }, (answer) => {
        rawBody(answer).then((answerBody) => resolve({ statusCode: answer.statusCode ?? 502, headers: answer.headers, body: answerBody }), reject);
      });
      copy.on('error', reject);
      copy.end(body);
    });

  /** `lostAnswer` and `resent`: the request is run here (see the module comment); the reply is hijacked. */
  const runCopies = async (request: FastifyRequest, reply: FastifyReply, fault: Fault): Promise<FastifyReply> => {
    reply.hijack();
    try {
      const body = await rawBody(request.raw);
      const first = await runCopy(request, body);
      if (fault.mode === 'lostAnswer') cutAnswer(reply.raw, request.raw.socket, first);
      else writeAnswer(reply.raw, await runCopy(request, body));
    } catch {
      request.raw.socket.destroy();
    }
    return reply;
  };

  /** Takes the fault for the request: answers or drops it in place of the route, or holds it (delay); undefined lets it go on. */
  const apply = async (request: FastifyRequest, reply: FastifyReply, fault: Fault): Promise<FastifyReply | undefined> => {
    taken.set(request, fault);
    // lateAnswer holds in preHandler, once the body is read; every other mode holds here, then acts.
    if (fault.mode !== 'lateAnswer' && fault.delayMs > 0 && !(await hold(fault.delayMs))) return dropConnection(request, reply);
    if (COPYING_MODES.includes(fault.mode)) return runCopies(request, reply, fault);
    const answer = faultAnswer(fault);
    if (answer) return reply.code(answer.status).type(answer.contentType).send(answer.body);
    if (fault.mode === 'drop') return dropConnection(request, reply);
    return undefined;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!faultable(request)) return;
    const fault = faults.take(callName(request.url));
    if (!fault) return;
    // Answered here, before the body is read and before authentication: the route never runs.
    // lateAnswer: held in preHandler; lostAnswer and resent: run here (runCopies).
    return apply(request, reply, fault);
  });

  app.addHook('preHandler', async (request, reply) => {
    if (!faultable(request)) return;
    let fault = taken.get(request);
    if (!fault) {
      const call = callName(request.url);
      const entity = call === ENTITY_CALL ? entityOf(request) : undefined;
      fault = entity === undefined ? undefined : faults.take(call, entity);
      if (!fault) return;
      const ended = await apply(request, reply, fault);
      if (ended) return ended;
    }
    if (fault.mode === 'lateAnswer' && !(await hold(fault.delayMs))) return dropConnection(request, reply);
  });
}
