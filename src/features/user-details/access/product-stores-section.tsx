/**
 * Clearance > Product stores: the party's store roles (name or id, role description), each with
 * 'View product store' (the suite's login URL in a new tab) and a confirmed Remove; Add opens the
 * select product stores modal (every store is read only when it first opens). What the change
 * policy refuses (a super user's stores to a viewer who is not one, a store added to one's own
 * user) is off, with the policy's reason.
 */
import { useEffect, useId, useMemo, useRef } from 'react';
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Text } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { MoreVerticalRegular } from '@fluentui/react-icons/svg/more-vertical';
import { OpenRegular } from '@fluentui/react-icons/svg/open';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog';
import { useNotify } from '../../../components/toaster';
import type { Loadable } from '../../../lib/loadable';
import { useAppServices } from '../../../lib/services';
import type { UserProductStore } from '../../../oms/stores';
import type { UserParty } from '../../../oms/user-details';
import { referenceData, useReference } from '../../../reference/hooks';
import { useHasAction, useSession } from '../../../session/hooks';
import { productStoreUrl } from '../rules';
import { AssociationSection } from '../association-section';
import type { SelectOption } from '../../../components/select-dialog';
import { useCardStyles } from '../styles';
import { WriteControl } from '../self-service';
import { useClearanceActions } from './use-clearance-actions';
import { useBusy, useDetailsActions, useSection } from '../use-details';
import { useKeepFocusWhenRemoved } from '../../../components/keep-focus';

export function ProductStoresSection({ party }: { party: UserParty }): React.JSX.Element {
  const { t } = useTranslation();
  const notify = useNotify();
  const canEdit = useHasAction('APP_UPDT_PRODUCT_STORE_CONFG');
  const stores = useSection('productStores');
  const { retry } = useDetailsActions();
  const [roles] = useReference('roleTypes');
  const roleNames = useMemo(() => new Map(referenceData(roles).map((role) => [role.roleTypeId, role.description])), [roles]);
  const actions = useClearanceActions(party);
  const rolesFailed = roles.state === 'hasError';
  const notifiedRoles = useRef(false);
  const { policy } = actions;
  const addRefusal = policy.refusal({ kind: 'addStore' });
  const removeRefusal = policy.refusal({ kind: 'removeStore' });
  const reason = addRefusal ?? removeRefusal;
  const reasonId = useId();

  // The spec's message when the roles lookup fails; the list then shows role ids.
  useEffect(() => {
    if (!rolesFailed || notifiedRoles.current) return;
    notifiedRoles.current = true;
    notify(t('Something went wrong.'), 'error');
  }, [rolesFailed, notify, t]);

  return (
    <AssociationSection
      title={t('Product stores')}
      section={stores}
      onRetry={() => void retry('productStores')}
      keyOf={(store) => store.productStoreId}
      addDisabled={!canEdit || !policy.ready || addRefusal !== undefined}
      addDisabledReasonId={canEdit && addRefusal ? reasonId : undefined}
      dialog={{
        title: t('Select product stores'),
        useOptions: useProductStoreOptions,
        emptyText: t('No product stores found'),
        errorText: t('Something went wrong.'),
      }}
      onSave={actions.saveStores}
    >
      {(data, controls) => (
        <>
          {data.length === 0
            ? controls.addButton(t('Add to a product store'))
            : data.map((store) => (
                <StoreRow
                  key={`${store.productStoreId}-${store.roleTypeId}-${store.fromDate}`}
                  store={store}
                  roleLabel={roleNames.get(store.roleTypeId) || store.roleTypeId}
                  canEdit={canEdit && policy.ready && removeRefusal === undefined}
                  onRemove={actions.removeStore}
                />
              ))}
          {canEdit && reason ? (
            <Text id={reasonId} size={200}>
              {t(reason)}
            </Text>
          ) : null}
        </>
      )}
    </AssociationSection>
  );
}

/** Every product store as a modal option (read when the modal first opens). */
function useProductStoreOptions(): readonly [Loadable<SelectOption[]>, () => void] {
  const [allStores, retry] = useReference('productStores');
  const options = useMemo<Loadable<SelectOption[]>>(
    () =>
      allStores.state === 'hasData'
        ? { state: 'hasData', data: allStores.data.map((store) => ({ id: store.productStoreId, label: store.storeName || store.productStoreId, secondary: store.productStoreId })) }
        : allStores,
    [allStores],
  );
  return [options, retry];
}

interface StoreRowProps {
  store: UserProductStore;
  roleLabel: string;
  canEdit: boolean;
  onRemove: (store: UserProductStore) => Promise<void>;
}

function StoreRow({ store, roleLabel, canEdit, onRemove }: StoreRowProps): React.JSX.Element {
  const card = useCardStyles();
  const { t } = useTranslation();
  const session = useSession();
  const { environment } = useAppServices();
  const [confirm, confirmDialog] = useConfirm();
  const { busy, run } = useBusy();
  const keepFocus = useKeepFocusWhenRemoved();
  const name = store.storeName || store.productStoreId;

  const remove = async () => {
    const confirmed = await confirm({ title: t('Remove'), message: t('Are you sure you want to perform this action?'), confirmLabel: t('Yes'), cancelLabel: t('No') });
    if (confirmed) await run(() => onRemove(store));
  };

  const view = () =>
    environment.openExternal(
      productStoreUrl({
        instance: session.oms,
        token: session.token,
        expirationTime: session.expirationTime,
        omsRedirectionUrl: session.omsRedirectionUrl,
        productStoreId: store.productStoreId,
      }),
    );

  return (
    <div className={card.row}>
      <span className={card.rowLabel}>
        <Text block>{name}</Text>
        <Text size={200} className={card.muted}>
          {roleLabel}
        </Text>
      </span>
      <WriteControl>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button ref={keepFocus} appearance="subtle" icon={<MoreVerticalRegular />} aria-label={t('Actions for {{name}}', { name })} disabledFocusable={busy} aria-busy={busy} />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem icon={<OpenRegular />} onClick={view}>
              {t('View product store')}
            </MenuItem>
            <MenuItem icon={<DeleteRegular />} disabled={!canEdit} onClick={() => void remove()}>
              {t('Remove')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      </WriteControl>
      {confirmDialog}
    </div>
  );
}
