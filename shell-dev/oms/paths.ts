/** Where the dev OMS keeps its data by default: shell-dev/oms/data/ (git-ignored). */
import path from 'node:path';

/** The shell-dev/oms folder, whether run by tsx or imported by ts-jest (both CommonJS). */
export const OMS_DIR = typeof __dirname === 'string' ? __dirname : path.resolve('shell-dev/oms');
export const DATA_DIR = path.join(OMS_DIR, 'data');
export const DEFAULT_DB_FILE = path.join(DATA_DIR, 'oms.sqlite');
export const DEFAULT_PORT = 3100;
