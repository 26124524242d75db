/**
 * Regenerates the id/expression part of the capability catalog (src/catalog/) from the suite's fact
 * table, keeping our names, titles and descriptions:
 *
 *   npx tsx scripts/catalog/regenerate.ts [--table <path>] [--check]
 *
 * --table   the fact table (default ../shared/suite/app-permissions.json beside this repository)
 * --check   write nothing; exit 1 when the catalog differs from the table
 *
 * A new action gets a TODO title and description (src/catalog/catalog.test.ts fails until a person
 * writes them and their es texts); a removed action loses its capability and its es texts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { APP_SOURCES } from '../../src/catalog/catalog.data';
import { catalogPartOfTable, mergeWithTable } from '../../src/catalog/table';
import type { PermissionTable } from '../../src/catalog/table';
import type { AppSource } from '../../src/catalog/types';
import { renderCatalogData, renderGroup, renderLeftOut } from './format';
import { DATA_GROUPS } from './groups';

const root = path.resolve(__dirname, '../..');
const catalogDir = path.join(root, 'src/catalog');

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const tablePath = path.resolve(option('--table') ?? path.join(root, '../shared/suite/app-permissions.json'));
const check = process.argv.includes('--check');

if (!fs.existsSync(tablePath)) {
  console.error(`The fact table is not at ${tablePath}; pass --table <path>.`);
  process.exit(2);
}

const table = JSON.parse(fs.readFileSync(tablePath, 'utf8')) as PermissionTable;
const { apps: parts, leftOut } = catalogPartOfTable(table);
const { apps, changes } = mergeWithTable(parts, APP_SOURCES);

/** Each group's apps, in the table's order; an app no group names goes to the last group. */
const lastGroup = DATA_GROUPS[DATA_GROUPS.length - 1];
const grouped = new Map<string, AppSource[]>(DATA_GROUPS.map((g) => [g.file, []]));
for (const app of apps) {
  const group = DATA_GROUPS.find((g) => g.appIds.includes(app.id)) ?? lastGroup;
  if (!group) throw new Error('scripts/catalog/groups.ts names no group');
  if (!group.appIds.includes(app.id)) console.warn(`${app.id}: in no group of scripts/catalog/groups.ts; written to data/${group.file}.ts`);
  grouped.get(group.file)?.push(app);
}

/** The es texts in catalog order, without those no title or description uses any more. */
const esPath = path.join(catalogDir, 'locales/es.json');
const es = (fs.existsSync(esPath) ? JSON.parse(fs.readFileSync(esPath, 'utf8')) : {}) as Record<string, string>;
const esKept: Record<string, string> = {};
for (const text of apps.flatMap((app) => app.capabilities.flatMap((c) => [c.title, c.description]))) {
  const translated = es[text];
  if (translated !== undefined) esKept[text] = translated;
}
const esDropped = Object.keys(es).filter((key) => !(key in esKept));

const files = new Map<string, string>([
  ...DATA_GROUPS.map((g): [string, string] => [path.join(catalogDir, `data/${g.file}.ts`), renderGroup(g, grouped.get(g.file) ?? [])]),
  [path.join(catalogDir, 'data/left-out.ts'), renderLeftOut(leftOut)],
  [path.join(catalogDir, 'catalog.data.ts'), renderCatalogData(DATA_GROUPS)],
  [esPath, `${JSON.stringify(esKept, null, 2)}\n`],
]);

const stale = [...files].filter(([file, text]) => !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text);
const report = (label: string, items: readonly string[]) => {
  if (items.length > 0) console.info(`${label} (${items.length}): ${items.join(', ')}`);
};
report('new apps', changes.addedApps);
report('removed apps', changes.removedApps);
report('new actions, with TODO texts to write (and their es texts)', changes.added);
report('removed actions', changes.removed);
report('changed ids', changes.changed);
report('es texts no longer used, removed', esDropped);

if (check) {
  report('files that differ from the table', stale.map(([file]) => path.relative(root, file)));
  process.exit(stale.length > 0 ? 1 : 0);
}
for (const [file, text] of stale) fs.writeFileSync(file, text);
const capabilities = apps.reduce((n, app) => n + app.capabilities.length, 0);
console.info(
  `${apps.length} apps, ${capabilities} capabilities, ${leftOut.length} actions left out; ` +
    (stale.length > 0 ? `wrote ${stale.map(([file]) => path.relative(root, file)).join(', ')}` : 'nothing to write'),
);
