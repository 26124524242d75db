/**
 * The header of the user-creation screens: a Back button and the title. Back returns to the
 * previous in-app page, or to the default path when the screen was opened directly (a link, a
 * reload), like the original's back button with its default href.
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons/svg/arrow-left';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ScreenHeading } from './screen-heading';
import { useAppNavigate } from '../lib/navigation';

const useStyles = makeStyles({
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

export interface PageHeaderProps {
  id: string;
  title: string;
  /** Where Back goes when nothing in the app led here. */
  defaultBack: string;
}

export function PageHeader({ id, title, defaultBack }: PageHeaderProps): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  // The router keys the entry it started on 'default': nothing of ours lies behind it.
  const opened = useLocation().key === 'default';
  return (
    <div className={styles.header}>
      <Button appearance="subtle" icon={<ArrowLeftRegular />} aria-label={t('Back')} onClick={() => navigate(opened ? defaultBack : -1)} />
      <ScreenHeading id={id}>{title}</ScreenHeading>
    </div>
  );
}
