/**
 * Preferences and the profile: setUserPreference (favourites), the session's time zone and
 * locale, the time zone list and user-profile.
 */
import type { Db } from '../db/database';
import type { Caller } from '../auth/sessions';
import { badValue, missing } from './errors';
import { defineService, mustExist, USER_ADMIN, type Input, type ServiceDefinition } from './service';

/** Preference types whose value must name an existing record. */
const PREFERENCE_TARGETS: Record<string, [table: string, column: string]> = {
  FAVORITE_PRODUCT_STORE: ['ProductStore', 'productStoreId'],
  FAVORITE_SHOPIFY_SHOP: ['ShopifyShop', 'shopId'],
  ORGANIZATION_PARTY: ['Party', 'partyId'],
};

const targetLogin = (input: Input, caller: Caller): string => input.id('userPrefLoginId') ?? input.id('userLoginId') ?? caller.userLoginId;

const setUserPreference = defineService({
  // One's own favourites need only a session; someone else's are user administration.
  permission: (input, { caller }) => (targetLogin(input, caller) === caller.userLoginId ? null : USER_ADMIN),
  run(input, { db, caller }) {
    const userLoginId = targetLogin(input, caller);
    const userPrefTypeId = input.reqId('userPrefTypeId', 60);
    const userPrefValue = input.str('userPrefValue') ?? null;
    const userPrefGroupTypeId = input.id('userPrefGroupTypeId', 60) ?? 'GLOBAL_PREFERENCES';
    if (userPrefValue !== null && userPrefValue.length > 255) throw badValue('userPrefValue', 'at most 255 characters');
    mustExist(db, 'UserLogin', 'userLoginId', userLoginId);
    const target = PREFERENCE_TARGETS[userPrefTypeId];
    if (target && userPrefValue !== null) mustExist(db, target[0], target[1], userPrefValue);
    db.prepare(
      `INSERT INTO UserPreference (userLoginId, userPrefTypeId, userPrefGroupTypeId, userPrefValue) VALUES (?, ?, ?, ?)
       ON CONFLICT(userLoginId, userPrefTypeId) DO UPDATE SET userPrefValue = excluded.userPrefValue, userPrefGroupTypeId = excluded.userPrefGroupTypeId`,
    ).run(userLoginId, userPrefTypeId, userPrefGroupTypeId, userPrefValue);
    return { userPrefLoginId: userLoginId, userPrefTypeId, userPrefValue };
  },
});

export const preferenceServices: Record<string, ServiceDefinition<unknown>> = { setUserPreference };

let timeZones: Array<{ id: string; label: string }> | undefined;

/** GET getAvailableTimeZones: every IANA zone the runtime knows, labelled with its long name. */
export function availableTimeZones(): Array<{ id: string; label: string }> {
  if (!timeZones) {
    const at = new Date(Date.UTC(2024, 0, 15));
    timeZones = Intl.supportedValuesOf('timeZone').map((id) => {
      const name = new Intl.DateTimeFormat('en-US', { timeZone: id, timeZoneName: 'long' }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value;
      return { id, label: name && name !== id ? `${name} (${id})` : id };
    });
  }
  return timeZones;
}

function isTimeZone(id: string): boolean {
  if (availableTimeZones().some((zone) => zone.id === id)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: id });
    return true;
  } catch {
    return false;
  }
}

/** POST setUserTimeZone { tzId } (timeZoneId accepted too). */
export function setUserTimeZone(db: Db, input: Input, caller: Caller): Record<string, unknown> {
  const name = input.has('tzId') ? 'tzId' : 'timeZoneId';
  const tzId = input.str(name);
  if (!tzId) throw missing('tzId');
  if (!isTimeZone(tzId)) throw badValue(name, `${tzId} is not a known time zone`);
  db.prepare('UPDATE UserLogin SET lastTimeZone = ? WHERE userLoginId = ?').run(tzId, caller.userLoginId);
  return { userTimeZone: tzId, successMessage: 'Time zone updated.' };
}

/** POST setUserLocale { newLocale }. */
export function setUserLocale(db: Db, input: Input, caller: Caller): Record<string, unknown> {
  const newLocale = input.req('newLocale');
  let canonical: string | undefined;
  try {
    canonical = Intl.getCanonicalLocales(newLocale.replace(/_/g, '-'))[0];
  } catch {
    canonical = undefined;
  }
  if (!canonical) throw badValue('newLocale', `${newLocale} is not a locale`);
  db.prepare('UPDATE UserLogin SET lastLocale = ? WHERE userLoginId = ?').run(canonical, caller.userLoginId);
  return { userLocale: canonical, successMessage: 'Locale updated.' };
}

/** GET user-profile: the caller's login and party; statusId, userTimeZone and userLocale may be null. */
export function userProfile(db: Db, caller: Caller): Record<string, unknown> {
  const row = db
    .prepare(
      `SELECT ul.userLoginId, ul.partyId, ul.lastTimeZone, ul.lastLocale, ul.requirePasswordChange, ul.hasLoggedOut,
              p.partyTypeId, p.statusId, p.externalId, per.firstName, per.lastName, pg.groupName
       FROM UserLogin ul LEFT JOIN Party p ON p.partyId = ul.partyId
       LEFT JOIN Person per ON per.partyId = ul.partyId LEFT JOIN PartyGroup pg ON pg.partyId = ul.partyId
       WHERE ul.userLoginId = ?`,
    )
    .get(caller.userLoginId) as Record<string, string | null>;
  const partyName = row.groupName ?? [row.firstName, row.lastName].filter(Boolean).join(' ');
  const email = db
    .prepare(
      `SELECT infoString FROM PartyContactDetailByPurpose WHERE partyId = ? AND contactMechPurposeTypeId = 'PRIMARY_EMAIL'
       AND (thruDate IS NULL OR thruDate > ?) ORDER BY fromDate DESC LIMIT 1`,
    )
    .get(row.partyId, Date.now()) as { infoString: string } | undefined;
  return {
    userLoginId: row.userLoginId,
    partyId: row.partyId,
    partyName,
    partyTypeId: row.partyTypeId,
    firstName: row.firstName,
    lastName: row.lastName,
    groupName: row.groupName,
    statusId: row.statusId,
    externalId: row.externalId,
    emailAddress: email?.infoString ?? null,
    // A login without a time zone or locale preference has none, as on a real OMS (no default).
    userTimeZone: row.lastTimeZone,
    userLocale: row.lastLocale,
    requirePasswordChange: row.requirePasswordChange,
  };
}
