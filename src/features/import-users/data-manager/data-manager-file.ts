/**
 * The file the OMS data manager gets (configId IMP_EMPLOYEE): the checked file's rows, fixes
 * included, in the data manager's own columns. A row without a security group gets its template's
 * group, as an in-app import would give it. The cells go as they are: no formula guard here (that
 * is for files opened in a spreadsheet; this one is read by the OMS, and a password may well start
 * with '+' or '-').
 */
import Papa from 'papaparse';
import { IMPORT_FILE_COLUMNS } from '../../../oms/data-manager';
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

export function dataManagerCsv(rows: readonly CheckedRow[]): string {
  const data = rows.map(({ row, templateId }) =>
    IMPORT_FILE_COLUMNS.map((column) => {
      const value = row.values[SOURCE[column]] ?? '';
      if (column === 'securityGroupId' && !value) return templateById(templateId).securityGroupId ?? '';
      return value;
    }),
  );
  return Papa.unparse({ fields: [...IMPORT_FILE_COLUMNS], data }, { newline: '\r\n' });
}
