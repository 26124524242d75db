/**
 * Profile card: avatar, name, username, 'Your user', 'Edit name', 'Created by', the profile
 * picture upload and the 'Disable user' toggle. What the change policy refuses for this user (a
 * super user, to a viewer who is not one) is off, described by the policy's reason.
 */
import { useId, useRef } from 'react';
import { Avatar, Badge, Button, Card, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CameraRegular } from '@fluentui/react-icons/svg/camera';
import { EditRegular } from '@fluentui/react-icons/svg/edit';
import { PersonRegular } from '@fluentui/react-icons/svg/person';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../../lib/navigation';
import { useAppServices } from '../../../lib/services';
import type { UserParty } from '../../../oms/user-details';
import { useHasAction, useSession } from '../../../session/hooks';
import { profileImageUrl } from '../display';
import { EditNameDialog } from './edit-name-dialog';
import { useCardStyles } from '../styles';
import { useBusy, useDetailsActions, useSection } from '../use-details';
import { useDialog } from '../../../components/use-dialog';
import { useProfileActions } from './use-profile-actions';
import { displayName, isCreatedBySystem, isPartyDisabled } from '../../../party/party';
import { isViewersOwn } from '../../../policy/policy';
import { WriteControl } from '../self-service';

/** Where a system-created user's 'Created by' genie leads. */
export const GENIE_VIDEO_URL = 'https://youtu.be/dQw4w9WgXcQ';
const GENIE = '\u{1F9DE}';

const useStyles = makeStyles({
  identity: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  names: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, flexGrow: 1, minWidth: 0 },
  hiddenInput: { display: 'none' },
});

export function ProfileCard({ party }: { party: UserParty }): React.JSX.Element {
  const styles = useStyles();
  const card = useCardStyles();
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useAppNavigate();
  const { environment } = useAppServices();
  const canChangeStatus = useHasAction('APP_UPDT_BLOCK_LOGIN');
  const logo = useSection('logoPath');
  const { retry } = useDetailsActions();
  const creator = useSection('creatorPartyId');
  const { policy, rename, uploadPicture, setDisabled } = useProfileActions(party);
  const upload = useBusy();
  const status = useBusy();
  const editName = useDialog();
  const fileInput = useRef<HTMLInputElement>(null);

  const name = displayName(party);
  const imageUrl = logo.state === 'hasData' ? profileImageUrl(session.instanceUrl, logo.data) : undefined;
  // The logged-in user by the policy's own-user rule: any login of the viewer's party.
  const ownUser = policy.context ? isViewersOwn(policy.context, party) : false;
  const nameRefusal = policy.refusal({ kind: 'name' });
  const pictureRefusal = policy.refusal({ kind: 'picture' });
  const statusRefusal = policy.refusal({ kind: isPartyDisabled(party) ? 'enable' : 'disable' });
  const reason = nameRefusal ?? pictureRefusal ?? statusRefusal;
  const reasonId = useId();
  const describedBy = (refusal: string | undefined) => (refusal ? reasonId : undefined);
  const bySystem = isCreatedBySystem(party.createdByUserLogin);
  const creatorPartyId = creator.state === 'hasData' ? creator.data : undefined;

  return (
    <Card className={card.card} aria-labelledby="profile-name">
      <div className={styles.identity}>
        <Avatar size={72} name={name} image={imageUrl ? { src: imageUrl, alt: '' } : undefined} aria-busy={logo.state === 'loading'} />
        <div className={styles.names}>
          <Text as="h2" id="profile-name" size={500} weight="semibold">
            {name}
          </Text>
          {party.userLoginId ? <Text className={card.muted}>{party.userLoginId}</Text> : null}
          {ownUser ? (
            <div>
              <Badge appearance="tint" color="brand">
                {t('Your user')}
              </Badge>
            </div>
          ) : null}
        </div>
        <WriteControl>
        <Button icon={<EditRegular />} disabledFocusable={!policy.ready || nameRefusal !== undefined} aria-describedby={describedBy(nameRefusal)} onClick={editName.show}>
          {t('Edit name')}
        </Button>
        </WriteControl>
      </div>
      <div className={card.rows}>
        <div className={card.row}>
          <PersonRegular className={card.icon} aria-hidden />
          <Button
            appearance="transparent"
            disabled={!bySystem && !creatorPartyId}
            onClick={() => {
              if (bySystem) environment.openExternal(GENIE_VIDEO_URL);
              else if (creatorPartyId) navigate(`/user-details/${encodeURIComponent(creatorPartyId)}`);
            }}
          >
            {t('Created by {{userLoginId}}', { userLoginId: bySystem ? GENIE : party.createdByUserLogin })}
          </Button>
        </div>
        <div className={card.row}>
          <CameraRegular className={card.icon} aria-hidden />
          {logo.state === 'hasError' ? (
            // Unknown is not "none": offering 'Add profile picture' here would claim there is none.
            <>
              <Text>{t('Something went wrong.')}</Text>
              <Button appearance="transparent" aria-label={t('Retry loading the profile picture')} onClick={() => void retry('logoPath')}>
                {t('Retry')}
              </Button>
            </>
          ) : (
            <WriteControl>
              <Button
                appearance="transparent"
                disabledFocusable={upload.busy || !policy.ready || pictureRefusal !== undefined}
                aria-describedby={describedBy(pictureRefusal)}
                aria-busy={upload.busy}
                onClick={() => fileInput.current?.click()}
              >
                {t(imageUrl ? 'Replace profile picture' : 'Add profile picture')}
              </Button>
              <input
                ref={fileInput}
                className={styles.hiddenInput}
                type="file"
                accept="image/*"
                disabled={!policy.ready || pictureRefusal !== undefined}
                aria-label={t(imageUrl ? 'Replace profile picture' : 'Add profile picture')}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void upload.run(() => uploadPicture(file));
                }}
              />
            </WriteControl>
          )}
        </div>
        <WriteControl>
        <div className={card.row}>
          <Switch
            label={t('Disable user')}
            checked={isPartyDisabled(party)}
            disabled={!canChangeStatus || !policy.ready || statusRefusal !== undefined}
            aria-describedby={describedBy(statusRefusal)}
            disabledFocusable={status.busy}
            aria-busy={status.busy}
            onChange={(_event, data) => void status.run(() => setDisabled(data.checked))}
          />
        </div>
        {reason ? (
          <Text id={reasonId} className={card.muted}>
            {t(reason)}
          </Text>
        ) : null}
        </WriteControl>
      </div>
      {editName.mounted ? <EditNameDialog key={editName.key} open={editName.open} party={party} onClose={editName.hide} onSave={rename} /> : null}
    </Card>
  );
}
