/**
 * What App access needs from the screen that shows a user (user details, `./UserAccess`): their
 * security groups and what those grant now, their facilities, whether they are a fulfillment admin,
 * and the one way to add them to a group. The feature reads no user state of its own; src/app makes
 * a source of the user-details state (src/app/app-access-source.tsx). The reads are atoms, mounted
 * only while App access shows, so a closed card reads nothing.
 */
import type { Atom } from 'jotai';
import type { Loadable } from '../../lib/loadable';
import type { Cleared } from '../../policy/cleared';

/** 'Add to group…''s one write: the group to add the login to. */
export interface GroupAddPlan {
  groupId: string;
}

export interface AccessSource {
  /** The login's current security groups. */
  readonly groups: Atom<Loadable<readonly { readonly groupId: string }[]>>;
  /** What each of those groups grants now, by groupId. */
  readonly groupPermissions: Atom<Loadable<ReadonlyMap<string, ReadonlySet<string>>>>;
  /** The user's current facilities (BOPIS and Fulfillment need one). */
  readonly facilities: Atom<Loadable<readonly unknown[]>>;
  /** Whether the user is a fulfillment admin (spec 6), as the user's page decides it. */
  readonly fulfillmentAdmin: Atom<Loadable<boolean>>;
  /** Reads again what failed, and the groups' permissions. */
  retry(): void;
  /**
   * Adds the login to the plan's group, keeping the groups it is in now (`groups` has data), through
   * the one association flow; says how it went and reads the groups again. Only a plan the change
   * policy cleared (`assertCleared` first).
   */
  addToGroup(plan: Cleared<GroupAddPlan>): Promise<void>;
}
