/**
 * The blocking loader ('Authenticating', 'Logging out', …) driven by the root's LoaderStore.
 */
import { useSyncExternalStore } from 'react';
import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../lib/services';

const useStyles = makeStyles({
  overlay: {
    position: 'fixed',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorBackgroundOverlay,
    zIndex: 1000,
  },
  panel: {
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
  },
});

export function BlockingLoader(): React.JSX.Element | null {
  const { loader } = useAppServices();
  const state = useSyncExternalStore(loader.subscribe, loader.getSnapshot, loader.getSnapshot);
  const styles = useStyles();
  const { t } = useTranslation();
  if (!state.visible) return null;
  return (
    <div className={styles.overlay} role="presentation">
      <div className={styles.panel} role="alertdialog" aria-modal="true" aria-busy="true" aria-label={t(state.message)}>
        <Spinner label={t(state.message)} />
      </div>
    </div>
  );
}
