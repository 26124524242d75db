/**
 * Opens (and when needed creates) the dev OMS database: WAL, foreign keys, the schema of
 * schema.ts, and the id sequences OFBiz keeps in SequenceValueItem.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SCHEMA_SQL, SCHEMA_VERSION } from './schema';
import type { Db } from './types';

/** Db lives in types.ts, below schema.ts, so that user-list-rows.ts need not import this module back. */
export type { Db } from './types';

export interface OpenedDatabase {
  db: Db;
  /** True when the schema was just created (the caller seeds it). */
  created: boolean;
}

function removeDatabaseFiles(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
}

function readSchemaVersion(db: Db): number | undefined {
  const table = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'DevMeta'").get();
  if (!table) return undefined;
  const row = db.prepare("SELECT value FROM DevMeta WHERE key = 'schemaVersion'").get() as { value: string } | undefined;
  return row ? Number(row.value) : undefined;
}

function configure(db: Db, inMemory: boolean): void {
  if (!inMemory) db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
}

/**
 * Opens `file` (':memory:' allowed). `reset` deletes an existing file first; a file written by an
 * older schema version is rebuilt, since it is dev data that the seed recreates.
 */
export function openDatabase(file: string, options: { reset?: boolean; warn?: (msg: string) => void } = {}): OpenedDatabase {
  const inMemory = file === ':memory:';
  if (!inMemory) {
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    if (options.reset) removeDatabaseFiles(file);
  }
  let db = new Database(file);
  configure(db, inMemory);
  const version = readSchemaVersion(db);
  if (version !== undefined && version !== SCHEMA_VERSION && !inMemory) {
    options.warn?.(`OMS database ${file} has schema v${version}, expected v${SCHEMA_VERSION}: rebuilding it.`);
    db.close();
    removeDatabaseFiles(file);
    db = new Database(file);
    configure(db, inMemory);
  }
  if (readSchemaVersion(db) === SCHEMA_VERSION) return { db, created: false };
  db.transaction(() => {
    db.exec(SCHEMA_SQL);
    db.prepare("INSERT INTO DevMeta (key, value) VALUES ('schemaVersion', ?)").run(String(SCHEMA_VERSION));
  })();
  return { db, created: true };
}

/** Reads a DevMeta value. */
export function getMeta(db: Db, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM DevMeta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

/** Writes a DevMeta value. */
export function setMeta(db: Db, key: string, value: string): void {
  db.prepare('INSERT INTO DevMeta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
}

/** First id handed out by a sequence, like OFBiz's default bank start. */
export const SEQUENCE_START = 10000;

/**
 * Reserves `count` consecutive ids of a sequence and returns the first. Run it inside the write's
 * transaction: a rollback then also gives the ids back.
 */
export function reserveIds(db: Db, seqName: string, count = 1): number {
  const row = db
    .prepare(
      `INSERT INTO SequenceValueItem (seqName, seqId) VALUES (?, ?)
       ON CONFLICT(seqName) DO UPDATE SET seqId = seqId + ? RETURNING seqId`,
    )
    .get(seqName, SEQUENCE_START + count, count) as { seqId: number };
  return row.seqId - count;
}

/** The next id of a sequence, as OFBiz hands them out: a numeric string. */
export function nextId(db: Db, seqName: string): string {
  return String(reserveIds(db, seqName, 1));
}

/** Ensures a sequence will not hand out ids at or below `used` (after seeding fixed ids). */
export function bumpSequence(db: Db, seqName: string, used: number): void {
  db.prepare(
    `INSERT INTO SequenceValueItem (seqName, seqId) VALUES (?, ?)
     ON CONFLICT(seqName) DO UPDATE SET seqId = max(seqId, excluded.seqId)`,
  ).run(seqName, used + 1);
}
