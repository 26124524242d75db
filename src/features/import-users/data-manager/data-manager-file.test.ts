import nock from 'nock';
import { OmsClient } from '../../../oms/client';
import { POLICY_REASONS } from '../../../policy/policy';
import { forged, SECURITY_ADMIN_VIEWER, SUPER_VIEWER } from '../../../../test/policy-setup';
import type { CheckedRow } from '../types';
import { dataManagerCsv, planDataManagerUpload, uploadDataManagerPlan } from './data-manager-file';

const ORIGIN = 'https://oms.test';
afterEach(() => nock.cleanAll());

const checked = (line: number, userLoginId: string, securityGroupId: string | undefined, problems: CheckedRow['problems'] = []): CheckedRow => ({
  row: { line, values: { firstName: 'Ana', lastName: 'Lee', userLoginId, password: 'secret@1', ...(securityGroupId ? { securityGroupId } : {}) } },
  templateId: 'CSR',
  problems,
});
const logins = (rows: readonly CheckedRow[]) => rows.map((row) => row.row.values.userLoginId);

describe('the data manager upload through the change policy (issue 63, rule 4)', () => {
  const rows = [checked(2, 'ana', undefined), checked(3, 'sec', 'SECURITY_ADMIN'), checked(4, 'root', 'SUPER'), checked(5, 'bo', 'STORE_MANAGER')];

  it('a security admin: the restricted-group row and the SUPER row are dropped, never in the file; the rest goes (a row without a group gets its template group)', () => {
    const upload = planDataManagerUpload(SECURITY_ADMIN_VIEWER, rows);
    expect(logins(upload.rows)).toEqual(['ana', 'bo']);
    expect(logins(upload.dropped)).toEqual(['sec', 'root']);
    const csv = dataManagerCsv(upload.rows);
    expect(csv).not.toContain('SECURITY_ADMIN');
    expect(csv).not.toContain('SUPER');
    expect(csv.split('\r\n')[1]).toContain('CSR');
  });

  it('a super user: SUPER goes; a restricted group is still dropped (it is never handed to a new login)', () => {
    const upload = planDataManagerUpload(SUPER_VIEWER, rows);
    expect(logins(upload.rows)).toEqual(['ana', 'root', 'bo']);
    expect(logins(upload.dropped)).toEqual(['sec']);
  });

  it("a row the preview refused for the policy's reason is dropped too", () => {
    const upload = planDataManagerUpload(SUPER_VIEWER, [checked(2, 'admin', undefined, [{ message: POLICY_REASONS.superTarget }])]);
    expect(upload.rows).toEqual([]);
  });

  it('an upload the change policy did not clear (a cast) throws and sends nothing', async () => {
    const scope = nock(ORIGIN).post(() => true).reply(200, {}).get(() => true).reply(200, {});
    const client = new OmsClient({ baseUrl: `${ORIGIN}/api/`, token: 't' });
    const attempt = () => uploadDataManagerPlan(client, forged({ rows, dropped: [] }), { fileName: 'staff.csv', createdByUserLogin: 'sam.secure', knownLogIds: [] });
    expect(attempt).toThrow('A write path reached its runner without the change policy.');
    expect(scope.pendingMocks()).toHaveLength(2);
  });
});
