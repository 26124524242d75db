/**
 * The party roles the app gives, in one place (issue 36): every screen that adds a store, a picker
 * facility or a facility login's facility takes its role from here.
 */

/** The role a user holds a product store with (ProductStoreRole); the party is ensured to have it first. */
export const STORE_ROLE = 'APPLICATION_USER';

/** A picker's role: on the party ('Show as picker') and on each picker facility (FacilityParty). */
export const PICKER_ROLE = 'WAREHOUSE_PICKER';

/** The role type of a facility login on its first facility, created when the OMS lacks it. */
export const FACILITY_LOGIN_ROLE_TYPE = { roleTypeId: 'FAC_LOGIN', description: 'Facility Login' } as const;
