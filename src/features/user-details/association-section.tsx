/**
 * One association list of a card (security groups, product stores, facilities): its loading and
 * error states, an optional subheader with 'Add' once something is held, what is held (rows or a
 * summary, drawn by the caller), and the select modal whose Save goes through the association flow
 * (see use-clearance-actions / use-fulfillment-actions). Add buttons stay disabled while a save runs.
 * The subheader's Add is named with its title ("Add Security Group", "セキュリティグループを追加"), as a card
 * may hold two.
 */
import { Button, Text } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { useTranslation } from 'react-i18next';
import type { Loadable } from '../../lib/loadable';
import { SectionView } from '../../components/section-view';
import { SelectDialog } from '../../components/select-dialog';
import type { SelectDialogProps, SelectOption, SelectSaveOutcome } from '../../components/select-dialog';
import { useCardStyles } from './styles';
import { WriteControl } from './self-service';
import { useBusy } from './use-details';
import { useDialog } from '../../components/use-dialog';

/** What the caller's content gets to offer the modal. */
export interface AssociationControls {
  /** An Add button with this label (disabled while saving, or when `addDisabled`). */
  addButton: (label: string) => React.ReactNode;
  /** Opens the select modal. */
  openSelect: () => void;
  /** A save is running. */
  busy: boolean;
}

/**
 * The select modal's texts, and a hook giving its options and their retry: called only once the
 * modal is first opened, so a long list (every facility) is read only when needed.
 */
export type AssociationDialog = Omit<SelectDialogProps, 'open' | 'initialSelection' | 'onClose' | 'onSave' | 'options' | 'onRetry'> & {
  useOptions: () => readonly [Loadable<SelectOption[]>, () => void];
};

export interface AssociationSectionProps<Row> {
  /** The subheader's title; without one there is no subheader. */
  title?: string;
  section: Loadable<Row[]>;
  onRetry: () => void;
  /** The item key of a held row (productStoreId, facilityId, groupId). */
  keyOf: (row: Row) => string;
  /** Disables every Add (permissions, no login, a lookup still loading…). */
  addDisabled: boolean;
  /**
   * The id of the shown text that says why Add is off: a disabled Add then keeps the keyboard focus
   * (aria-disabled) and is described by it, so a keyboard or screen-reader user meets the reason.
   */
  addDisabledReasonId?: string;
  /** Rendered instead of the section's states (e.g. the no-login text). */
  replacement?: (controls: AssociationControls) => React.ReactNode;
  /** What is held, drawn by the caller. */
  children: (rows: Row[], controls: AssociationControls) => React.ReactNode;
  dialog: AssociationDialog;
  /**
   * Saves the modal's selection against the rows held now; 'keepOpen' when nothing was saved (every
   * call refused), so the selection is not lost.
   */
  onSave: (held: readonly Row[], selection: ReadonlySet<string>) => Promise<SelectSaveOutcome | void>;
}

export function AssociationSection<Row>(props: AssociationSectionProps<Row>): React.JSX.Element {
  const { title, section, onRetry, keyOf, addDisabled, addDisabledReasonId, replacement, children, dialog, onSave } = props;
  const card = useCardStyles();
  const { t } = useTranslation();
  const save = useBusy();
  const select = useDialog();
  const held = section.state === 'hasData' ? section.data : [];
  const explained = addDisabled && addDisabledReasonId !== undefined;
  const button = (label: string, name?: string) => (
    <WriteControl>
    <Button
      aria-label={name}
      icon={<AddRegular />}
      disabled={(addDisabled && !explained) || section.state !== 'hasData'}
      disabledFocusable={save.busy || explained}
      aria-busy={save.busy}
      aria-describedby={explained ? addDisabledReasonId : undefined}
      onClick={select.show}
    >
      {label}
    </Button>
    </WriteControl>
  );
  const controls: AssociationControls = {
    addButton: (label) => button(label),
    openSelect: select.show,
    busy: save.busy,
  };

  return (
    <div className={card.rows}>
      {title ? (
        <div className={card.subheader}>
          <Text as="h3" weight="semibold">
            {title}
          </Text>
          {held.length > 0 ? button(t('Add'), t('Add {{section}}', { section: title })) : null}
        </div>
      ) : null}
      {replacement ? (
        replacement(controls)
      ) : (
        <SectionView section={section} onRetry={onRetry}>
          {(rows) => children(rows, controls)}
        </SectionView>
      )}
      {select.mounted ? (
        <AssociationSelect
          key={select.key}
          dialog={dialog}
          open={select.open}
          initialSelection={held.map(keyOf)}
          onClose={select.hide}
          onSave={async (selection) => {
            let outcome: SelectSaveOutcome | void = undefined;
            await save.run(async () => {
              outcome = await onSave(held, selection);
            });
            return outcome;
          }}
        />
      ) : null}
    </div>
  );
}

type AssociationSelectProps = Pick<SelectDialogProps, 'open' | 'initialSelection' | 'onClose' | 'onSave'> & { dialog: AssociationDialog };

function AssociationSelect({ dialog, ...props }: AssociationSelectProps): React.JSX.Element {
  const { useOptions, ...texts } = dialog;
  const [options, retry] = useOptions();
  return <SelectDialog {...texts} {...props} options={options} onRetry={retry} />;
}
