/**
 * The change policy's two reads of the session (src/session/policy.ts), answered for tests of the
 * Permissions tab, App access and the access review: the viewer's groups (UserLoginSecurityGroup
 * of the viewer's login) and the groups holding super-user power (SecurityGroupPermission,
 * permissionId in SUPER_POWER_PERMISSIONS). Answered on every read (the policy reads them again
 * before a write and after one that moves super-user power); `reads` counts them, `set` changes
 * what the next ones answer. Call it before the test's other expectations of the same entities.
 */
import { screen } from '@testing-library/react';
import nock from 'nock';
import { found } from '../oms-nock';
import { ADMIN_PROFILE, OMS_ORIGIN, renderApp } from '../render';
import { RequireAuth } from '../../src/app/guards';
import { SUPER_POWER_PERMISSIONS } from '../../src/policy/policy';
import type { FindRequestBody } from '../../src/oms/perform-find';

export interface PolicyFacts {
  /** The viewer's groups. */
  viewerGroups: string[];
  /** The groups that hold super-user power (WEBTOOLS_VIEW). */
  superPowerGroups: string[];
}

export interface PolicyFactsMock {
  /** How many times each was read. */
  readonly reads: { viewerGroups: number; superPowerGroups: number };
  set(facts: Partial<PolicyFacts>): void;
}

export function mockPolicyFacts(facts: PolicyFacts, viewerLogin = ADMIN_PROFILE.userLoginId): PolicyFactsMock {
  let current = { ...facts };
  const reads = { viewerGroups: 0, superPowerGroups: 0 };
  nock(OMS_ORIGIN)
    .persist()
    .post('/api/performFind', (body: FindRequestBody) => body.entityName === 'UserLoginSecurityGroup' && body.inputFields.userLoginId === viewerLogin)
    .reply(200, () => {
      reads.viewerGroups += 1;
      return found(current.viewerGroups.map((groupId) => ({ groupId, userLoginId: viewerLogin })));
    })
    .post(
      '/api/performFind',
      (body: FindRequestBody) => body.entityName === 'SecurityGroupPermission' && JSON.stringify(body.inputFields.permissionId_value) === JSON.stringify(SUPER_POWER_PERMISSIONS),
    )
    .reply(200, () => {
      reads.superPowerGroups += 1;
      return found(current.superPowerGroups.map((groupId) => ({ groupId, permissionId: SUPER_POWER_PERMISSIONS[0] })));
    });
  return {
    reads,
    set: (next) => {
      current = { ...current, ...next };
    },
  };
}

/**
 * A security admin who is not a super user (sam.secure of the seed), as the session's permissions:
 * they list users (the Users app's USERS_LIST_VIEW gate; the seed's SECURITY_ADMIN gives it through
 * PARTYMGR_ADMIN), so Users, Permissions and the review are theirs, not the Me tab.
 */
export const SECURITY_ADMIN_PERMISSIONS = ['USERS_APP_VIEW', 'USERS_LIST_VIEW', 'SECURITY_CREATE', 'SECURITY_ADMIN', 'SECURITY_UPDATE', 'SECURITY_VIEW', 'STOREFULFILLMENT_ADMIN', 'COMMERCEUSER_VIEW'];

/**
 * Renders `useHook` in the app's providers, signed in (answer mockLogin first), and answers its
 * latest value: how a test hands a runner a plan directly.
 */
export async function hookInApp<T>(useHook: () => T, Wrapper: (props: { children: React.ReactNode }) => React.JSX.Element = ({ children }) => <>{children}</>): Promise<() => T> {
  const box: { value?: T } = {};
  function Probe(): React.JSX.Element {
    box.value = useHook();
    return <output data-testid="hook-ready" />;
  }
  renderApp({
    children: (
      <RequireAuth>
        <Wrapper>
          <Probe />
        </Wrapper>
      </RequireAuth>
    ),
  });
  await screen.findByTestId('hook-ready');
  return () => box.value as T;
}
