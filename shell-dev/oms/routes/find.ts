/** POST performFind (JSON body) and GET performFind (query parameters). */
import type { FastifyInstance } from 'fastify';
import { decodeFindQuery } from '../find/query';
import { normalizeFindRequest, performFind } from '../find/perform-find';
import { isRecord } from '../util';
import { generation, type ServerState } from './context';

export function registerFindRoutes(app: FastifyInstance, state: ServerState): void {
  const run = (raw: unknown) =>
    performFind(
      { db: state.db, entities: state.entities, now: Date.now(), generation: generation(state), countCache: state.countCache, statements: state.statements },
      normalizeFindRequest(raw),
    );
  app.post('/api/performFind', async (request) => run(request.body));
  app.get('/api/performFind', async (request) => run(decodeFindQuery(isRecord(request.query) ? request.query : {})));
}
