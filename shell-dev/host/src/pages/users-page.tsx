/** /users/*: the whole Users app (users/App), rendering relative routes inside this router. */
import { useSignedIn } from '../layout';
import { UsersExpose } from '../remote-view';

export const USERS_BASENAME = '/users';

export function UsersPage(): React.JSX.Element {
  const { hostSession } = useSignedIn();
  return <UsersExpose name="App">{({ default: UsersApp }) => <UsersApp session={hostSession} basename={USERS_BASENAME} />}</UsersExpose>;
}
