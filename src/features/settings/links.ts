/**
 * Where the settings screen's links lead.
 */
import { instanceWebRoot } from '../../oms/instance-url';

/** The OMS's own web app for an instance base URL. */
export function omsAppUrl(instanceUrl: string): string {
  return `${instanceWebRoot(instanceUrl)}commerce/control/main`;
}
