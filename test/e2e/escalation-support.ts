/**
 * The escalation matrix's shared parts (escalation-matrix.spec.ts, issue 63): its viewers, targets
 * and columns, what a row and a cell are, the users the cells work on, read-backs, and the printed
 * table. A cell drives one write path as one viewer on one target and checks what is offered (the
 * control off with the policy's reason, the group missing from a list, a refused step saying why)
 * and what reaches the OMS (read back with performFind; where the policy allows the write, it is
 * made, read back and undone through the OMS's API). A cell left out of a row is n/a.
 */
import type { Locator, Page } from '@playwright/test';
import { apiLogin, createUserWithLogin, DEMO_LOGINS, expect, NO_TIMEZONE_USER, omsFind, omsPost, SECURITY_ADMIN_USER, SEED_PASSWORD } from './fixtures';

export const VIEWERS = ['admin', 'sam'] as const;
export type Viewer = (typeof VIEWERS)[number];
export const TARGETS = ['super', 'restricted', 'own'] as const;
export type Target = (typeof TARGETS)[number];
export type Column = `${Viewer}/${Target}`;
export const COLUMNS: readonly Column[] = VIEWERS.flatMap((viewer) => TARGETS.map((target) => `${viewer}/${target}` as const));

/** The policy's reasons (en-US, src/policy/policy.ts POLICY_REASONS). */
export const REASONS = {
  superTargetGroups: "You don't have permission to update the security group.",
  superTarget: 'Only a super user can change a super user.',
  superPower: 'Only a super user can give super-user access.',
  ownAccess: 'You cannot raise your own access: another admin has to do it.',
  restrictedGroup: 'This group is restricted: only users who already belong to it keep it.',
} as const;

export interface Person {
  partyId: string;
  userLoginId: string;
  name: string;
  password: string;
}

/** The viewers: admin (in SUPER) and sam.secure (SECURITY_ADMIN, not a super user). */
export const VIEWER_USERS: Record<Viewer, Person> = {
  admin: { partyId: DEMO_LOGINS.admin.partyId, userLoginId: DEMO_LOGINS.admin.userLoginId, name: 'Ada Admin', password: DEMO_LOGINS.admin.password },
  sam: { partyId: SECURITY_ADMIN_USER.partyId, userLoginId: SECURITY_ADMIN_USER.userLoginId, name: 'Sam Secure', password: SEED_PASSWORD },
};

/** The super user both viewers work on: tomas.nakamura (in SUPER), not a viewer. */
export const SUPER_USER: Person = { partyId: NO_TIMEZONE_USER.partyId, userLoginId: NO_TIMEZONE_USER.userLoginId, name: 'Tomas Nakamura', password: NO_TIMEZONE_USER.password };

/** The restricted group a cell tries to hand out, and a plain group a security admin may. */
export const RESTRICTED = { groupId: 'WAREHOUSE_MANAGER', name: 'Warehouse Manager' } as const;
export const PLAIN = { groupId: 'MERCHANDISE_MGR', name: 'Merchandising Manager' } as const;

/** What a cell works with: the viewer's page and user, the target, an admin token for read-backs. */
export interface CellContext {
  page: Page;
  /** The super viewer's page (a cell's set-up through the app, e.g. an offboarding to restore). */
  adminPage: Page;
  viewer: Viewer;
  me: Person;
  target: Person;
  token: string;
  /** A plain user of this run (CSR only, never in a restricted group). */
  plain: Person;
  /** A user of this run in CSR and the restricted group (a source to copy from). */
  holder: Person;
}

export type Cell = (context: CellContext) => Promise<void>;

export interface EscalationRow {
  name: string;
  cells: Partial<Record<Column, Cell>>;
}

/** The users this run makes (once per OMS: the restricted one must never have held the group). */
export async function makeRunUsers(): Promise<{ plain: Person; holder: Person }> {
  const { token } = await apiLogin('admin');
  const stamp = Date.now().toString(36);
  const make = async (first: string, groupIds: string[]): Promise<Person> => {
    const lastName = `Esc${stamp}`;
    const userLoginId = `${first.toLowerCase()}.esc${stamp}`;
    const password = 'Escal@123';
    const partyId = await createUserWithLogin(token, { firstName: first, lastName, userLoginId, password, groupIds });
    return { partyId, userLoginId, name: `${first} ${lastName}`, password };
  };
  return { plain: await make('Pia', ['CSR']), holder: await make('Hal', ['CSR', RESTRICTED.groupId]) };
}

/** The target person of a column. */
export function targetOf(target: Target, viewer: Viewer, plain: Person): Person {
  if (target === 'super') return SUPER_USER;
  if (target === 'own') return VIEWER_USERS[viewer];
  return plain;
}

