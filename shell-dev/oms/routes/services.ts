/** POST service/<name>: permission check, optional async prepare, then ONE transaction. */
import type { FastifyInstance } from 'fastify';
import { SERVICES } from '../services/registry';
import { Input } from '../services/service';
import { OmsError } from '../services/errors';
import { readUploadParts, storePartyLogo, uploadRequirement } from '../services/uploads';
import { bodyOf, callerOf, requestFrom, requirePermission, runWrite, serviceContext, watchedWrite, type ServerState } from './context';

export function registerServiceRoutes(app: FastifyInstance, state: ServerState): void {
  app.post('/api/service/uploadPartyLogoImage', async (request) => {
    const caller = callerOf(state, request);
    const parts = await readUploadParts(request);
    const context = serviceContext(state, caller);
    requirePermission(context, uploadRequirement(parts, caller), 'uploadPartyLogoImage');
    context.now = Date.now();
    return runWrite(state, () => storePartyLogo(parts, context, state.uploadsDir));
  });

  app.post<{ Params: { name: string } }>('/api/service/:name', async (request) => {
    const { name } = request.params;
    const service = SERVICES.get(name);
    if (!service) throw new OmsError('noRoute', `Service ${name} not found.`);
    const input = new Input(bodyOf(request));
    const context = serviceContext(state, callerOf(state, request));
    const requirement = typeof service.permission === 'function' ? service.permission(input, context) : service.permission;
    requirePermission(context, requirement, name);
    const prepared = service.prepare ? await service.prepare(input) : undefined;
    context.now = Date.now();
    const meta = { userLoginId: context.caller.userLoginId, from: requestFrom(request), source: 'service' as const };
    return watchedWrite(state, meta, (notes) => {
      context.watch = notes;
      return runWrite(state, () => state.db.transaction(() => service.run(input, context, prepared))());
    });
  });
}
