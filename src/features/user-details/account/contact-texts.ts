/**
 * The spec's texts for each contact field (section 8, Contact details), as i18n keys.
 */
import type { ContactKind } from '../../../lib/validation';

export interface ContactTexts {
  label: string;
  addTitle: string;
  editTitle: string;
  removeTitle: string;
  actions: string;
  added: string;
  updated: string;
  removed: string;
  addFailed: string;
  updateFailed: string;
  removeFailed: string;
  confirmRemove: string;
}

export const CONTACT_TEXTS: Record<ContactKind, ContactTexts> = {
  email: {
    label: 'Email',
    addTitle: 'Add email',
    editTitle: 'Edit email',
    removeTitle: 'Remove email',
    actions: 'Email actions',
    added: 'Email added successfully.',
    updated: 'Email updated successfully.',
    removed: 'Email removed successfully.',
    addFailed: 'Failed to add email.',
    updateFailed: 'Failed to update email.',
    removeFailed: 'Failed to remove email.',
    confirmRemove: 'Are you sure you want to remove the email?',
  },
  phoneNumber: {
    label: 'Phone number',
    addTitle: 'Add phone number',
    editTitle: 'Edit phone number',
    removeTitle: 'Remove phone number',
    actions: 'Phone number actions',
    added: 'Phone number added successfully.',
    updated: 'Phone number updated successfully.',
    removed: 'Phone number removed successfully.',
    addFailed: 'Failed to add phone number.',
    updateFailed: 'Failed to update phone number.',
    removeFailed: 'Failed to remove phone number.',
    confirmRemove: 'Are you sure you want to remove the phone number?',
  },
  externalId: {
    label: 'External ID',
    addTitle: 'Add external ID',
    editTitle: 'Edit external ID',
    removeTitle: 'Remove external ID',
    actions: 'External ID actions',
    added: 'External ID added successfully.',
    updated: 'External ID updated successfully.',
    removed: 'External ID removed successfully.',
    addFailed: 'Failed to add external ID.',
    updateFailed: 'Failed to update external ID.',
    removeFailed: 'Failed to remove external ID.',
    confirmRemove: 'Are you sure you want to remove the external ID?',
  },
};
