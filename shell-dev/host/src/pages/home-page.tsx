/** /: the app switcher's home — the suite apps this launchpad can open, and where they come from. */
import { Card, CardHeader, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { useSignedIn, warmOnIntent } from '../layout';
import { usersManifestUrl } from '../remote';

const useStyles = makeStyles({
  main: { display: 'grid', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXL, maxWidth: '960px' },
  cards: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', listStyle: 'none', margin: 0, padding: 0 },
  config: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  value: { margin: 0, wordBreak: 'break-all' },
});

const CARDS = [
  { to: '/users', title: 'Users', description: 'The Users app (users/App), mounted at /users inside this launchpad.' },
  { to: '/orders', title: 'Orders', description: 'Plays another suite app that embeds the user card (users/UserCard).' },
  { to: '/access', title: 'App access', description: 'Plays another suite app telling a user what they may do and why (users/UserAccess).' },
  { to: '/plain', title: 'Plain mount', description: 'The Users app mounted with users/mount into a plain DOM node.' },
] as const;

export function HomePage(): React.JSX.Element {
  const styles = useStyles();
  const { session, hostSession } = useSignedIn();
  return (
    <main className={styles.main}>
      <Text as="h1" size={700} weight="semibold">
        Apps
      </Text>
      <ul className={styles.cards} aria-label="Apps">
        {CARDS.map((card) => (
          <li key={card.to}>
            <Card>
              <CardHeader
                header={
                  <Link to={card.to} {...(card.to === '/users' ? warmOnIntent(hostSession) : {})}>
                    <Text as="h2" size={500} weight="semibold">
                      {card.title}
                    </Text>
                  </Link>
                }
                description={<Text>{card.description}</Text>}
              />
            </Card>
          </li>
        ))}
      </ul>
      <Text as="h2" size={500} weight="semibold">
        Configuration
      </Text>
      <dl className={styles.config}>
        <dt>OMS</dt>
        <dd className={styles.value}>{session.omsUrl}</dd>
        <dt>Users remote manifest</dt>
        <dd className={styles.value}>{usersManifestUrl()}</dd>
      </dl>
    </main>
  );
}
