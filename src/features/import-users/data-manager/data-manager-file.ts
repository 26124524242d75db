/**
 * The file the OMS data manager gets (configId IMP_EMPLOYEE): the checked file's rows, fixes
 * included, in the data manager's own columns. A row without a security group gets its template's
 * group, as an in-app import would give it. The cells go as they are: no formula guard here (that
 * is for files opened in a spreadsheet; this one is read by the OMS, and a password may well start
 * with '+' or '-').
 */
import Papa from 'papaparse';
import type { OmsClient } from '../../../oms/client';
import { IMPORT_FILE_COLUMNS, uploadImportFile } from '../../../oms/data-manager';
import type { UploadedImport } from '../../../oms/data-manager';
import { assertCleared } from '../../../policy/cleared';
import { clearPlan } from '../../../policy/cleared';
import type { Cleared } from '../../../policy/cleared';
import { decide, POLICY_REASONS } from '../../../policy/policy';
import type { PolicyContext, PolicyTarget } from '../../../policy/policy';
import { templateById } from '../../../setup/templates';
import type { CheckedRow, ImportField } from '../types';

/** The in-app field each data manager column takes its value from. */
const SOURCE: Record<(typeof IMPORT_FILE_COLUMNS)[number], ImportField> = {
  firstName: 'firstName',
  lastName: 'lastName',
  securityGroupId: 'securityGroupId',
  userLoginId: 'userLoginId',
  password: 'password',
  emailAddress: 'emailAddress',
  externalId: 'externalId',
};

/** The fields the data manager does not take: the screen says they are not sent. */
export const NOT_SENT_TO_DATA_MANAGER: readonly ImportField[] = ['groupName', 'contactNumber', 'templateId', 'productStoreIds', 'facilityIds'];

/** The group a row's login gets from the data manager: its own, else its template's. */
const groupOf = ({ row, templateId }: CheckedRow): string => row.values.securityGroupId || (templateById(templateId).securityGroupId ?? '');

/** What is uploaded: the rows the change policy allows, and the ones it refuses (their reasons are the preview's problems). */
export interface DataManagerUpload {
  rows: CheckedRow[];
  dropped: CheckedRow[];
}

const REASONS: ReadonlySet<string> = new Set(Object.values(POLICY_REASONS));
/** The data manager makes new logins: no groups held. */
const NEW_USER: PolicyTarget = { groupIds: new Set() };

/**
 * The upload, cleared by the change policy (issue 63, rule 4): a row whose group the policy refuses
 * for a new login (a restricted group, super-user power), or that the preview refused for the
 * policy's reason, is dropped, never sent; the problem rows file gives its reason. Pure.
 */
export function planDataManagerUpload(context: PolicyContext, rows: readonly CheckedRow[]): Cleared<DataManagerUpload> {
  const upload: DataManagerUpload = { rows: [], dropped: [] };
  for (const checked of rows) {
    const groupId = groupOf(checked);
    const refusedGroup = groupId !== '' && !decide(context, NEW_USER, { kind: 'addGroup', groupId }).allowed;
    if (refusedGroup || checked.problems.some((problem) => REASONS.has(problem.message))) upload.dropped.push(checked);
    else upload.rows.push(checked);
  }
  const changes = upload.rows.flatMap((checked) => [
    { target: NEW_USER, change: { kind: 'createLogin' as const } },
    ...(groupOf(checked) ? [{ target: NEW_USER, change: { kind: 'addGroup' as const, groupId: groupOf(checked) } }] : []),
  ]);
  return clearPlan(context, upload, changes);
}

export function dataManagerCsv(rows: readonly CheckedRow[]): string {
  const data = rows.map((checked) =>
    IMPORT_FILE_COLUMNS.map((column) => {
      if (column === 'securityGroupId') return groupOf(checked);
      return checked.row.values[SOURCE[column]] ?? '';
    }),
  );
  return Papa.unparse({ fields: [...IMPORT_FILE_COLUMNS], data }, { newline: '\r\n' });
}

/**
 * The one upload entry point: a cleared plan's rows as the data manager's file. A plan the change
 * policy did not clear throws before anything is sent.
 */
export function uploadDataManagerPlan(
  client: OmsClient,
  upload: Cleared<DataManagerUpload>,
  request: { fileName: string; createdByUserLogin: string; knownLogIds: string[] },
): Promise<UploadedImport> {
  assertCleared(upload);
  const csv = dataManagerCsv(upload.rows);
  return uploadImportFile(client, { ...request, file: new Blob([csv], { type: 'text/csv' }) });
}
