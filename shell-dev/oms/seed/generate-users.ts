/**
 * `--users N`: appends N generated users in one transaction with prepared statements, for scale
 * work. About 90% get a login (all sharing one password hash of SEED_PASSWORD, computed once),
 * most get one or two security groups, some an email; all are APPLICATION_USERs of the
 * organization, so they appear in the user list. Each login has a login history counted back from
 * the time of generation (seed/habits.ts generatedHabit: daily users, occasional ones, unused for
 * 120-400 days, never used, locked out) and its first password history row.
 */
import { reserveIds, type Db } from '../db/database';
import { bulkLoadUserListRows } from '../db/user-list-rows';
import { hashPasswordSync } from '../auth/passwords';
import { ORGANIZATION, SEED_EPOCH, SEED_PASSWORD } from './fixtures';
import { generatedHabit } from './habits';
import { HistorySeeder } from './login-history';
import { FIRST_NAMES, LAST_NAMES } from './users';

export interface GenerateUsersOptions {
  /** store.login.history: false writes no UserLoginHistory rows. Default true. */
  loginHistory?: boolean;
  /** password.change.history.limit: 0 (the default, OFBiz's) writes no UserLoginPasswordHistory rows. */
  passwordHistoryLimit?: number;
  /** max.failed.logins of the locked-out logins. Default 3. */
  maxFailedLogins?: number;
  /** The clock the history counts back from; default now. */
  now?: number;
}

export interface GeneratedUsers {
  firstPartyId: string;
  lastPartyId: string;
  loginHistoryRows: number;
  passwordHistoryRows: number;
}

const GROUPS = ['STORE_MANAGER', 'CSR', 'MERCHANDISE_MGR', 'STORE_ASSOCIATE', 'COMMERCE_SUPER', 'INTEGRATION', 'WAREHOUSE_MANAGER'];

/** Adds `count` users; returns their first and last partyId and the history rows written. */
export function generateUsers(db: Db, count: number, options: GenerateUsersOptions = {}): GeneratedUsers {
  if (!Number.isInteger(count) || count <= 0) throw new Error(`--users needs a positive integer, got ${count}`);
  const passwordHash = hashPasswordSync(SEED_PASSWORD);
  const party = db.prepare("INSERT INTO Party (partyId, partyTypeId, statusId, externalId, createdDate, createdByUserLogin) VALUES (?, ?, ?, ?, ?, 'admin')");
  const person = db.prepare('INSERT INTO Person (partyId, firstName, lastName) VALUES (?, ?, ?)');
  const group = db.prepare('INSERT INTO PartyGroup (partyId, groupName) VALUES (?, ?)');
  const role = db.prepare("INSERT INTO PartyRole (partyId, roleTypeId) VALUES (?, 'APPLICATION_USER')");
  const relationship = db.prepare("INSERT INTO PartyRelationship (partyIdFrom, partyIdTo, roleTypeIdFrom, roleTypeIdTo, fromDate, partyRelationshipTypeId) VALUES (?, ?, 'INTERNAL_ORGANIZATIO', 'APPLICATION_USER', ?, 'EMPLOYMENT')");
  const login = db.prepare('INSERT INTO UserLogin (userLoginId, partyId, currentPassword, enabled, hasLoggedOut, requirePasswordChange, disabledDateTime, successiveFailedLogins, createdDate) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const member = db.prepare('INSERT INTO UserLoginSecurityGroup (userLoginId, groupId, fromDate) VALUES (?, ?, ?)');
  const contactMech = db.prepare("INSERT INTO ContactMech (contactMechId, contactMechTypeId, infoString) VALUES (?, 'EMAIL_ADDRESS', ?)");
  const partyContactMech = db.prepare('INSERT INTO PartyContactMech (partyId, contactMechId, fromDate) VALUES (?, ?, ?)');
  const purpose = db.prepare("INSERT INTO PartyContactMechPurpose (partyId, contactMechId, contactMechPurposeTypeId, fromDate) VALUES (?, ?, 'PRIMARY_EMAIL', ?)");

  let first = 0;
  let history: HistorySeeder | undefined;
  // The user-list rows are rebuilt once at the end, indexes after rows, instead of by triggers per row.
  db.transaction(() => bulkLoadUserListRows(db, () => {
    history = new HistorySeeder(db, {
      now: options.now ?? Date.now(),
      loginHistory: options.loginHistory ?? true,
      passwordHistoryLimit: options.passwordHistoryLimit ?? 0,
      maxFailedLogins: options.maxFailedLogins ?? 3,
    });
    first = reserveIds(db, 'Party', count);
    const emails = Math.ceil(count / 4);
    let nextContactMech = reserveIds(db, 'ContactMech', emails);
    // Spread creation over two years after the demo users (Feb 2024 - Feb 2026), newest last.
    const start = SEED_EPOCH + 400 * 86_400_000;
    const step = Math.max(1, Math.floor((2 * 365 * 86_400_000) / count));
    for (let i = 0; i < count; i++) {
      const partyId = String(first + i);
      const created = start + i * step;
      const isGroup = i % 50 === 17;
      const disabled = i % 20 === 3;
      party.run(partyId, isGroup ? 'PARTY_GROUP' : 'PERSON', disabled ? 'PARTY_DISABLED' : 'PARTY_ENABLED', i % 3 === 0 ? `EMP-${partyId}` : null, created);
      const firstName = FIRST_NAMES[i % FIRST_NAMES.length] ?? 'Alex';
      const lastName = LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length] ?? 'Doe';
      if (isGroup) group.run(partyId, `Facility ${partyId}`);
      else person.run(partyId, firstName, lastName);
      role.run(partyId);
      relationship.run(ORGANIZATION.partyId, partyId, created);
      if (i % 10 !== 9) {
        const userLoginId = isGroup ? `facility.${partyId}` : `${firstName}.${lastName}.${partyId}`.toLowerCase();
        const blocked = !disabled && i % 37 === 5;
        const historyLogin = { userLoginId, partyId, password: SEED_PASSWORD, createdDate: created, key: first + i };
        const { habit, state } = history.plan(historyLogin, generatedHabit(i, first + i, { facility: isGroup, disabledParty: disabled, blocked }));
        login.run(userLoginId, partyId, passwordHash, disabled || blocked ? 'N' : 'Y', i % 4 === 1 ? 'Y' : 'N', 'N', state.disabledDateTime, state.successiveFailedLogins, created);
        history.write(historyLogin, habit);
        history.writePassword(userLoginId, created, null, passwordHash);
        if (i % 8 !== 7) member.run(userLoginId, GROUPS[i % GROUPS.length] ?? 'CSR', created);
        if (i % 10 === 2) member.run(userLoginId, GROUPS[(i + 3) % GROUPS.length] ?? 'CSR', created + 1);
      }
      if (i % 4 === 0 && !isGroup) {
        const contactMechId = String(nextContactMech++);
        contactMech.run(contactMechId, `${firstName}.${lastName}.${partyId}@example.com`.toLowerCase());
        partyContactMech.run(partyId, contactMechId, created);
        purpose.run(partyId, contactMechId, created);
      }
    }
    history.finish();
  }, { reindex: true }))();
  db.exec('ANALYZE');
  return { firstPartyId: String(first), lastPartyId: String(first + count - 1), loginHistoryRows: history?.attempts ?? 0, passwordHistoryRows: history?.passwords ?? 0 };
}
