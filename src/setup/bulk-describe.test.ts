/**
 * A bulk line as the preview and the results file say it (issue 62, 11): what an offboarding ends
 * reads naturally ('Ends: the security groups (2)', not 'Ends: End the security groups'), in the
 * language's own punctuation (Japanese 、 and 。); a change says what it changes, and once done what
 * was changed, with its group.
 */
import { createI18n } from '../i18n';
import { describeBulkLine } from './bulk-offboard';
import type { BulkLine } from './bulk';
import { BULK_SKIPS } from './bulk';
import { KEPT_REASONS } from './offboard';

const OFFBOARD: BulkLine = {
  partyId: 'P1',
  name: 'Ana',
  userLoginId: 'ana',
  ends: [
    { id: 'blockLogin', count: 1 },
    { id: 'forceLogout', count: 1 },
    { id: 'groups', count: 2 },
  ],
  kept: [KEPT_REASONS.pickerReferenced, KEPT_REASONS.integration],
};
const CHANGE: BulkLine = { partyId: 'P2', name: 'Bo', userLoginId: 'bo' };

async function translator(language: string) {
  const i18n = createI18n('en-US');
  await i18n.changeLanguage(language);
  return { t: (key: string, options?: Record<string, unknown>) => i18n.t(key, options), language };
}

describe('describeBulkLine', () => {
  it('an offboarding: what it ends with counts, what it keeps and why; once done, what was ended', async () => {
    const { t, language } = await translator('en-US');
    expect(describeBulkLine(OFFBOARD, t, { language, action: { kind: 'offboard', disableParty: false } })).toBe(
      `Ends: the login (blocked) (1), its sessions (1), the security groups (2). Kept: ${KEPT_REASONS.pickerReferenced} ${KEPT_REASONS.integration}`,
    );
    expect(describeBulkLine(OFFBOARD, t, { language, done: true })).toMatch(/^Ended: the login \(blocked\) \(1\), its sessions \(1\), the security groups \(2\)\. Kept: /);
  });

  it('in Japanese, lists with 、 and ends sentences with 。 (no ", " or ". " of English)', async () => {
    const { t, language } = await translator('ja');
    const text = describeBulkLine(OFFBOARD, t, { language });
    expect(text).toBe(`終了: ログイン (ブロック) (1)、セッション (1)、セキュリティグループ (2)。保持: ${t(KEPT_REASONS.pickerReferenced)}${t(KEPT_REASONS.integration)}`);
    expect(text).not.toMatch(/, |\.( |$)/);
    expect(describeBulkLine({ ...CHANGE, skipped: BULK_SKIPS.alreadyBlocked }, t, { language })).toBe('スキップ: 既にブロックされています。');
  });

  it('a change says what it changes, with its group; once done, what was changed', async () => {
    const { t, language } = await translator('en-US');
    expect(describeBulkLine(CHANGE, t, { language, action: { kind: 'block' } })).toBe('The login will be blocked.');
    expect(describeBulkLine(CHANGE, t, { language, action: { kind: 'unblock' }, done: true })).toBe('The login was unblocked.');
    const add = { kind: 'addGroup', groupId: 'STORE_MANAGER' } as const;
    expect(describeBulkLine(CHANGE, t, { language, action: add, groupName: 'Store Manager' })).toBe('Will be added to Store Manager.');
    expect(describeBulkLine(CHANGE, t, { language, action: add, groupName: 'Store Manager', done: true })).toBe('Added to Store Manager.');
    expect(describeBulkLine(CHANGE, t, { language, action: { kind: 'removeGroup', groupId: 'CSR' }, done: true })).toBe('Removed from CSR.');
    expect(describeBulkLine({ ...CHANGE, skipped: BULK_SKIPS.notMember }, t, { language, action: add })).toBe('Skipped: Not a member.');
  });

  it("warns before an offboarding of the groups this viewer's restore could not give back, not once done", async () => {
    const { t, language } = await translator('en-US');
    const line: BulkLine = { ...OFFBOARD, kept: [], notGivenBack: ['WAREHOUSE_MANAGER', 'SUPER'] };
    expect(describeBulkLine(line, t, { language })).toBe(
      'Ends: the login (blocked) (1), its sessions (1), the security groups (2). You could not give back WAREHOUSE_MANAGER, SUPER in a restore: only a super user may give back a restricted group.',
    );
    expect(describeBulkLine(line, t, { language, done: true })).not.toMatch(/give back/);
    const names = new Map([['WAREHOUSE_MANAGER', 'Warehouse Manager'], ['SUPER', 'Full Admin']]);
    expect(describeBulkLine(line, t, { language, nameOfGroup: (id) => names.get(id) ?? id })).toMatch(/You could not give back Warehouse Manager, Full Admin in a restore/);
  });
});
