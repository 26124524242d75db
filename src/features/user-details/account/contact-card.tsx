/**
 * Contact details card: email, phone number and External ID. An empty row offers add; a filled row
 * opens a menu with Copy, Edit and Remove (confirmed). What the change policy refuses for this user
 * (a super user's contacts, to a viewer who is not one) is off, with the policy's reason.
 */
import { useId } from 'react';
import { Button, Card, CardHeader, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Text, mergeClasses } from '@fluentui/react-components';
import { AddCircleRegular } from '@fluentui/react-icons/svg/add-circle';
import { BuildingRegular } from '@fluentui/react-icons/svg/building';
import { CallRegular } from '@fluentui/react-icons/svg/call';
import { CopyRegular } from '@fluentui/react-icons/svg/copy';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { EditRegular } from '@fluentui/react-icons/svg/edit';
import { MailRegular } from '@fluentui/react-icons/svg/mail';
import { MoreVerticalRegular } from '@fluentui/react-icons/svg/more-vertical';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog';
import type { ContactKind } from '../../../lib/validation';
import type { UserParty } from '../../../oms/user-details';
import { ContactDialog } from './contact-dialog';
import { CONTACT_TEXTS } from './contact-texts';
import { SectionView } from '../../../components/section-view';
import { useCardStyles } from '../styles';
import { WriteControl } from '../self-service';
import { useBusy, useDetailsActions, useSection } from '../use-details';
import { useContactActions } from './use-contact-actions';
import { useDialog } from '../../../components/use-dialog';
import { useKeepFocusWhenRemoved } from '../../../components/keep-focus';

const ICONS: Record<ContactKind, React.JSX.Element> = {
  email: <MailRegular />,
  phoneNumber: <CallRegular />,
  externalId: <BuildingRegular />,
};

type ContactActions = ReturnType<typeof useContactActions>;

export function ContactCard({ party }: { party: UserParty }): React.JSX.Element {
  const card = useCardStyles();
  const { t } = useTranslation();
  const contacts = useSection('contacts');
  const { retry } = useDetailsActions();
  const actions = useContactActions(party);
  const refusal = actions.policy.refusal({ kind: 'contact' });
  const reasonId = useId();
  return (
    <Card className={card.card} aria-labelledby="contact-details-title">
      <CardHeader
        header={
          <Text as="h2" id="contact-details-title" size={400} weight="semibold">
            {t('Contact details')}
          </Text>
        }
      />
      <div className={card.rows}>
        <SectionView section={contacts} onRetry={() => void retry('contacts')}>
          {(data) => (
            <>
              <ContactRow kind="email" value={data.email?.email} contactMechId={data.email?.contactMechId} actions={actions} reasonId={refusal ? reasonId : undefined} />
              <ContactRow kind="phoneNumber" value={data.phone?.contactNumber} contactMechId={data.phone?.contactMechId} actions={actions} reasonId={refusal ? reasonId : undefined} />
            </>
          )}
        </SectionView>
        <ContactRow kind="externalId" value={party.externalId || undefined} actions={actions} reasonId={refusal ? reasonId : undefined} />
        {refusal ? (
          <Text id={reasonId} className={card.muted}>
            {t(refusal)}
          </Text>
        ) : null}
      </div>
    </Card>
  );
}

interface ContactRowProps {
  kind: ContactKind;
  value?: string;
  contactMechId?: string;
  actions: ContactActions;
  /** The policy's reason, when it refuses changing this user's contacts: Add, Edit and Remove are off. */
  reasonId?: string;
}

function ContactRow({ kind, value, contactMechId, actions, reasonId }: ContactRowProps): React.JSX.Element {
  const card = useCardStyles();
  const { t } = useTranslation();
  const keepFocus = useKeepFocusWhenRemoved();
  const texts = CONTACT_TEXTS[kind];
  const edit = useDialog();
  const [confirm, confirmDialog] = useConfirm();
  const { busy, run } = useBusy();
  const off = !actions.policy.ready || reasonId !== undefined;

  const confirmRemove = async () => {
    const confirmed = await confirm({ title: t(texts.removeTitle), message: t(texts.confirmRemove), confirmLabel: t('Remove'), cancelLabel: t('Cancel') });
    if (confirmed) await run(() => actions.remove(kind, contactMechId));
  };

  return (
    <div className={card.row}>
      <span className={card.icon} aria-hidden>
        {ICONS[kind]}
      </span>
      <Text className={value ? card.rowLabel : mergeClasses(card.rowLabel, card.muted)}>{value ?? t(texts.label)}</Text>
      <WriteControl>
      {value === undefined ? (
        <Button appearance="subtle" icon={<AddCircleRegular />} aria-label={t(texts.addTitle)} aria-describedby={reasonId} disabledFocusable={busy || off} onClick={edit.show} />
      ) : (
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button ref={keepFocus} appearance="subtle" icon={<MoreVerticalRegular />} aria-label={t(texts.actions)} disabledFocusable={busy} aria-busy={busy} />
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              <MenuItem icon={<CopyRegular />} onClick={() => void actions.copy(value)}>
                {t('Copy')}
              </MenuItem>
              <MenuItem icon={<EditRegular />} disabled={off} onClick={edit.show}>
                {t('Edit')}
              </MenuItem>
              <MenuItem icon={<DeleteRegular />} disabled={off} onClick={() => void confirmRemove()}>
                {t('Remove')}
              </MenuItem>
            </MenuList>
          </MenuPopover>
        </Menu>
      )}
      </WriteControl>
      {edit.mounted ? (
        <ContactDialog
          key={edit.key}
          open={edit.open}
          kind={kind}
          original={value}
          onClose={edit.hide}
          onSave={async (next) => {
            let saved = false;
            await run(async () => {
              saved = await actions.save(kind, next, value === undefined ? undefined : { contactMechId });
            });
            return saved;
          }}
        />
      ) : null}
      {confirmDialog}
    </div>
  );
}
