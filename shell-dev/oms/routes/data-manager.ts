/**
 * The data manager's calls (services/data-manager.ts): `POST uploadAndImportFile` (multipart) and
 * `GET DownloadCsvFile?dataResourceId=`, both directly under /api/ as the contract names them
 * (not under service/). Both need a session; the upload needs no permission of its own (the rows
 * are imported with the services' permissions, as the uploader).
 */
import type { FastifyInstance } from 'fastify';
import { readImportUpload, readTextResource, recordImportJob } from '../services/data-manager';
import { missing } from '../services/errors';
import { readUploadParts } from '../services/uploads';
import { isRecord } from '../util';
import { callerOf, requestFrom, runWrite, serviceContext, type ServerState } from './context';

export function registerDataManagerRoutes(app: FastifyInstance, state: ServerState): void {
  app.post('/api/uploadAndImportFile', async (request) => {
    const context = serviceContext(state, callerOf(state, request));
    const upload = readImportUpload(state.db, await readUploadParts(request));
    context.now = Date.now();
    const answer = runWrite(state, () => state.db.transaction(() => recordImportJob(upload, context))());
    // Its rows run later, as the uploader: their violations say where the upload came from.
    state.watch.rememberUpload(answer.logId, requestFrom(request));
    return answer;
  });

  app.get('/api/DownloadCsvFile', async (request, reply) => {
    callerOf(state, request);
    const query = isRecord(request.query) ? request.query : {};
    const dataResourceId = typeof query.dataResourceId === 'string' ? query.dataResourceId.trim() : '';
    if (dataResourceId === '') throw missing('dataResourceId');
    const { text, name } = readTextResource(state.db, dataResourceId);
    const fileName = (name ?? `${dataResourceId}.csv`).replace(/[^A-Za-z0-9._-]/g, '_');
    return reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${fileName}"`).header('Cache-Control', 'no-cache').send(text);
  });
}
