/**
 * 'Access history' on user details (issue 39): closed until asked; opened, a timeline newest first
 * from the OMS's own rows — login attempts (success or failure, never the password typed), password
 * changes where the OMS keeps them, the login disabled after failed passwords, and each security
 * group, product store and facility joined and ended — with older login attempts a page at a time.
 */
import { useMemo, useState } from 'react';
import { Button, Card, CardHeader, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/states';
import type { UserParty } from '../../../oms/user-details';
import { useFormatDateTime } from '../../../session/use-format-date-time';
import { useCardStyles } from '../styles';
import { buildTimeline } from './timeline';
import type { AccessEvent } from './timeline';
import { useAccessHistory } from './use-access-history';

const useStyles = makeStyles({
  list: { margin: 0, padding: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, maxHeight: '480px', overflowY: 'auto' },
  item: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  when: { color: tokens.colorNeutralForeground3, minWidth: '11em' },
  failed: { color: tokens.colorPaletteRedForeground1 },
});

/** Each event's text (en-US, their own i18n keys). */
const MEMBERSHIP_TEXTS = {
  group: { added: 'Added to security group {{name}}', ended: 'Removed from security group {{name}}' },
  store: { added: 'Added to product store {{name}}', ended: 'Removed from product store {{name}}' },
  facility: { added: 'Added to facility {{name}}', ended: 'Removed from facility {{name}}' },
} as const;

function useEventText(): (event: AccessEvent) => string {
  const { t } = useTranslation();
  return (event) => {
    switch (event.kind) {
      case 'login':
        return event.success ? t('Logged in') : t('Login failed');
      case 'password':
        return t('Password changed');
      case 'lockedOut':
        return t('Login disabled by the OMS after repeated failed passwords');
      default:
        return t(MEMBERSHIP_TEXTS[event.kind][event.change], { name: event.name });
    }
  };
}

function AccessHistoryBody({ party }: { party: UserParty }): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const text = useEventText();
  const history = useAccessHistory(party);
  const timeline = useMemo(() => (history.facts ? buildTimeline(history.facts) : null), [history.facts]);

  if (history.failed) return <ErrorState message={t('Something went wrong.')} onRetry={history.retry} />;
  if (!history.facts || !timeline) return <LoadingState label={t('Reading the access history')} />;
  const noAttempts = history.facts.attempts.length === 0;
  return (
    <>
      {party.userLoginId && noAttempts ? <Text>{history.facts.keepsHistory ? t('Never logged in.') : t('This OMS keeps no login history.')}</Text> : null}
      {timeline.events.length === 0 ? (
        <Text>{t('Nothing recorded yet.')}</Text>
      ) : (
        // Scrolls past 480 px: focusable, so a keyboard can scroll it (axe scrollable-region-focusable).
        <ol className={styles.list} aria-label={t('Access history')} tabIndex={0}>
          {timeline.events.map((event, index) => (
            <li key={`${event.kind}-${event.at}-${index}`} className={styles.item}>
              <Text className={styles.when}>{formatDateTime(event.at)}</Text>
              <Text className={event.kind === 'login' && !event.success ? styles.failed : undefined}>{text(event)}</Text>
            </li>
          ))}
        </ol>
      )}
      {timeline.olderToLoad ? (
        <div>
          <Button disabledFocusable={history.loadingOlder} aria-busy={history.loadingOlder} onClick={() => void history.loadOlder()}>
            {t('Show older')}
          </Button>
          {history.loadingOlder ? <Spinner size="tiny" label={t('Reading the access history')} /> : null}
          {history.olderFailed ? <Text role="alert">{t('Something went wrong.')}</Text> : null}
        </div>
      ) : null}
    </>
  );
}

export function AccessHistoryCard({ party }: { party: UserParty }): React.JSX.Element {
  const card = useCardStyles();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Card className={card.card} aria-labelledby="access-history-title">
      <CardHeader
        header={
          <Text as="h2" id="access-history-title" size={400} weight="semibold">
            {t('Access history')}
          </Text>
        }
        description={<Text>{t('Logins, password changes, and groups, stores and facilities joined and ended')}</Text>}
        action={
          <Button size="small" className={card.toggle} aria-expanded={open} aria-controls="access-history-body" onClick={() => setOpen((value) => !value)}>
            {open ? t('Hide') : t('Show access history')}
          </Button>
        }
      />
      <div id="access-history-body">{open ? <AccessHistoryBody party={party} /> : null}</div>
    </Card>
  );
}
