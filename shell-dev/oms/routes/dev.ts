/**
 * Dev-only routes: a health probe, the mail outbox, the watch of client-rule violations, fault
 * control (only with --faults) and the uploaded images, which live outside /api/ because the app
 * builds their URL from the instance base without 'api/'.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { OmsError } from '../services/errors';
import { IMAGE_TYPES, UPLOADS_URL_PREFIX } from '../services/uploads';
import { isRecord } from '../util';
import type { ServerState } from './context';

const CONTENT_TYPES = new Map(Object.entries(IMAGE_TYPES).map(([type, extension]) => [extension, type]));

export function registerDevRoutes(app: FastifyInstance, state: ServerState): void {
  const { db } = state;

  app.get('/api/dev/health', async () => ({ ok: true, faults: state.faults !== null, errorShape: state.errorShape }));

  app.get('/api/dev/outbox', async (request) => {
    const query = isRecord(request.query) ? request.query : {};
    const to = typeof query.to === 'string' ? query.to : null;
    const userLoginId = typeof query.userLoginId === 'string' ? query.userLoginId : null;
    const messages = db
      .prepare(
        `SELECT mailId, toAddress, userLoginId, subject, body, sentDate, sentByUserLogin FROM DevOutbox
         WHERE (? IS NULL OR toAddress = ?) AND (? IS NULL OR userLoginId = ?) ORDER BY mailId DESC LIMIT 200`,
      )
      .all(to, to, userLoginId, userLoginId);
    return { messages };
  });

  // Writes the app's change policy should have prevented (services/watch.ts), oldest first; `since`: a
  // seq answered before (`last`), to read only what came after it.
  app.get('/api/dev/violations', async (request) => {
    const query = isRecord(request.query) ? request.query : {};
    const since = query.since === undefined ? 0 : Number(query.since);
    if (!Number.isInteger(since) || since < 0) throw new OmsError('badRequest', 'since must be a violation seq (a whole number, 0 or more).');
    return { violations: state.watch.list(since), last: state.watch.last };
  });
  app.delete('/api/dev/violations', async () => ({ cleared: state.watch.clear(), last: state.watch.last }));

  const faults = state.faults;
  if (faults) {
    app.get('/api/dev/faults', async () => ({ faults: faults.list() }));
    app.post('/api/dev/faults', async (request) => ({ fault: faults.add(request.body), faults: faults.list() }));
    app.delete('/api/dev/faults', async () => ({ cleared: faults.clear() }));
  }

  app.get<{ Params: { file: string } }>(`${UPLOADS_URL_PREFIX}:file`, async (request, reply) => {
    const { file } = request.params;
    const type = CONTENT_TYPES.get(path.extname(file).slice(1).toLowerCase());
    const fullPath = path.join(state.uploadsDir, file);
    if (!/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(file) || !type || !fs.existsSync(fullPath)) throw new OmsError('noRoute', `No uploaded file ${file}.`);
    return reply
      .type(type)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('Cache-Control', 'no-cache')
      .send(fs.readFileSync(fullPath));
  });
}
