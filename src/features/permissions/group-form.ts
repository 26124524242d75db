/**
 * The create-security-group form's rules (spec 5 'Create security group'). Pure.
 */

export const GROUP_ID_MAX = 20;
export const DESCRIPTION_MAX = 255;

/** The Internal ID derived from a name: trimmed, upper-cased, each space to an underscore (runs are kept). */
export function deriveGroupId(name: string): string {
  return name.trim().toUpperCase().replaceAll(' ', '_');
}

export const groupIdTooLong = (groupId: string): boolean => groupId.length > GROUP_ID_MAX;

/** The spec's messages for a submit, in order; empty when the group may be created. */
export function validateGroup(form: { groupName: string; groupId: string; description: string }): string[] {
  const messages: string[] = [];
  if (!form.groupName.trim()) messages.push('Security group name is required.');
  if (groupIdTooLong(form.groupId.trim() || deriveGroupId(form.groupName))) messages.push('Internal ID cannot be more than 20 characters.');
  return messages;
}
