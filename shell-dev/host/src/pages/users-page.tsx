/** /users/*: the whole Users app (users/App), rendering relative routes inside this router. */
import { useSignedIn } from '../layout';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { warmUsersApp } from '../remote';
import { UsersExpose } from '../remote-view';

export const USERS_BASENAME = '/users';

export function UsersPage(): React.JSX.Element {
  const { hostSession } = useSignedIn();
  const { pathname, search } = useLocation();
  // Reached without intent (typed, a reload, a link elsewhere): the reads start now, with the code.
  useState(() => warmUsersApp(hostSession, `${pathname.slice(USERS_BASENAME.length) || '/'}${search}`));
  return <UsersExpose name="App">{({ default: UsersApp }) => <UsersApp session={hostSession} basename={USERS_BASENAME} />}</UsersExpose>;
}
