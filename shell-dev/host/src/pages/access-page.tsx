/**
 * /access: plays another suite app that refuses a user and shows why, with the Users app's
 * users/UserAccess for a partyId and, optionally, one app of the suite (`?partyId=&appId=`).
 */
import { useState } from 'react';
import { Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { useSignedIn } from '../layout';
import { UsersExpose } from '../remote-view';

const useStyles = makeStyles({
  main: { display: 'grid', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXL, maxWidth: '960px' },
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalM },
});

export function AccessPage(): React.JSX.Element {
  const styles = useStyles();
  const { hostSession } = useSignedIn();
  const [params, setParams] = useSearchParams();
  const partyId = params.get('partyId')?.trim() ?? '';
  const appId = params.get('appId')?.trim() ?? '';
  const [draft, setDraft] = useState({ partyId, appId });

  return (
    <main className={styles.main}>
      <Text as="h1" size={700} weight="semibold">
        App access
      </Text>
      <Text>Another suite app telling a user what they may do here and why, with the Users app&apos;s users/UserAccess.</Text>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          const next: Record<string, string> = {};
          if (draft.partyId.trim()) next.partyId = draft.partyId.trim();
          if (draft.appId.trim()) next.appId = draft.appId.trim();
          setParams(next);
        }}
      >
        <Field label="Party ID">
          <Input value={draft.partyId} onChange={(_event, data) => setDraft((d) => ({ ...d, partyId: data.value }))} />
        </Field>
        <Field label="App ID (optional)">
          <Input value={draft.appId} placeholder="fulfillment" onChange={(_event, data) => setDraft((d) => ({ ...d, appId: data.value }))} />
        </Field>
        <Button type="submit" appearance="primary">
          Show access
        </Button>
      </form>
      {partyId ? (
        <section aria-label={`Access of ${partyId}`}>
          <UsersExpose name="UserAccess">
            {({ default: UserAccess }) => <UserAccess key={`${partyId}:${appId}`} partyId={partyId} appId={appId || undefined} session={hostSession} />}
          </UsersExpose>
        </section>
      ) : (
        <Text>Enter a party ID to see what the user can do.</Text>
      )}
    </main>
  );
}
