/**
 * "What can this user do?", without React: for each suite app of the capability catalog, whether
 * the user's current security groups let them open it and why — through which group, or which ids
 * none of their groups grants — and the same for each capability. The Users app's capabilities are
 * this app's own gates, so the answer is what this app's guards do. The suite's documented
 * prerequisite follows: BOPIS and Fulfillment need a facility unless the user is a fulfillment admin
 * (as the user's page decides it, spec 6). Every expression goes through the catalog's evaluator.
 */
import { gainOfAdding, grantingIds, groupsGranting, holdsInApp, narrowestGrant } from '../../catalog';
import type { Catalog, CatalogApp, CatalogCapability, CapabilityRef } from '../../catalog';

/** A security group the user is in now, with the permissions it grants now. */
export interface HeldGroup {
  groupId: string;
  name: string;
  permissionIds: ReadonlySet<string>;
}

/** Apps that need the user at a facility (the suite's troubleshooting guide). */
export const FACILITY_APPS: ReadonlySet<string> = new Set(['fulfillment', 'bopis']);

export interface Verdict {
  allowed: boolean;
  /** Allowed: the groups whose grants satisfy it on their own (empty when only their union does). */
  through: readonly HeldGroup[];
  /** Allowed: the ids of the expression the user holds (what it is granted through). */
  heldIds: readonly string[];
  /** Not allowed: the ids that would grant it, the narrowest way. */
  missing: readonly string[];
}

export interface CapabilityAccess extends Verdict {
  capability: CatalogCapability;
}

export interface AppAccess extends Verdict {
  app: CatalogApp;
  /** Opening it is granted but the user is at no facility (and is no fulfillment admin). */
  noFacility: boolean;
  capabilities: readonly CapabilityAccess[];
}

export interface AccessInput {
  catalog: Catalog;
  groups: readonly HeldGroup[];
  /** The user is at some facility now. */
  hasFacility: boolean;
  /** The user is a fulfillment admin (works in every facility): the user's page decides it once. */
  fulfillmentAdmin: boolean;
}

function verdict(app: CatalogApp, expression: string, groups: readonly HeldGroup[], held: ReadonlySet<string>): Verdict {
  if (holdsInApp(app, expression, held)) {
    return { allowed: true, through: groupsGranting(app, expression, groups), heldIds: grantingIds(app, expression).filter((id) => held.has(id)), missing: [] };
  }
  const narrowest = narrowestGrant({ expression });
  return { allowed: false, through: [], heldIds: [], missing: narrowest.filter((id) => !held.has(id)) };
}

/** Every app of the catalog, in its order, with the user's access to it and to each capability. */
export function evaluateAccess({ catalog, groups, hasFacility, fulfillmentAdmin }: AccessInput): AppAccess[] {
  const held = new Set(groups.flatMap((group) => [...group.permissionIds]));
  return catalog.map((app) => {
    const open = verdict(app, app.access.expression, groups, held);
    return {
      app,
      ...open,
      noFacility: open.allowed && FACILITY_APPS.has(app.id) && !hasFacility && !fulfillmentAdmin,
      capabilities: app.capabilities.map((capability) => ({
        capability,
        ...verdict(app, capability.expression, groups, held),
      })),
    };
  });
}

/** A group that would give the user what they lack, with what else it would give them. */
export interface GroupOffer {
  groupId: string;
  name: string;
  /** The group's permission ids the user does not hold yet: the extra privilege it brings. */
  newIds: readonly string[];
  /** Apps they could open with it and cannot now, besides the one asked for. */
  apps: readonly CatalogApp[];
  /** Capabilities they would gain besides the one asked for, in catalog order. */
  capabilities: readonly CapabilityRef[];
}

export interface OfferInput {
  catalog: Catalog;
  app: CatalogApp;
  /** What the user lacks: the app's access expression or a capability's. */
  expression: string;
  /** Every permission the user holds now (all their groups). */
  held: ReadonlySet<string>;
  /** Groups the viewer may add the user to (the spec's rules applied), with all their current permissions. */
  candidates: readonly HeldGroup[];
  /** How names sort in the screen's language (src/lib/collate.ts); default the runtime's. */
  compare?: (a: string, b: string) => number;
}

/**
 * The groups that would satisfy `expression` once the user is in them (with what they hold now),
 * least privilege first: fewest new permission ids, then fewest other things gained, then by name.
 * What else each gives is the catalog's gain of adding the group's ids.
 */
export function groupOffers({ catalog, app, expression, held, candidates, compare = new Intl.Collator().compare }: OfferInput): GroupOffer[] {
  const offers: GroupOffer[] = [];
  for (const group of candidates) {
    if (!holdsInApp(app, expression, new Set([...held, ...group.permissionIds]))) continue;
    const gain = gainOfAdding({ held, addedIds: group.permissionIds, catalog });
    offers.push({
      groupId: group.groupId,
      name: group.name,
      newIds: [...group.permissionIds].filter((id) => !held.has(id)).sort(),
      apps: gain.access.filter((other) => other !== app),
      capabilities: gain.capabilities.filter((ref) => ref.app !== app || ref.capability.expression !== expression),
    });
  }
  return offers.sort(
    (a, b) => a.newIds.length - b.newIds.length || a.apps.length + a.capabilities.length - (b.apps.length + b.capabilities.length) || compare(a.name, b.name),
  );
}
