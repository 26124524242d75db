/** Every `POST service/<name>` the server answers (uploadPartyLogoImage is multipart, see uploads.ts). */
import { associationServices } from './associations';
import { contactServices } from './contacts';
import { loginServices } from './logins';
import { preferenceServices } from './preferences';
import { securityServices } from './security';
import type { ServiceDefinition } from './service';
import { userServices } from './users';

export const SERVICES: ReadonlyMap<string, ServiceDefinition<unknown>> = new Map(
  Object.entries({
    ...userServices,
    ...loginServices,
    ...contactServices,
    ...securityServices,
    ...associationServices,
    ...preferenceServices,
  }),
);
