/**
 * /tabs/settings: who is logged in, time zone, language, links to the launchpad and the OMS, logout.
 */
import { Button, Card, CardHeader, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowExitRegular } from '@fluentui/react-icons/svg/arrow-exit';
import { OpenRegular } from '@fluentui/react-icons/svg/open';
import { useTranslation } from 'react-i18next';
import { ScreenHeading } from '../../components/screen-heading';
import { useAppServices } from '../../lib/services';
import { useLogout, useSession } from '../../session/hooks';
import { LanguagePicker } from './language-picker';
import { omsAppUrl } from './links';
import { TimeZonePicker } from './time-zone-picker';

const useStyles = makeStyles({
  page: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    maxWidth: '720px',
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export function SettingsPage(): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogout();
  const { environment } = useAppServices();
  const name = session.profile.partyName || session.profile.userLoginId;

  return (
    <div className={styles.page}>
      <ScreenHeading>{t('Settings')}</ScreenHeading>
      <Card>
        <CardHeader
          header={<Text weight="semibold">{name}</Text>}
          description={
            <Text size={200}>
              {t('You are logged in as {{userLoginId}}', { userLoginId: session.profile.userLoginId })} · {t('OMS instance')}:{' '}
              {session.instanceUrl}
            </Text>
          }
        />
        <div className={styles.actions}>
          <Button icon={<OpenRegular />} onClick={() => environment.redirect(environment.launchpadUrl)}>
            {t('Go to Launchpad')}
          </Button>
          <Button icon={<OpenRegular />} onClick={() => environment.openExternal(omsAppUrl(session.instanceUrl))}>
            {t('Go to OMS')}
          </Button>
          <Button appearance="primary" icon={<ArrowExitRegular />} onClick={() => void logout()}>
            {t('Logout')}
          </Button>
        </div>
      </Card>
      <Card>
        <TimeZonePicker />
      </Card>
      <Card>
        <LanguagePicker />
      </Card>
    </div>
  );
}
