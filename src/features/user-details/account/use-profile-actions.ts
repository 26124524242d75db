/**
 * The Profile card's writes: rename, profile picture and party status, each with the spec's texts,
 * each planned with the change policy (`policy`) and written by src/setup/user-writes from the
 * cleared plan only.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/toaster';
import { isValidImageFile } from '../../../lib/validation';
import type { UserParty } from '../../../oms/user-details';
import { writeLoginEnabled, writeName, writePartyStatus, writePicture } from '../../../setup/user-writes';
import { useUserPolicy } from '../use-user-policy';
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
  const policy = useUserPolicy(party);
  const { plan } = policy;

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
      const cleared = plan({ partyId, facilityLogin }, [{ kind: 'name' }]);
      if (!cleared) return false;
      try {
        await writeName(client, cleared, name);
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
    [client, facilityLogin, partyId, plan, patch, refresh, notify, t],
  );

  const uploadPicture = useCallback(
    async (file: File) => {
      if (!(await isValidImageFile(file))) {
        notify(t('Please upload a valid image file'), 'error');
        return;
      }
      const cleared = plan({ partyId, facilityLogin }, [{ kind: 'picture' }]);
      if (!cleared) return;
      try {
        await writePicture(client, cleared, file);
        notify(t('Image uploaded successfully.'), 'success');
      } catch {
        notify(t('Failed to upload image.'), 'error');
      }
      await refresh('logoPath');
    },
    [client, partyId, facilityLogin, plan, refresh, notify, t],
  );

  /**
   * Disabling a user who has a login also blocks that login (spec 4 'Party status'): a real OMS
   * does not do it for us, so the login is blocked here once the party is disabled. Each call's
   * outcome is told; re-enabling leaves the login alone. The party is read again either way.
   */
  const setDisabled = useCallback(
    async (disabled: boolean) => {
      const blocks = disabled && Boolean(party.userLoginId) && party.enabled !== 'N';
      // Disabling a login's user also blocks the login: the plan is cleared for both, or neither is sent.
      const cleared = plan({ partyId, facilityLogin, userLoginId: party.userLoginId ?? '' }, [{ kind: disabled ? 'disable' : 'enable' }, ...(blocks ? [{ kind: 'block' } as const] : [])]);
      if (!cleared) return;
      try {
        await writePartyStatus(client, cleared, disabled);
        notify(t('User status updated successfully.'), 'success');
      } catch {
        notify(t('Failed to update user status.'), 'error');
        await refresh('party');
        return;
      }
      if (blocks) {
        try {
          await writeLoginEnabled(client, cleared, 'N');
        } catch {
          notify(t('Failed to update user login status.'), 'error');
        }
      }
      await refresh('party');
    },
    [client, facilityLogin, partyId, party.userLoginId, party.enabled, plan, refresh, notify, t],
  );

  return { policy, rename, uploadPicture, setDisabled };
}
