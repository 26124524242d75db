/**
 * The review step of 'Manage security groups': the groups gaining the capability with the ids they
 * get, and the groups losing it with the ids that end and everything else — app access and
 * capabilities in any app — those ids carried for them. The losing groups' current permissions are
 * read here (one read per group, in parallel), so the preview and the ends use what the OMS holds now.
 */
import { useEffect, useState } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Catalog, CatalogCapability } from '../../../catalog';
import { ErrorState, LoadingState } from '../../../components/states';
import type { Loadable } from '../../../lib/loadable';
import { lossOfRemoval } from './manage-capability';
import type { CapabilityChange, GroupLoss } from './manage-capability';
import type { GroupGrants } from './use-capability-actions';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, maxHeight: '30vh', overflowY: 'auto' },
  ids: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  warning: { color: tokens.colorPaletteRedForeground1 },
});

export type Removals = ReadonlyMap<string, { grants: GroupGrants; ended: readonly string[] }>;

export interface RemovalPreviewProps {
  catalog: Catalog;
  capability: CatalogCapability;
  text: (key: string) => string;
  change: CapabilityChange;
  names: ReadonlyMap<string, string>;
  readGrants: (groupIds: readonly string[], signal?: AbortSignal) => Promise<ReadonlyMap<string, GroupGrants>>;
  /** Called once the losing groups' permissions are in: what the save ends. */
  onRead: (removals: Removals) => void;
}

export function RemovalPreview({ catalog, capability, text, change, names, readGrants, onRead }: RemovalPreviewProps): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [losses, setLosses] = useState<Loadable<ReadonlyMap<string, GroupLoss>>>(() => (change.remove.length === 0 ? { state: 'hasData', data: new Map() } : { state: 'loading' }));
  const removed = change.remove.join(' ');

  useEffect(() => {
    const groupIds = removed === '' ? [] : removed.split(' ');
    if (groupIds.length === 0) return undefined;
    const controller = new AbortController();
    readGrants(groupIds, controller.signal).then(
      (grants) => {
        if (controller.signal.aborted) return;
        const read = new Map<string, { grants: GroupGrants; ended: readonly string[] }>();
        const found = new Map<string, GroupLoss>();
        for (const groupId of groupIds) {
          const held = grants.get(groupId) ?? new Map<string, number>();
          const loss = lossOfRemoval(catalog, capability, new Set(held.keys()));
          read.set(groupId, { grants: held, ended: loss.ended });
          found.set(groupId, loss);
        }
        setLosses({ state: 'hasData', data: found });
        onRead(read);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLosses({ state: 'hasError', error });
      },
    );
    return () => controller.abort();
  }, [attempt, removed, readGrants, catalog, capability, onRead]);

  const nameOf = (groupId: string) => names.get(groupId) ?? groupId;
  const adds = change.add.map((entry) => ({ ...entry, name: nameOf(entry.groupId) }));

  return (
    <>
      {adds.length > 0 ? (
        <section className={styles.section} aria-label={t('Groups that gain it')}>
          <Text weight="semibold">{t('Groups that gain it')}</Text>
          <ul className={styles.list}>
            {adds.map((entry) => (
              <li key={entry.groupId}>
                {`${entry.name}: `}
                <span className={styles.ids}>{t('grants {{ids}}', { ids: entry.ids.join(', ') })}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {change.remove.length > 0 ? (
        <section className={styles.section} aria-label={t('Groups that lose it')}>
          <Text weight="semibold">{t('Groups that lose it')}</Text>
          {losses.state === 'loading' ? <LoadingState label={t('Loading permissions')} /> : null}
          {losses.state === 'hasError' ? <ErrorState message={t('Something went wrong.')} onRetry={() => {
                setLosses({ state: 'loading' });
                setAttempt((n) => n + 1);
              }} /> : null}
          {losses.state === 'hasData'
            ? change.remove.map((groupId) => <GroupLossView key={groupId} name={nameOf(groupId)} loss={losses.data.get(groupId)} text={text} />)
            : null}
        </section>
      ) : null}
    </>
  );
}

function GroupLossView({ name, loss, text }: { name: string; loss: GroupLoss | undefined; text: (key: string) => string }): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  if (!loss) return <Text>{name}</Text>;
  const others = loss.access.length + loss.capabilities.length;
  return (
    <div className={styles.section}>
      <Text>
        {`${name}: `}
        <span className={styles.ids}>{t('ends {{ids}}', { ids: loss.ended.join(', ') })}</span>
      </Text>
      {others === 0 ? (
        <Text>{t('Nothing else this group can do depends on these permissions.')}</Text>
      ) : (
        <>
          <Text className={styles.warning}>{t('{{group}} would also lose:', { group: name })}</Text>
          <ul className={styles.list}>
            {loss.access.map((app) => (
              <li key={`access-${app.id}`}>{t('Opening {{app}}', { app: app.name })}</li>
            ))}
            {loss.capabilities.map((ref) => (
              <li key={`${ref.app.id}-${ref.capability.id}`}>{`${ref.app.name}: ${text(ref.capability.title)}`}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
