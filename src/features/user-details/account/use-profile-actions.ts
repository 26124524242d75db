/**
 * The Profile card's writes: rename, profile picture and party status, each with the spec's texts.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/toaster';
import { isValidImageFile } from '../../../lib/validation';
import { uploadPartyLogoImage } from '../../../oms/images';
import { updateUserLoginStatus } from '../../../oms/logins';
import { updatePartyGroup, updatePerson } from '../../../oms/user-details';
import type { UserParty } from '../../../oms/user-details';
import { useOmsClient } from '../../../session/hooks';
import { useDetailsActions } from '../use-details';
import { isFacilityLogin } from '../../../party/party';

export interface NameInput {
  firstName?: string;
  lastName?: string;
  groupName?: string;
}

export function useProfileActions(party: UserParty) {
  const client = useOmsClient();
  const notify = useNotify();
  const { t } = useTranslation();
  const { refresh, patch } = useDetailsActions();
  const { partyId } = party;
  const facilityLogin = isFacilityLogin(party);

  /**
   * Runs only when a firstName or groupName is given. The spec only logs a failure; the app also
   * says so ('Failed to rename user.') and answers false, so the dialog stays open with the input.
   */
  const rename = useCallback(
    async (input: NameInput): Promise<boolean> => {
      const name = facilityLogin
        ? { groupName: input.groupName?.trim() ?? '' }
        : { firstName: input.firstName?.trim() ?? '', lastName: input.lastName?.trim() ?? '' };
      if (!('groupName' in name ? name.groupName : name.firstName)) return true;
      try {
        if ('groupName' in name) await updatePartyGroup(client, { partyId, groupName: name.groupName });
        else await updatePerson(client, { partyId, firstName: name.firstName, lastName: name.lastName });
        patch('party', (current) => (current ? { ...current, ...name } : current));
        notify(t('User renamed successfully.'), 'success');
        return true;
      } catch (error) {
        console.error('Rename failed', error instanceof Error ? error.message : error);
        notify(t('Failed to rename user.'), 'error');
        await refresh('party');
        return false;
      }
    },
    [client, facilityLogin, partyId, patch, refresh, notify, t],
  );

  const uploadPicture = useCallback(
    async (file: File) => {
      if (!(await isValidImageFile(file))) {
        notify(t('Please upload a valid image file'), 'error');
        return;
      }
      try {
        await uploadPartyLogoImage(client, partyId, file);
        notify(t('Image uploaded successfully.'), 'success');
      } catch {
        notify(t('Failed to upload image.'), 'error');
      }
      await refresh('logoPath');
    },
    [client, partyId, refresh, notify, t],
  );

  /**
   * Disabling a user who has a login also blocks that login (spec 4 'Party status'): a real OMS
   * does not do it for us, so the login is blocked here once the party is disabled. Each call's
   * outcome is told; re-enabling leaves the login alone. The party is read again either way.
   */
  const setDisabled = useCallback(
    async (disabled: boolean) => {
      const statusId = disabled ? 'PARTY_DISABLED' : 'PARTY_ENABLED';
      try {
        if (facilityLogin) await updatePartyGroup(client, { partyId, statusId });
        else await updatePerson(client, { partyId, statusId });
        notify(t('User status updated successfully.'), 'success');
      } catch {
        notify(t('Failed to update user status.'), 'error');
        await refresh('party');
        return;
      }
      if (disabled && party.userLoginId && party.enabled !== 'N') {
        try {
          await updateUserLoginStatus(client, { partyId, userLoginId: party.userLoginId, enabled: 'N' });
        } catch {
          notify(t('Failed to update user login status.'), 'error');
        }
      }
      await refresh('party');
    },
    [client, facilityLogin, partyId, party.userLoginId, party.enabled, refresh, notify, t],
  );

  return { rename, uploadPicture, setDisabled };
}
