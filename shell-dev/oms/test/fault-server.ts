/**
 * The fault tests' server (faults.test.ts, faults-entity.test.ts): one OMS dev server with faults
 * on per file, logged in as admin, its faults cleared after each test; and the fault endpoints.
 */
import { startTestServer, type Answer, type Client, type TestServer } from './harness';

export interface FaultServer {
  readonly t: TestServer;
  readonly admin: Client;
  /** POST dev/faults. */
  addFault(body: Record<string, unknown>): Promise<Answer<{ faults: unknown[]; error?: { message: string } }>>;
  /** The faults not used up yet. */
  faultList(): Promise<Array<Record<string, unknown>>>;
}

/** Registers the file's hooks; the fields are set once `beforeAll` has run. */
export function withFaultServer(): FaultServer {
  let t: TestServer | undefined;
  let admin: Client | undefined;
  beforeAll(async () => {
    t = await startTestServer({ faults: true });
    admin = await t.admin();
  });
  afterEach(async () => {
    if (t) await fetch(`${t.server.url}dev/faults`, { method: 'DELETE' });
  });
  afterAll(() => t?.close());
  const started = (): TestServer => {
    if (!t) throw new Error('the fault server has not started yet');
    return t;
  };
  return {
    get t() {
      return started();
    },
    get admin() {
      if (!admin) throw new Error('the fault server has not started yet');
      return admin;
    },
    addFault: (body) => started().anonymous.post<{ faults: unknown[]; error?: { message: string } }>('dev/faults', body),
    faultList: async () => (await started().anonymous.get<{ faults: Array<Record<string, unknown>> }>('dev/faults')).body.faults,
  };
}
