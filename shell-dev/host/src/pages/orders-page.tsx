/**
 * /orders: plays another suite app (an order screen) that embeds the Users app's user card for a
 * partyId (users/UserCard), and can open that user in the Users app's standalone page.
 */
import { useState } from 'react';
import { Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { useSignedIn } from '../layout';
import { usersRemoteBase } from '../remote';
import { UsersExpose } from '../remote-view';
import { handOffUrl } from '../session';

const useStyles = makeStyles({
  main: { display: 'grid', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXL, maxWidth: '720px' },
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalM },
  card: { border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
});

export function OrdersPage(): React.JSX.Element {
  const styles = useStyles();
  const { session, hostSession } = useSignedIn();
  const [params, setParams] = useSearchParams();
  const partyId = params.get('partyId')?.trim() ?? '';
  const [draft, setDraft] = useState(partyId);

  return (
    <main className={styles.main}>
      <Text as="h1" size={700} weight="semibold">
        Orders
      </Text>
      <Text>Another suite app: an order screen showing who handles the order, with the Users app&apos;s user card.</Text>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          setParams(draft.trim() ? { partyId: draft.trim() } : {});
        }}
      >
        <Field label="Party ID">
          <Input value={draft} onChange={(_event, data) => setDraft(data.value)} />
        </Field>
        <Button type="submit" appearance="primary">
          Show user
        </Button>
      </form>
      {partyId ? (
        <section aria-label={`User ${partyId}`} className={styles.card}>
          <UsersExpose name="UserCard">
            {({ default: UserCard }) => <UserCard key={partyId} partyId={partyId} session={hostSession} />}
          </UsersExpose>
          <Button as="a" appearance="subtle" href={handOffUrl(new URL('login', usersRemoteBase()).href, session, { partyId })}>
            Open in the Users app (standalone)
          </Button>
        </section>
      ) : (
        <Text>Enter a party ID to see the user card.</Text>
      )}
    </main>
  );
}
