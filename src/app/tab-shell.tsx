/**
 * /tabs: the Users, Permissions and Settings tabs; for a login that may not list users
 * (USERS_LIST_VIEW) the Me tab (its own details) in place of Users and Permissions. From the large breakpoint up the tabs become a
 * side pane beside the content (the spec's split panes); below it they sit above the content.
 */
import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import type { SelectTabData } from '@fluentui/react-components';
import { PeopleRegular } from '@fluentui/react-icons/svg/people';
import { PersonRegular } from '@fluentui/react-icons/svg/person';
import { SettingsRegular } from '@fluentui/react-icons/svg/settings';
import { ShieldKeyholeRegular } from '@fluentui/react-icons/svg/shield-keyhole';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LARGE_BREAKPOINT, LARGE_QUERY } from '../lib/breakpoints';
import { stripBase, useAppNavigate } from '../lib/navigation';
import { useAppServices } from '../lib/services';
import { useMediaQuery } from '../lib/use-media-query';
import { useHasAction } from '../session/hooks';
import { ME_PATH } from './guards';


const useStyles = makeStyles({
  shell: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    [LARGE_BREAKPOINT]: { flexDirection: 'row' },
  },
  nav: {
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    padding: tokens.spacingHorizontalS,
    [LARGE_BREAKPOINT]: {
      borderBottom: 'none',
      borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
      width: '220px',
      flexShrink: 0,
    },
  },
  content: { flexGrow: 1, minWidth: 0 },
});

export const TABS = [
  { path: '/tabs/users', label: 'Users', icon: <PeopleRegular /> },
  { path: '/tabs/permissions', label: 'Permissions', icon: <ShieldKeyholeRegular /> },
  { path: '/tabs/settings', label: 'Settings', icon: <SettingsRegular /> },
] as const;

/** The tabs of a login that may open the app but not list users. */
export const SELF_SERVICE_TABS = [
  { path: ME_PATH, label: 'Me', icon: <PersonRegular /> },
  { path: '/tabs/settings', label: 'Settings', icon: <SettingsRegular /> },
] as const;

export function TabShell({ showTabs = true }: { showTabs?: boolean }): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const { basePath } = useAppServices();
  const { pathname } = useLocation();
  const appPath = stripBase(basePath, pathname);
  const tabs = useHasAction('USERS_LIST_VIEW') ? TABS : SELF_SERVICE_TABS;
  const selected = tabs.find((tab) => appPath.startsWith(tab.path))?.path;
  const wide = useMediaQuery(LARGE_QUERY);

  if (!showTabs) return <Outlet />;
  return (
    <div className={styles.shell}>
      <nav className={styles.nav} aria-label={t('Users app navigation')}>
        <TabList
          // Never undefined: a TabList that first renders without a value stays uncontrolled (a Me
          // viewer's first render can be at /tabs/users, on its way to /tabs/me).
          selectedValue={selected ?? ''}
          vertical={wide}
          onTabSelect={(_event, data: SelectTabData) => navigate(String(data.value))}
        >
          {tabs.map((tab) => (
            <Tab key={tab.path} value={tab.path} icon={tab.icon}>
              {t(tab.label)}
            </Tab>
          ))}
        </TabList>
      </nav>
      <main className={styles.content} aria-label={t('Main content')}>
        <Outlet />
      </main>
    </div>
  );
}
