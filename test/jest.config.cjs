// Jest runs two projects: the app (jsdom, nock over Node's fetch) and the OMS dev server with
// shell-dev's static server (node, real HTTP against a server started on a free port). Browser
// tests are Playwright's, not Jest's.
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const transform = {
  '^.+\\.(t|j)sx?$': [
    'ts-jest',
    {
      tsconfig: {
        module: 'CommonJS',
        moduleResolution: 'node10',
        jsx: 'react-jsx',
        allowJs: true,
        isolatedModules: true,
        esModuleInterop: true,
        ignoreDeprecations: '6.0',
      },
      diagnostics: false,
    },
  ],
};

/** @type {import('jest').Config} */
module.exports = {
  rootDir: root,
  // Jest's default is one worker less than the cores: a single worker on a 2-core machine, which
  // then runs every file in turn. Two workers there took the whole run from 154 s to 106 s; on
  // bigger machines this is the default again.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  // A worker asked to end exits at once (no handle left open: checked with the event loop's
  // resources after the environment's teardown), but Node then frees its heap (jsdom, Fluent UI):
  // 200-470 ms measured here from its 'exit' event to the process's end, on a quiet machine. Past
  // Jest's default of 500 ms it was killed and reported as "failed to exit gracefully".
  workerGracefulExitTimeout: 5000,
  projects: [
    {
      displayName: 'app',
      rootDir: root,
      testEnvironment: '<rootDir>/test/env/jsdom-fetch-environment.cjs',
      roots: ['<rootDir>/src', '<rootDir>/test/setup'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform,
      transformIgnorePatterns: ['/node_modules/(?!(ky)/)'],
      setupFilesAfterEnv: ['<rootDir>/test/setup/app.ts'],
      moduleNameMapper: { '\\.(css|png|svg|jpg)$': '<rootDir>/test/setup/file-stub.cjs' },
    },
    {
      displayName: 'oms',
      rootDir: root,
      testEnvironment: 'node',
      roots: ['<rootDir>/shell-dev/oms', '<rootDir>/shell-dev/test'],
      testMatch: ['**/*.test.ts'],
      transform,
      setupFiles: ['<rootDir>/test/setup/oms.cjs'],
    },
  ],
};
