/**
 * Clearance > Product stores: the party's store roles (name or id, role description), each with
 * 'View product store' (the suite's login URL in a new tab) and a confirmed Remove; Add opens the
 * select product stores modal.
 */
import { useEffect, useMemo, useRef } from 'react';
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Text } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, MoreVerticalRegular, OpenRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/confirm-dialog';
import { useNotify } from '../../components/toaster';
import type { Loadable } from '../../lib/loadable';
import { useAppServices } from '../../lib/services';
import type { UserProductStore } from '../../oms/stores';
import type { UserParty } from '../../oms/user-details';
import { referenceData, useReference } from '../../reference/hooks';
import { useHasAction, useSession } from '../../session/hooks';
import { productStoreUrl } from './rules';
import { SectionView } from './section-view';
import { SelectDialog } from './select-dialog';
import type { SelectOption } from './select-dialog';
import { useCardStyles } from './styles';
import { useClearanceActions } from './use-clearance-actions';
import { useBusy, useDetailsActions, useSection } from './use-details';
import { useDialog } from './use-dialog';

export function ProductStoresSection({ party }: { party: UserParty }): React.JSX.Element {
  const card = useCardStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const canEdit = useHasAction('APP_UPDT_PRODUCT_STORE_CONFG');
  const stores = useSection('productStores');
  const { retry } = useDetailsActions();
  const [roles] = useReference('roleTypes');
  const roleNames = useMemo(() => new Map(referenceData(roles).map((role) => [role.roleTypeId, role.description])), [roles]);
  const actions = useClearanceActions(party);
  const save = useBusy();
  const select = useDialog();
  const rolesFailed = roles.state === 'hasError';
  const notifiedRoles = useRef(false);

  // The spec's message when the roles lookup fails; the list then shows role ids.
  useEffect(() => {
    if (!rolesFailed || notifiedRoles.current) return;
    notifiedRoles.current = true;
    notify(t('Something went wrong.'), 'error');
  }, [rolesFailed, notify, t]);

  const held = stores.state === 'hasData' ? stores.data : [];
  const addButton = (label: string) => (
    <Button icon={<AddRegular />} disabled={!canEdit || save.busy || stores.state !== 'hasData'} aria-busy={save.busy} onClick={select.show}>
      {label}
    </Button>
  );

  return (
    <div className={card.rows}>
      <div className={card.subheader}>
        <Text as="h3" weight="semibold">
          {t('Product stores')}
        </Text>
        {held.length > 0 ? addButton(t('Add')) : null}
      </div>
      <SectionView section={stores} onRetry={() => void retry('productStores')}>
        {(data) =>
          data.length === 0
            ? addButton(t('Add to a product store'))
            : data.map((store) => (
                <StoreRow
                  key={`${store.productStoreId}-${store.roleTypeId}-${store.fromDate}`}
                  store={store}
                  roleLabel={roleNames.get(store.roleTypeId) || store.roleTypeId}
                  canEdit={canEdit}
                  onRemove={actions.removeStore}
                />
              ))
        }
      </SectionView>
      {select.mounted ? (
        <SelectProductStoresDialog
          key={select.key}
          open={select.open}
          held={held}
          onClose={select.hide}
          onSave={(selection) => save.run(() => actions.saveStores(held, selection))}
        />
      ) : null}
    </div>
  );
}

interface SelectProductStoresDialogProps {
  open: boolean;
  held: UserProductStore[];
  onClose: () => void;
  onSave: (selection: ReadonlySet<string>) => Promise<void>;
}

/** Reads every product store only when opened. */
function SelectProductStoresDialog({ open, held, onClose, onSave }: SelectProductStoresDialogProps): React.JSX.Element {
  const { t } = useTranslation();
  const [allStores, retryStores] = useReference('productStores');
  const options = useMemo<Loadable<SelectOption[]>>(
    () =>
      allStores.state === 'hasData'
        ? { state: 'hasData', data: allStores.data.map((store) => ({ id: store.productStoreId, label: store.storeName || store.productStoreId, secondary: store.productStoreId })) }
        : allStores,
    [allStores],
  );
  return (
    <SelectDialog
      open={open}
      title={t('Select product stores')}
      options={options}
      initialSelection={held.map((store) => store.productStoreId)}
      emptyText={t('No product stores found')}
      errorText={t('Something went wrong.')}
      onRetry={retryStores}
      onClose={onClose}
      onSave={onSave}
    />
  );
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
  const name = store.storeName || store.productStoreId;

  const remove = async () => {
    const confirmed = await confirm({ title: t('Remove'), message: t('Are you sure you want to perform this action?'), confirmLabel: t('Yes'), cancelLabel: t('No') });
    if (confirmed) await run(() => onRemove(store));
  };

  const view = () =>
    environment.openExternal(
      productStoreUrl({
        oms: session.oms,
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
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button appearance="subtle" icon={<MoreVerticalRegular />} aria-label={t('Actions for {{name}}', { name })} disabled={busy} aria-busy={busy} />
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
      {confirmDialog}
    </div>
  );
}