export const card = (page: Page, title: string): Locator => page.getByRole('group', { name: title });

/** Opens a user's details inside the host and waits until it has read everything. */
export async function openDetails(page: Page, person: Person): Promise<void> {
  await page.goto(`${new URL(page.url()).origin}/users/user-details/${person.partyId}`);
  await expect(page.getByRole('heading', { level: 2, name: person.name })).toBeVisible();
  await expect(page.getByText('Loading', { exact: true })).toHaveCount(0);
}

/** The login's current groups, as the OMS has them. */
export async function currentGroups(token: string, userLoginId: string): Promise<string[]> {
  const rows = await omsFind<{ groupId: string }>(token, { entityName: 'UserLoginSecurityGroup', inputFields: { userLoginId }, filterByDate: 'Y', viewSize: 200 });
  return rows.map((row) => row.groupId).sort();
}

/** Every membership row (current or ended) of the login in the group. */
export async function everHeld(token: string, userLoginId: string, groupId: string): Promise<number> {
  return (await omsFind(token, { entityName: 'UserLoginSecurityGroup', inputFields: { userLoginId, groupId }, viewSize: 200 })).length;
}

export async function loginState(token: string, userLoginId: string): Promise<{ enabled?: string | null; hasLoggedOut?: string | null }> {
  const [login] = await omsFind<{ enabled?: string | null; hasLoggedOut?: string | null }>(token, { entityName: 'UserLogin', inputFields: { userLoginId }, fieldList: ['enabled', 'hasLoggedOut'] });
  return login ?? {};
}

export async function partyStatus(token: string, partyId: string): Promise<string | null | undefined> {
  const [party] = await omsFind<{ statusId?: string | null }>(token, { entityName: 'Party', inputFields: { partyId }, fieldList: ['statusId'] });
  return party?.statusId;
}

/** Whether the OMS logs the login in with this password. */
export async function logsIn(userLoginId: string, password: string): Promise<boolean> {
  try {
    const answer = await omsPost<{ token?: unknown }>(undefined, 'login', { USERNAME: userLoginId, PASSWORD: password });
    return typeof answer.token === 'string';
  } catch {
    return false;
  }
}

/** Ends the login's current membership of the group, if any (an allowed cell's undo). */
export async function leaveGroup(token: string, userLoginId: string, groupId: string): Promise<void> {
  const held = await omsFind(token, { entityName: 'UserLoginSecurityGroup', inputFields: { userLoginId, groupId }, filterByDate: 'Y' });
  if (held.length > 0) await omsPost(token, 'service/removePartyUserPermission', { userLoginId, groupId });
}

/** The service calls a page sends from now on, by name (POST /service/<name>). */
export function recordServices(page: Page): { sent: string[]; stop: () => void } {
  const sent: string[] = [];
  const onRequest = (request: { url(): string; method(): string }) => {
    const match = /\/service\/([^/?]+)/.exec(request.url());
    if (match && request.method() === 'POST') sent.push(match[1]!);
  };
  page.on('request', onRequest);
  return { sent, stop: () => page.off('request', onRequest) };
}

export type CellResult = '✓' | '✘' | 'n/a';

/** Rows × columns as a table (✓ / ✘ / n/a) with the totals, and the failed cells. */
export function escalationTable(rows: readonly string[], results: ReadonlyMap<string, ReadonlyMap<Column, CellResult>>): { table: string; failed: string[] } {
  const width = Math.max(...rows.map((name) => name.length), 5);
  const cellWidth = Math.max(...COLUMNS.map((column) => column.length));
  const header = `${'path'.padEnd(width)} | ${COLUMNS.map((column) => column.padEnd(cellWidth)).join(' | ')}`;
  const lines = [header, '-'.repeat(header.length)];
  const failed: string[] = [];
  let tried = 0;
  let passed = 0;
  let notApplicable = 0;
  for (const name of rows) {
    const cells = results.get(name);
    lines.push(`${name.padEnd(width)} | ${COLUMNS.map((column) => (cells?.get(column) ?? '-').padEnd(cellWidth)).join(' | ')}`);
    for (const column of COLUMNS) {
      const value = cells?.get(column);
      if (value === 'n/a') notApplicable++;
      else tried++;
      if (value === '✓') passed++;
      else if (value !== 'n/a') failed.push(`${name} × ${column}`);
    }
  }
  lines.push(`${rows.length} paths × ${COLUMNS.length} columns: ${tried} tried, ${passed} passed, ${tried - passed} failed, ${notApplicable} n/a`);
  return { table: lines.join('\n'), failed };
}
