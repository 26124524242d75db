/**
 * The hooks that apply injected faults (faults.ts; README.md "Fault injection"). At most one fault
 * per request.
 *
 * - A fault without `entity` is taken in onRequest, before the body is read and before the token is
 *   checked (registered before the auth hook): the answering modes and `drop` end the request there,
 *   `delay` holds it there, then the route runs.
 * - A fault with `entity` (performFind only) is taken in preHandler, once the body is parsed and
 *   the caller authenticated, and only by a find of that entity; its mode then acts there.
 * - `lateAnswer` holds in preHandler, wherever it was taken: the body has been read and the caller
 *   known, so the route runs and commits after `delayMs` even if the client has gone meanwhile;
 *   its answer is sent if the socket is still open.
 * - `lostAnswer` is taken in preHandler too (its resends are told by their body); it lets the
 *   route run (and commit), and onSend then destroys the socket before a byte of the answer is
 *   written; the resends of that request are dropped before the route.
 *
 * A hold still waiting when the server closes ends with the connection dropped, the route not run.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callName, ENTITY_CALL, faultAnswer, type Fault, type FaultRegistry } from './faults';
import { isRecord } from './util';

const faultable = (request: FastifyRequest): boolean => request.method !== 'OPTIONS' && request.url.startsWith('/api/') && !request.url.startsWith('/api/dev/');

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

  /** Takes the fault for the request: answers or drops it in place of the route, or holds it (delay); undefined lets it go on. */
  const apply = async (request: FastifyRequest, reply: FastifyReply, fault: Fault): Promise<FastifyReply | undefined> => {
    taken.set(request, fault);
    const answer = faultAnswer(fault);
    if (answer) return reply.code(answer.status).type(answer.contentType).send(answer.body);
    if (fault.mode === 'drop') return dropConnection(request, reply);
    if (fault.mode === 'delay' && !(await hold(fault.delayMs))) return dropConnection(request, reply);
    return undefined;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!faultable(request)) return;
    const fault = faults.take(callName(request.url));
    if (!fault) return;
    // Answered here, before the body is read and before authentication: the route never runs.
    // lateAnswer: held in preHandler; lostAnswer: in onSend.
    return apply(request, reply, fault);
  });

  app.addHook('preHandler', async (request, reply) => {
    if (!faultable(request)) return;
    let fault = taken.get(request);
    if (!fault) {
      const call = callName(request.url);
      const entity = call === ENTITY_CALL ? entityOf(request) : undefined;
      fault = (entity === undefined ? undefined : faults.take(call, entity)) ?? faults.takeLost(call, JSON.stringify(request.body ?? null));
      if (!fault) return;
      const ended = await apply(request, reply, fault);
      if (ended) return ended;
    }
    if (fault.mode === 'lateAnswer' && !(await hold(fault.delayMs))) return dropConnection(request, reply);
  });

  app.addHook('onSend', async (request, _reply, payload) => {
    // The route has run and its transaction committed: the answer is lost on its way.
    if (taken.get(request)?.mode === 'lostAnswer') request.raw.socket.destroy();
    return payload;
  });
}
