/** login, logout, user-profile, getPermissions, time zones, locale and the reset mail. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { heldPermissions, login, logout } from '../auth/sessions';
import { sendResetPasswordMail } from '../services/logins';
import { availableTimeZones, setUserLocale, setUserTimeZone, userProfile } from '../services/preferences';
import { Input } from '../services/service';
import { badValue } from '../services/errors';
import { bodyOf, callerOf, runWrite, type ServerState } from './context';

function pageParam(name: string, value: unknown, fallback: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || (name === 'viewSize' && n === 0)) throw badValue(name, 'expected a non-negative integer');
  return n;
}

export function registerSessionRoutes(app: FastifyInstance, state: ServerState): void {
  const { db } = state;

  app.post('/api/login', async (request) => {
    const body = bodyOf(request);
    const answer = await login(db, body.USERNAME ?? body.username, body.PASSWORD ?? body.password, {
      ttlMs: state.tokenTtlMs,
      maxFailedLogins: state.maxFailedLogins,
      loginHistory: state.loginHistory,
      storeIncorrectPassword: state.storeIncorrectPassword,
    });
    state.writes += 1;
    return answer;
  });

  const logoutHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = callerOf(state, request);
    runWrite(state, () => logout(db, caller, Date.now()));
    // The OMS prefixes this JSON body with '//' (see OMS-CONTRACT.md): clients strip it.
    return reply.type('application/json; charset=utf-8').send(`//${JSON.stringify({ successMessage: 'Logged out.' })}`);
  };
  app.get('/api/logout', logoutHandler);
  app.post('/api/logout', logoutHandler);

  app.get('/api/user-profile', async (request) => userProfile(db, callerOf(state, request)));

  app.post('/api/getPermissions', async (request) => {
    const body = bodyOf(request);
    const caller = callerOf(state, request);
    const held = heldPermissions(db, caller.userLoginId, Date.now());
    const asked = new Input(body).list('permissionIds');
    const ids = (asked.length > 0 ? [...new Set(asked)].filter((id) => held.has(id)) : [...held]).sort();
    const viewSize = pageParam('viewSize', body.viewSize, 200);
    const viewIndex = pageParam('viewIndex', body.viewIndex, 0);
    const page = ids.slice(viewIndex * viewSize, viewIndex * viewSize + viewSize);
    return { docs: page.map((permissionId) => ({ permissionId })), count: ids.length };
  });

  app.get('/api/getAvailableTimeZones', async () => availableTimeZones());

  app.post('/api/setUserTimeZone', async (request) => runWrite(state, () => setUserTimeZone(db, new Input(bodyOf(request)), callerOf(state, request))));
  app.post('/api/setUserLocale', async (request) => runWrite(state, () => setUserLocale(db, new Input(bodyOf(request)), callerOf(state, request))));

  const resetMail = async (request: FastifyRequest) =>
    runWrite(state, () => sendResetPasswordMail(db, new Input(bodyOf(request)), callerOf(state, request).userLoginId, Date.now()));
  app.post('/api/sendResetPasswordMail', resetMail);
  // The first public release of the app called it 'sendResetPassword'.
  app.post('/api/sendResetPassword', resetMail);
}
