/**
 * 'Manage security groups' of one capability: a searchable checklist of the functional groups,
 * checked where a group grants the capability now. Checking grants the chosen alternative of its
 * expression (the narrowest by default; an admin alternative only when picked), unchecking ends
 * every id of the expression the group holds. 'Review changes' reads the losing groups' current
 * permissions and says what else each would lose (./removal-preview.tsx) before anything is sent.
 * Checking needs APP_PERMISSION_CREATE, unchecking APP_PERMISSION_UPDATE, as on the spec's cards;
 * a box the change policy refuses (super-user power, the viewer's own group) is off with its reason,
 * and Save decides again on facts read at that moment: nothing refused is sent.
 */
import { useId, useMemo, useState } from 'react';
import { Button, Checkbox, Field, Radio, RadioGroup, SearchBox, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Catalog, CatalogApp, CatalogCapability } from '../../../catalog';
import { FormDialog } from '../../../components/form-dialog';
import { useNotify } from '../../../components/toaster';
import type { Decision } from '../../../policy/policy';
import { usePolicyFacts } from '../../../session/policy';
import { useBusy } from '../../../lib/use-busy';
import type { HoldingGroups } from '../../../catalog/holders';
import { entryDecision, grantAlternatives, manageEntries, planCapabilityChange } from './manage-capability';
import type { ManageEntry } from './manage-capability';
import { RemovalPreview } from './removal-preview';
import type { Removals } from './removal-preview';
import { useCapabilityActions } from './use-capability-actions';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', maxHeight: '40vh', overflowY: 'auto', gap: tokens.spacingVerticalXXS },
  secondary: { display: 'block', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface ManageGroupsDialogProps {
  catalog: Catalog;
  app: CatalogApp;
  capability: CatalogCapability;
  /** Catalog texts in the screen's language. */
  text: (key: string) => string;
  /** Every functional group, by name. */
  groups: readonly { groupId: string; name: string }[];
  holders: HoldingGroups;
  /** Every permission id of this OMS (null while read): an alternative with a missing id is never offered. */
  present: ReadonlySet<string> | null;
  canAdd: boolean;
  canRemove: boolean;
  onClose: () => void;
}

const fold = (value: string) => value.toLocaleLowerCase().normalize('NFKD');

export function ManageGroupsDialog({ catalog, app, capability, text, groups, holders, present, canAdd: mayAdd, canRemove, onClose }: ManageGroupsDialogProps): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const { busy, run } = useBusy();
  const notify = useNotify();
  const policy = usePolicyFacts();
  const { readGrants, planSave, save } = useCapabilityActions(app.id);
  // Recomputed from the holders on every read, so after a failed save the plan starts from the truth.
  const entries = useMemo(() => manageEntries(app, capability, groups, holders), [app, capability, groups, holders]);
  const alternatives = useMemo(() => grantAlternatives(capability, present), [capability, present]);
  const canAdd = mayAdd && alternatives.length > 0;
  const [checked, setChecked] = useState(() => new Set(entries.filter((entry) => entry.grants).map((entry) => entry.groupId)));
  const [alternative, setAlternative] = useState(0);
  const [query, setQuery] = useState('');
  const [reviewing, setReviewing] = useState(false);
  const [removals, setRemovals] = useState<Removals | null>(null);

  const grantIds = useMemo(() => alternatives[alternative]?.ids ?? [], [alternatives, alternative]);
  const change = useMemo(() => planCapabilityChange(entries, checked, grantIds), [entries, checked, grantIds]);
  const unchanged = change.add.length === 0 && change.remove.length === 0;
  const shown = useMemo(() => entries.filter((entry) => !query.trim() || fold(`${entry.name} ${entry.groupId}`).includes(fold(query.trim()))), [entries, query]);
  const title = text(capability.title);

  const toggle = (groupId: string, on: boolean) =>
    setChecked((current) => {
      const next = new Set(current);
      if (on) next.add(groupId);
      else next.delete(groupId);
      return next;
    });

  const submit = () =>
    void run(async () => {
      if (!reviewing) {
        setRemovals(change.remove.length === 0 ? new Map() : null);
        setReviewing(true);
        return;
      }
      if (!removals) return;
      const planned = await planSave({ change, removals }).catch(() => undefined);
      if (!planned || !('plan' in planned)) {
        notify(planned ? t(planned.reason) : t('Failed to update security group permission association.'), 'error');
        setReviewing(false);
        return;
      }
      if (await save(planned.plan)) onClose();
      else setReviewing(false);
    });

  return (
    <FormDialog
      open
      steps
      title={t('Manage security groups')}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      submitLabel={reviewing ? t('Save') : t('Review changes')}
      submitDisabled={unchanged || (reviewing && !removals)}
      extraActions={
        reviewing ? (
          <Button type="button" disabled={busy} onClick={() => setReviewing(false)}>
            {t('Back')}
          </Button>
        ) : undefined
      }
    >
      <Text weight="semibold">{`${app.name}: ${title}`}</Text>
      {reviewing ? (
        <RemovalPreview
          catalog={catalog}
          capability={capability}
          text={text}
          change={change}
          names={new Map(groups.map((group) => [group.groupId, group.name]))}
          readGrants={readGrants}
          onRead={setRemovals}
        />
      ) : (
        <>
          <Text className={styles.muted}>{t('Checking a group grants it this capability; unchecking ends every permission of the capability that the group holds.')}</Text>
          {alternatives.length > 1 ? (
            <Field label={t('Grant through')}>
              <RadioGroup value={String(alternative)} onChange={(_event, data) => setAlternative(Number(data.value))}>
                {alternatives.map((option, index) => (
                  <Radio
                    key={option.ids.join('+')}
                    value={String(index)}
                    label={option.admin ? t('{{ids}}: an admin permission, it grants far more than this capability', { ids: option.ids.join(' + ') }) : option.ids.join(' + ')}
                  />
                ))}
              </RadioGroup>
            </Field>
          ) : alternatives.length === 1 ? (
            <Text>{t('Grants {{ids}}', { ids: grantIds.join(' + ') })}</Text>
          ) : (
            <Text>{t('Not grantable on this OMS: its permissions are missing here.')}</Text>
          )}
          <SearchBox
          dismiss={{ 'aria-label': t('Clear') }} aria-label={t('Search security groups')} placeholder={t('Search security groups')} value={query} onChange={(_event, data) => setQuery(data.value)} />
          <div className={styles.list} role="group" aria-label={t('Security groups')}>
            {shown.map((entry) => (
              <GroupOption
                key={entry.groupId}
                entry={entry}
                checked={checked.has(entry.groupId)}
                canAdd={canAdd}
                canRemove={canRemove}
                decision={policy ? entryDecision(policy, capability, entry, grantIds) : undefined}
                onToggle={toggle}
              />
            ))}
            {shown.length === 0 ? <Text role="status">{t('No security groups found')}</Text> : null}
          </div>
        </>
      )}
    </FormDialog>
  );
}

