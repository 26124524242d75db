/**
 * A section's render states (a card's list, a dialog's read) in the app's one order: loading,
 * error (with Retry), data. A Retry pressed stays, busy, until its read ends: the keyboard focus
 * stays on it, then goes to what the section shows.
 */
import { useState } from 'react';
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Loadable } from '../lib/loadable';
import { useKeepFocusWhenRemoved } from './keep-focus';

const useStyles = makeStyles({
  state: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalS,
  },
});

export interface SectionViewProps<T> {
  section: Loadable<T>;
  onRetry: () => void;
  children: (data: T) => React.ReactNode;
}

export function SectionView<T>({ section, onRetry, children }: SectionViewProps<T>): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  // Retry stays, busy (aria-disabled, so it keeps the keyboard focus), while the read it started
  // runs; then it goes, and its focus to what the section now shows (useKeepFocusWhenRemoved).
  const [retrying, setRetrying] = useState(false);
  const keepFocus = useKeepFocusWhenRemoved();
  if (retrying && section.state !== 'loading') setRetrying(false);
  const busy = section.state === 'loading';
  if (busy && !retrying) {
    return (
      <div className={styles.state} role="status" aria-live="polite">
        <Spinner size="tiny" label={t('Loading')} />
      </div>
    );
  }
  if (section.state === 'hasError' || busy) {
    return (
      <div className={styles.state} role={busy ? 'status' : 'alert'} aria-live={busy ? 'polite' : undefined}>
        {busy ? <Spinner size="tiny" label={t('Loading')} /> : <Text>{t('Something went wrong while loading. Please try again.')}</Text>}
        <Button
          ref={keepFocus}
          size="small"
          disabledFocusable={busy}
          aria-busy={busy}
          onClick={() => {
            setRetrying(true);
            onRetry();
          }}
        >
          {t('Retry')}
        </Button>
      </div>
    );
  }
  return <>{children(section.data)}</>;
}
