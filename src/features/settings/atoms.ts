import { atom } from 'jotai';
import { loadableAtom } from '../../lib/loadable';
import { getAvailableTimeZones } from '../../oms/session';
import type { TimeZone } from '../../oms/session';
import { omsClientAtom } from '../../session/atoms';

/** Bumped to read the time zones again after a failure. */
export const timeZonesRetryAtom = atom(0);

/** The OMS's time zones (cached by the client for 3600 s). */
export const timeZonesAtom = loadableAtom(
  atom(async (get): Promise<TimeZone[]> => {
    get(timeZonesRetryAtom);
    const client = get(omsClientAtom);
    return client ? getAvailableTimeZones(client) : [];
  }),
);