interface GroupOptionProps {
  entry: ManageEntry;
  checked: boolean;
  canAdd: boolean;
  canRemove: boolean;
  /** The change policy's answer for moving this box; undefined while its facts load (the box is off). */
  decision: Decision | undefined;
  onToggle: (groupId: string, on: boolean) => void;
}

function GroupOption({ entry, checked, canAdd, canRemove, decision, onToggle }: GroupOptionProps): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const reasonId = useId();
  const viaPassAll = entry.throughPassAll.length > 0;
  const reason = decision && !decision.allowed ? t(decision.reason) : undefined;
  // The box may move only in the direction the viewer may write: on needs CREATE, off needs UPDATE; and as the policy allows.
  const disabled = viaPassAll || (entry.grants ? !canRemove : !canAdd) || !decision?.allowed;
  return (
    <Checkbox
      checked={checked}
      disabled={disabled}
      aria-describedby={reason ? reasonId : undefined}
      onChange={(_event, data) => onToggle(entry.groupId, data.checked === true)}
      label={
        <>
          {entry.name}
          <span className={styles.secondary}>{viaPassAll ? t('{{id}}, through {{ids}}, which passes every check of this app', { id: entry.groupId, ids: entry.throughPassAll.join(', ') }) : entry.groupId}</span>
          {reason ? (
            // The box's description, not its name.
            <span id={reasonId} aria-hidden="true" className={styles.secondary}>
              {reason}
            </span>
          ) : null}
        </>
      }
    />
  );
}
