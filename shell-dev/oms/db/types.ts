/**
 * The database handle's type, on its own so that the modules below database.ts (user-list-rows.ts,
 * which schema.ts imports) can name it without importing database.ts back: imports in db/ run one way.
 */
import type Database from 'better-sqlite3';

export type Db = Database.Database;
