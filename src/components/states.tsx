/**
 * The shared render states, used in one order everywhere: loading, error, empty, data.
 */
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useKeepFocusWhenRemoved } from './keep-focus';

const useStyles = makeStyles({
  state: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalXXL,
    textAlign: 'center',
  },
});

export function LoadingState({ label }: { label: string }): React.JSX.Element {
  const styles = useStyles();
  return (
    <div className={styles.state} role="status" aria-live="polite">
      <Spinner label={label} />
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  // Retry goes with its error (a loading state takes its place): its focus goes to what then comes.
  const keepFocus = useKeepFocusWhenRemoved();
  return (
    <div className={styles.state} role="alert">
      <Text>{message}</Text>
      {onRetry ? (
        <Button ref={keepFocus} onClick={onRetry}>
          {t('Retry')}
        </Button>
      ) : null}
    </div>
  );
}

export function EmptyState({ message, children }: { message: string; children?: React.ReactNode }): React.JSX.Element {
  const styles = useStyles();
  return (
    <div className={styles.state} role="status">
      <Text>{message}</Text>
      {children}
    </div>
  );
}
