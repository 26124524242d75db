/**
 * "App access" (issue 20): for every suite app, whether this user can open it and why in one line —
 * through which of their groups, or which ids none of their groups grants — the login's own state
 * first when it decides everything, BOPIS and Fulfillment's facility prerequisite, and per app its
 * capabilities (a native disclosure). Closed until asked: opening it reads the groups' permissions
 * and loads the catalog, which a visit that does not ask never pays for. What it reads of the user
 * comes from the screen that shows them (`AccessSource`, composed in src/app).
 */
import { useState } from 'react';
import { Button, Card, CardHeader, Link, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { CatalogApp } from '../../catalog';
import { SectionView } from '../../components/section-view';
import { useDialogFor } from '../../components/use-dialog';
import type { UserParty } from '../../oms/user-details';
import { loginState, type LoginState } from '../../party/party';
import { useHasAction } from '../../session/hooks';
import type { AccessSource } from './access-source';
import { AddToGroupDialog } from './add-to-group-dialog';
import type { AppAccess, Verdict } from './app-access';
import { useAppAccess } from './use-app-access';
import { useUsersWhoCan } from './use-users-who-can';

const useStyles = makeStyles({
  card: { alignSelf: 'start', minWidth: 0 },
  /** The header's button keeps its words on one line (the description beside it wraps instead). */
  toggle: { whiteSpace: 'nowrap', flexShrink: 0 },
  apps: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  app: { borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, paddingBlock: tokens.spacingVerticalXS },
  summary: { cursor: 'pointer', display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: tokens.spacingHorizontalS },
  name: { fontWeight: tokens.fontWeightSemibold },
  status: { fontSize: tokens.fontSizeBase200, borderRadius: tokens.borderRadiusCircular, paddingInline: tokens.spacingHorizontalS },
  yes: { backgroundColor: tokens.colorPaletteGreenBackground1, color: tokens.colorPaletteGreenForeground1 },
  no: { backgroundColor: tokens.colorPaletteRedBackground1, color: tokens.colorPaletteRedForeground1 },
  warn: { backgroundColor: tokens.colorPaletteYellowBackground1, color: tokens.colorNeutralForeground1 },
  reason: { display: 'block', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  capabilities: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  who: { display: 'block', fontSize: tokens.fontSizeBase200 },
  // A block of its own: Fluent's Text is inline, whose padding takes no room and overlapped the first app row.
  banner: {
    display: 'block',
    marginBlockStart: 0,
    marginBlockEnd: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

const BLOCKING: ReadonlySet<LoginState> = new Set(['noLogin', 'blocked', 'disabled']);

export interface AppAccessProps {
  party: UserParty;
  /** What App access reads of the user and how it adds them to a group. */
  source: AccessSource;
}

export function AppAccessCard({ party, source }: AppAccessProps): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Card className={styles.card} aria-labelledby="app-access-title">
      <CardHeader
        header={
          <Text as="h2" id="app-access-title" size={400} weight="semibold">
            {t('App access')}
          </Text>
        }
        description={<Text>{t('What this user can do in each app of the suite, and why')}</Text>}
        action={
          <Button size="small" className={styles.toggle} aria-expanded={open} aria-controls="app-access-body" onClick={() => setOpen((value) => !value)}>
            {open ? t('Hide') : t('Show app access')}
          </Button>
        }
      />
      {open ? (
        <div id="app-access-body">
          <AccessBody party={party} source={source} usersLinks />
        </div>
      ) : null}
    </Card>
  );
}

/** What 'Add to group…' is asked for: the app, the expression the user lacks, and how to name it. */
interface Lack {
  app: CatalogApp;
  expression: string;
  what: string;
}

/**
 * The card's body: also what `./UserAccess` shows, for every app or (`appId`) one, opened.
 * `usersLinks`: "Users who can …" per app and capability (inside this app, whose Users tab it opens).
 */
export function AccessBody({ party, source, appId, usersLinks = false }: AppAccessProps & { appId?: string; usersLinks?: boolean }): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const [access, retry] = useAppAccess(source);
  const state = loginState(party);
  const canAdd = useHasAction('APP_SECURITY_GROUP_CREATE') && Boolean(party.userLoginId);
  const lackDialog = useDialogFor<Lack>();
  const { value: lack } = lackDialog;
  const whoCan = useUsersWhoCan();
  const banner: Record<LoginState, string | null> = {
    ok: null,
    noLogin: t('No login: they cannot open any app.'),
    blocked: t('Login blocked: they cannot open any app until it is unblocked.'),
    disabled: t('User disabled: they cannot open any app.'),
    passwordChange: t('They must change their password at their next login.'),
  };
  return (
    <>
      {banner[state] ? (
        <Text as="p" className={styles.banner} role="note">
          {banner[state]}
        </Text>
      ) : null}
      <SectionView section={access} onRetry={retry}>
        {(view) => (
          <>
            <ul className={styles.apps} aria-label={t('App access')}>
              {view.apps
                .filter((entry) => !appId || entry.app.id === appId)
                .map((entry) => (
                  <AppRow
                    key={entry.app.id}
                    entry={entry}
                    open={Boolean(appId)}
                    blocked={BLOCKING.has(state) ? state : null}
                    text={view.text}
                    onAdd={canAdd ? lackDialog.show : undefined}
                    whoCan={usersLinks ? whoCan : undefined}
                  />
                ))}
            </ul>
            {lack ? (
              <AddToGroupDialog
                key={lackDialog.key}
                open={lackDialog.open}
                source={source}
                partyId={party.partyId}
                what={lack.what}
                text={view.text}
                request={{ catalog: view.catalog, app: lack.app, expression: lack.expression, held: view.held, heldGroupIds: view.heldGroupIds, names: view.names }}
                onClose={lackDialog.hide}
              />
            ) : null}
          </>
        )}
      </SectionView>
    </>
  );
}

interface AppRowProps {
  entry: AppAccess;
  /** Its capabilities shown from the start. */
  open: boolean;
  blocked: LoginState | null;
  text: (key: string) => string;
  onAdd?: (lack: Lack) => void;
  whoCan?: UsersWhoCan;
}

function AppRow({ entry, open, blocked, text, onAdd, whoCan }: AppRowProps): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const why = useReason();
  let status: { label: string; tone: 'yes' | 'no' | 'warn' };
  if (blocked === 'noLogin') status = { label: t('No login'), tone: 'no' };
  else if (blocked === 'blocked') status = { label: t('Login blocked'), tone: 'no' };
  else if (blocked === 'disabled') status = { label: t('User disabled'), tone: 'no' };
  else if (!entry.allowed) status = { label: t('Cannot open'), tone: 'no' };
  else if (entry.noFacility) status = { label: t('No facility'), tone: 'warn' };
  else status = { label: t('Can open'), tone: 'yes' };
  const reason = entry.app.access.permissionIds.length === 0 && entry.allowed ? t('It checks no permission.') : why(entry, entry.app.access.expression);
  return (
    <li className={styles.app}>
      <details open={open || undefined}>
        <summary className={styles.summary}>
          <span className={styles.name}>{entry.app.name}</span>
          <span className={mergeClasses(styles.status, styles[status.tone])}>{status.label}</span>
          <span className={styles.reason}>
            {reason}
            {entry.noFacility && !blocked ? ` ${t('They are at no facility, and this app works in a facility.')}` : ''}
          </span>
        </summary>
        {onAdd && !entry.allowed ? (
          <Button size="small" onClick={() => onAdd({ app: entry.app, expression: entry.app.access.expression, what: entry.app.name })}>
            {t('Add to group…')}
          </Button>
        ) : null}
        {whoCan ? <UsersWhoCanLink whoCan={whoCan} app={entry.app} expression={entry.app.access.expression} what={t('open {{app}}', { app: entry.app.name })} /> : null}
        <ul className={styles.capabilities} aria-label={t('Capabilities in {{app}}', { app: entry.app.name })}>
          {entry.capabilities.map((capability) => {
            const title = text(capability.capability.title);
            return (
              <li key={capability.capability.id}>
                <span>{`${capability.allowed ? '✓' : '✗'} ${title}`}</span>
                <span className={styles.reason}>{why(capability, capability.capability.expression)}</span>
                {onAdd && !capability.allowed ? (
                  <Button
                    size="small"
                    appearance="subtle"
                    aria-label={t('Add to group… for {{what}}', { what: `${entry.app.name}: ${title}` })}
                    onClick={() => onAdd({ app: entry.app, expression: capability.capability.expression, what: `${entry.app.name}: ${title}` })}
                  >
                    {t('Add to group…')}
                  </Button>
                ) : null}
                {whoCan ? <UsersWhoCanLink whoCan={whoCan} app={entry.app} expression={capability.capability.expression} what={title} /> : null}
              </li>
            );
          })}
        </ul>
      </details>
    </li>
  );
}

type UsersWhoCan = ReturnType<typeof useUsersWhoCan>;

function UsersWhoCanLink({ whoCan, app, expression, what }: { whoCan: UsersWhoCan; app: CatalogApp; expression: string; what: string }): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <Link as="button" className={useStyles().who} disabledFocusable={whoCan.busy} aria-busy={whoCan.busy} onClick={() => void whoCan.open(app, expression)}>
      {t('Users who can {{what}}', { what })}
    </Link>
  );
}

/** One line on why: "Through Store Manager (FULFILLMENT_APP_VIEW)", or "Needs X, which none of their groups grants". */
function useReason(): (verdict: Verdict, expression: string) => string {
  const { t } = useTranslation();
  return (verdict) => {
    if (verdict.allowed) {
      const ids = verdict.heldIds.join(', ');
      if (verdict.through.length === 0) return t('Through their groups together ({{ids}})', { ids });
      return t('Through {{groups}} ({{ids}})', { groups: verdict.through.map((group) => group.name).join(', '), ids });
    }
    return t('Needs {{ids}}, which none of their groups grants', { ids: verdict.missing.join(', ') });
  };
}
