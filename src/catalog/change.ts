/**
 * What a change of permissions does to a holder (a security group or a user): the one comparison of
 * two sets of held ids across the catalog. A removal's impact and a group's gain are both read from
 * it, so "what they lose" and "what they would gain" never disagree.
 */
import { canOpen, hasCapability } from './expression';
import type { Catalog, CatalogApp, CapabilityRef } from './types';

export interface AccessDifference {
  /** Apps one side can open and the other cannot, in catalog order. */
  readonly access: readonly CatalogApp[];
  /** Capabilities one side has and the other has not, in catalog order. */
  readonly capabilities: readonly CapabilityRef[];
}

export interface AccessChange {
  /** What `after` gives that `before` did not. */
  readonly gained: AccessDifference;
  /** What `before` gave that `after` does not. */
  readonly lost: AccessDifference;
}

const sameIds = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((id) => b.has(id));

/** Every app's access and every capability that holds on one side of the change and not on the other. */
export function compareAccess({ catalog, before, after }: { catalog: Catalog; before: ReadonlySet<string>; after: ReadonlySet<string> }): AccessChange {
  const gained = { access: [] as CatalogApp[], capabilities: [] as CapabilityRef[] };
  const lost = { access: [] as CatalogApp[], capabilities: [] as CapabilityRef[] };
  if (sameIds(before, after)) return { gained, lost };
  for (const app of catalog) {
    const [was, is] = [canOpen(app, before), canOpen(app, after)];
    if (is && !was) gained.access.push(app);
    if (was && !is) lost.access.push(app);
    for (const capability of app.capabilities) {
      const [had, has] = [hasCapability(app, capability, before), hasCapability(app, capability, after)];
      if (has && !had) gained.capabilities.push({ app, capability });
      if (had && !has) lost.capabilities.push({ app, capability });
    }
  }
  return { gained, lost };
}

/** What a holder loses. */
export type RemovalImpact = AccessDifference;

/**
 * What a holder of `heldBefore` (a security group's or a user's permission ids) loses when
 * `removedIds` are taken away: every capability of any app, and every app's access, that holds
 * before and not after.
 */
export function impactOfRemoval({ heldBefore, removedIds, catalog }: { heldBefore: ReadonlySet<string>; removedIds: Iterable<string>; catalog: Catalog }): RemovalImpact {
  const heldAfter = new Set(heldBefore);
  for (const id of removedIds) heldAfter.delete(id);
  return compareAccess({ catalog, before: heldBefore, after: heldAfter }).lost;
}

/** What a holder of `held` gains when `addedIds` are given too (e.g. by joining a group). */
export function gainOfAdding({ held, addedIds, catalog }: { held: ReadonlySet<string>; addedIds: Iterable<string>; catalog: Catalog }): AccessDifference {
  return compareAccess({ catalog, before: held, after: new Set([...held, ...addedIds]) }).gained;
}
