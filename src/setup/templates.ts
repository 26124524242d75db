/**
 * The six user templates of quick setup (spec 3 'User template'): what a new user of each kind
 * gets — security group, party role, login, employee ID, facilities, product stores.
 */
import { PICKER_ROLE, STORE_ROLE } from './roles';

export type TemplateId = 'ADMIN' | 'MERCHANDISING_MANAGER' | 'CSR' | 'FULFILLMENT_MANAGER' | 'FULFILLMENT' | 'INTEGRATION';

export interface UserTemplate {
  templateId: TemplateId;
  templateName: string;
  securityGroupId?: string;
  roleTypeId?: string;
  isUserLoginRequired: boolean;
  isEmployeeIdRequired: boolean;
  isFacilityRequired: boolean;
  facilityRoleTypeId?: string;
  isProductStoreRequired: boolean;
  productStoreRoleTypeId?: string;
  isPasswordChangeRequired: boolean;
  isPasswordChangeDisabled: boolean;
}

const base = {
  isUserLoginRequired: false,
  isEmployeeIdRequired: false,
  isFacilityRequired: false,
  isProductStoreRequired: false,
  isPasswordChangeRequired: false,
  isPasswordChangeDisabled: false,
} as const;

export const USER_TEMPLATES: readonly UserTemplate[] = [
  { ...base, templateId: 'ADMIN', templateName: 'Admin', securityGroupId: 'COMMERCE_SUPER', isUserLoginRequired: true, isProductStoreRequired: true, productStoreRoleTypeId: STORE_ROLE },
  {
    ...base,
    templateId: 'MERCHANDISING_MANAGER',
    templateName: 'Merchandising manager',
    securityGroupId: 'MERCHANDISE_MGR',
    isUserLoginRequired: true,
    isProductStoreRequired: true,
    productStoreRoleTypeId: STORE_ROLE,
  },
  { ...base, templateId: 'CSR', templateName: 'CSR', securityGroupId: 'CSR', isUserLoginRequired: true },
  {
    ...base,
    templateId: 'FULFILLMENT_MANAGER',
    templateName: 'Fulfillment manager',
    securityGroupId: 'STORE_MANAGER',
    roleTypeId: PICKER_ROLE,
    isUserLoginRequired: true,
    isEmployeeIdRequired: true,
    isFacilityRequired: true,
    facilityRoleTypeId: PICKER_ROLE,
  },
  { ...base, templateId: 'FULFILLMENT', templateName: 'Fulfillment', roleTypeId: PICKER_ROLE, isEmployeeIdRequired: true },
  { ...base, templateId: 'INTEGRATION', templateName: 'Integration', securityGroupId: 'INTEGRATION', isUserLoginRequired: true, isPasswordChangeDisabled: true },
];

export const DEFAULT_TEMPLATE_ID: TemplateId = 'FULFILLMENT';

/** The group given when a login is created and the template names none (spec 6 'Roles used'). */
export const FALLBACK_SECURITY_GROUP = 'STORE_MANAGER';

export function templateById(templateId: TemplateId): UserTemplate {
  const template = USER_TEMPLATES.find((candidate) => candidate.templateId === templateId);
  if (!template) throw new Error(`Unknown template ${templateId}`);
  return template;
}
