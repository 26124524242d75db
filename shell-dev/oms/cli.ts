/**
 * `npm run oms -- [--port 3100] [--db <file>] [--reset] [--users N] [--permissions N] [--faults] [--error-shape ofbiz|http] [--data-manager-interval MS] [--no-login-history] [--password-history-limit N]`
 * Starts the OMS dev server, prints its base URL and the demo logins, stops on SIGINT/SIGTERM.
 */
import { parseArgs } from 'node:util';
import { DEMO_LOGINS } from './seed/fixtures';
import { parseErrorShape } from './services/errors';
import { startOmsServer } from './server';

const USAGE =
  'Usage: npm run oms -- [--port 3100] [--db <file>] [--reset] [--users N] [--permissions N] [--faults] [--error-shape ofbiz|http] [--data-manager-interval 3000] [--no-login-history] [--password-history-limit 5] [--host 127.0.0.1] [--origin <url>]...';

function positiveInteger(name: string, text: string | undefined, allowZero: boolean): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < (allowZero ? 0 : 1)) throw new Error(`--${name} expects ${allowZero ? 'a non-negative' : 'a positive'} integer, got '${text}'`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      db: { type: 'string' },
      reset: { type: 'boolean', default: false },
      users: { type: 'string' },
      permissions: { type: 'string' },
      faults: { type: 'boolean', default: false },
      'error-shape': { type: 'string' },
      'data-manager-interval': { type: 'string' },
      'no-login-history': { type: 'boolean', default: false },
      'password-history-limit': { type: 'string' },
      origin: { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.info(USAGE);
    return;
  }
  const started = Date.now();
  const server = await startOmsServer({
    port: positiveInteger('port', values.port, true),
    host: values.host,
    dbFile: values.db,
    reset: values.reset,
    users: positiveInteger('users', values.users, false),
    permissions: positiveInteger('permissions', values.permissions, false),
    faults: values.faults,
    allowedOrigins: values.origin,
    errorShape: parseErrorShape(values['error-shape'], '--error-shape'),
    dataManagerIntervalMs: positiveInteger('data-manager-interval', values['data-manager-interval'], true),
    loginHistory: !values['no-login-history'],
    passwordHistoryLimit: positiveInteger('password-history-limit', values['password-history-limit'], true),
  });
  const lines = [
    `OMS dev server listening at ${server.url}  (${Date.now() - started} ms${server.seeded ? ', freshly seeded' : ''})`,
    `  database: ${server.dbFile}`,
    server.generatedUsers
      ? `  generated users: party ids ${server.generatedUsers.firstPartyId}..${server.generatedUsers.lastPartyId} (${server.generatedUsers.loginHistoryRows} login history rows)`
      : '',
    values['no-login-history'] ? '  login history: off (store.login.history=false; POST login writes no UserLoginHistory)' : '',
    server.generatedPermissions
      ? `  generated permissions: ${server.generatedPermissions.permissions} in ${server.generatedPermissions.classificationGroups} classification groups (SGC_GEN_01..), ${server.generatedPermissions.unclassified} in none, ${server.generatedPermissions.granted} granted to CSR`
      : '',
    values.faults ? '  fault injection: POST/DELETE /api/dev/faults' : '',
    server.errorShape === 'http' ? '  error shape: http (service failures answer 4xx { error: { message } })' : '',
    server.dataManagerIntervalMs > 0 ? `  data manager: import jobs run every ${server.dataManagerIntervalMs} ms` : '  data manager: off (uploaded imports stay SERVICE_PENDING)',
    '  demo logins:',
    ...Object.values(DEMO_LOGINS).map((login) => `    ${login.userLoginId.padEnd(8)} / ${login.password.padEnd(12)} (group ${login.securityGroupId})`),
  ];
  console.info(lines.filter(Boolean).join('\n'));

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.info(`\n${signal}: stopping the OMS dev server...`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  console.error(USAGE);
  process.exit(1);
});
