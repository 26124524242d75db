/**
 * What each import field is called on screen (en-US texts, also their i18n keys), and the names a
 * header may have in the screen's language: the field's label and the template's header, translated.
 */
import { TEMPLATE_HEADER_OF } from './columns';
import type { ImportField } from './types';

/** Every field a column can be, with its label (an i18n key), in the order the list offers them. */
export const FIELD_LABELS: Record<ImportField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  groupName: 'Name (facility login)',
  userLoginId: 'Username',
  password: 'Password',
  emailAddress: 'Email',
  contactNumber: 'Phone number',
  externalId: 'Employee ID',
  securityGroupId: 'Security group',
  templateId: 'Template',
  productStoreIds: 'Product stores',
  facilityIds: 'Facilities',
};

/** The translated names of every field, for matchColumns. */
export function localFieldNames(t: (key: string) => string): Partial<Record<ImportField, string[]>> {
  const names: Partial<Record<ImportField, string[]>> = {};
  for (const field of Object.keys(FIELD_LABELS) as ImportField[]) {
    const template = TEMPLATE_HEADER_OF[field];
    names[field] = [t(FIELD_LABELS[field]), ...(template ? [t(template)] : [])];
  }
  return names;
}
