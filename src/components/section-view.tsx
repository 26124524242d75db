/**
 * A section's render states (a card's list, a dialog's read) in the app's one order: loading,
 * error (with Retry), data.
 */
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Loadable } from '../lib/loadable';

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
  if (section.state === 'loading') {
    return (
      <div className={styles.state} role="status" aria-live="polite">
        <Spinner size="tiny" label={t('Loading')} />
      </div>
    );
  }
  if (section.state === 'hasError') {
    return (
      <div className={styles.state} role="alert">
        <Text>{t('Something went wrong while loading. Please try again.')}</Text>
        <Button size="small" onClick={onRetry}>
          {t('Retry')}
        </Button>
      </div>
    );
  }
  return <>{children(section.data)}</>;
}
