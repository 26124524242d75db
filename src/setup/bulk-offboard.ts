/**
 * The Users tab's bulk Offboard (issue 38): each selected user's offboarding planned from bulk
 * reads (src/oms/bulk-reads.ts: logins, groups, stores, facilities and the picker role for a
 * hundred users per request) with ./offboard.ts's own planner, so the preview says per user what
 * ends, what is kept, or that nothing is left to end. The run offboards each user from facts read
 * fresh when their turn comes (./offboard-user.ts). The access review's removals preview the same way.
 */
import { findGroupsOfLogins, findLoginsOfParties, findOffboardReadsOfParties } from '../oms/bulk-reads';
import type { BulkLogin, BulkOffboardReads } from '../oms/bulk-reads';
import type { OmsClient } from '../oms/client';
import type { UserSecurityGroup } from '../oms/security-groups';
import { BULK_CHANGE_TEXTS } from './bulk';
import type { BulkAction, BulkLine, BulkUser } from './bulk';
import { listIn, sentencesIn } from '../lib/lists';
import { NOT_GIVEN_BACK, OFFBOARD_ENDS_LABELS, planOffboarding } from './offboard';
import type { OffboardFacts, OffboardGates, OffboardStep } from './offboard';
import { PICKER_ROLE } from './roles';
import type { PolicyContext } from '../policy/policy';

export const NOTHING_TO_END = 'Nothing to end.';

/** Rows grouped by a key, in one pass (10,000 users are planned at once). */
function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

const stepCount = (step: OffboardStep): number => {
  if (step.id === 'blockLogin' || step.id === 'forceLogout') return step.userLoginIds.length;
  if (step.id === 'groups' || step.id === 'productStores' || step.id === 'facilities') return step.ends.length;
  return 1;
};

/** Each user's offboarding line. Pure. */
export function planBulkOffboarding(
  users: readonly BulkUser[],
  logins: readonly BulkLogin[],
  groups: readonly UserSecurityGroup[],
  reads: BulkOffboardReads,
  gatesFor: (groups: ReadonlyArray<{ groupId: string }>) => OffboardGates,
  policy: PolicyContext,
  options: { disableParty: boolean },
): BulkLine[] {
  const loginsOf = groupBy(logins, (login) => login.partyId);
  const groupsOf = groupBy(groups, (group) => group.userLoginId);
  const storesOf = groupBy(reads.productStores, (store) => store.partyId);
  const facilitiesOf = groupBy(reads.facilities, (facility) => facility.partyId ?? '');
  return users.map((user) => {
    const userLogins = loginsOf.get(user.partyId) ?? [];
    const facts: OffboardFacts = {
      partyId: user.partyId,
      partyDisabled: user.partyDisabled,
      logins: userLogins,
      groups: userLogins.flatMap((login) => groupsOf.get(login.userLoginId) ?? []),
      productStores: storesOf.get(user.partyId) ?? [],
      facilities: facilitiesOf.get(user.partyId) ?? [],
      picker: { held: reads.pickerHolders.has(user.partyId), referenced: reads.pickerReferenced.has(user.partyId) },
    };
    const plan = planOffboarding(facts, gatesFor(facts.groups), policy, options);
    const line: BulkLine = { partyId: user.partyId, name: user.name, userLoginId: userLogins[0]?.userLoginId, target: plan.target, notGivenBack: plan.notGivenBack };
    // The change policy refuses the whole offboarding (a super user by a non-super viewer): skipped with its reason.
    if (plan.refused) return { ...line, skipped: plan.refused };
    line.kept = [...new Set(plan.kept.map((item) => item.reason))];
    if (plan.steps.length === 0) return { ...line, skipped: NOTHING_TO_END };
    return { ...line, ends: plan.steps.map((step) => ({ id: step.id, count: stepCount(step) })) };
  });
}

/** Reads `users`' facts in bulk (the logins first, the rest beside them) and plans each one's offboarding line. */
export async function previewOffboarding(
  client: OmsClient,
  users: readonly BulkUser[],
  gatesFor: (groups: ReadonlyArray<{ groupId: string }>) => OffboardGates,
  policy: PolicyContext,
  options: { disableParty: boolean },
): Promise<BulkLine[]> {
  const partyIds = users.map((user) => user.partyId);
  const offboardReads = findOffboardReadsOfParties(client, partyIds, PICKER_ROLE);
  offboardReads.catch(() => undefined);
  const logins = await findLoginsOfParties(client, partyIds);
  const groups = await findGroupsOfLogins(client, logins.map((login) => login.userLoginId));
  return planBulkOffboarding(users, logins, groups, await offboardReads, gatesFor, policy, options);
}

/** i18next's t as the line texts need it. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface DescribeOptions {
  /** The screen's language: how its lists and sentences run together (src/lib/lists.ts). */
  language?: string;
  /** The action the line is of: a change's line says what it changes (an offboarding's lists what ends). */
  action?: BulkAction;
  /** The group of Add to / Remove from security group, as shown. */
  groupName?: string;
  /** What was done (a done user's line in the results file), not what will be. */
  done?: boolean;
  /** A security group's shown name by its id (the id when not given): the groups a restore could not give back. */
  nameOfGroup?: (groupId: string) => string;
}

/**
 * A planned line as a sentence: what it ends with counts and what it keeps, the change it makes,
 * or why it is skipped; with `done`, what was ended or changed.
 */
export function describeBulkLine(line: BulkLine, t: Translate, options: DescribeOptions = {}): string {
  const { language, action } = options;
  const kept = line.kept?.length ? [t('Kept: {{reasons}}', { reasons: sentencesIn(language, line.kept.map((reason) => t(reason))) })] : [];
  if (line.skipped) return sentencesIn(language, [t('Skipped: {{reason}}', { reason: t(line.skipped, line.params ?? {}) }), ...kept]);
  if (line.ends) {
    const items = listIn(language, line.ends.map((end) => `${t(OFFBOARD_ENDS_LABELS[end.id])} (${end.count})`));
    // Said before anything ends: a restore by this viewer would leave these groups out.
    const notGivenBack = !options.done && line.notGivenBack?.length ? [t(NOT_GIVEN_BACK, { groups: listIn(language, line.notGivenBack.map(options.nameOfGroup ?? ((id) => id))) })] : [];
    return sentencesIn(language, [t(options.done ? 'Ended: {{items}}.' : 'Ends: {{items}}.', { items }), ...kept, ...notGivenBack]);
  }
  if (!action || action.kind === 'offboard') return t('Changes');
  const texts = BULK_CHANGE_TEXTS[action.kind];
  const group = 'groupId' in action ? (options.groupName ?? action.groupId) : '';
  return t(options.done ? texts.done : texts.plan, { group });
}
