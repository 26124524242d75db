/**
 * The import's file and its checks: reads a chosen file, matches its columns, applies fixes made
 * in place, and checks every row against the reference data and the OMS. Usernames and external
 * IDs are looked up in bulk (src/oms/import-checks: one performFind per hundred values), each value
 * once per screen; rows whose values are still being looked up are 'checking'.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { findLoginsByIds, findPartiesByExternalIds, findUnfinishedPeople } from '../../oms/import-checks';
import { findGroupsOfParties } from '../../oms/bulk-reads';
import { useReference } from '../../reference/hooks';
import { useOmsClient, useSession } from '../../session/hooks';
import { usePolicyFacts } from '../../session/policy';
import type { TemplateId } from '../../setup/templates';
import { checkRows } from './check-rows';
import { useTranslation } from 'react-i18next';
import { matchColumns, toImportRows } from './columns';
import { localFieldNames } from './fields';
import { useMadeParties } from './run/made-parties';
import { parseChosenFile, rowIndexOfLine } from './parse';
import type { CheckedRow, ExistingParty, ImportColumn, ImportField, ParsedFile } from './types';

/** Each value looked up: its party, or null when the OMS has none. */
type Known = ReadonlyMap<string, ExistingParty | null>;

export interface ImportFileState {
  file: ParsedFile | null;
  /** Why the chosen file could not be read (an i18n key and its placeholders). */
  fileError: { error: string; params?: Record<string, string> } | null;
  columns: ImportColumn[];
  defaultTemplateId: TemplateId;
  /** Rows without a password get a temporary one (the login must change it; the reset email is sent). */
  temporaryPasswords: boolean;
  checked: CheckedRow[];
  /** The users the file names who exist already: party -> the current groups of all its logins, read whole. */
  existingGroups: ReadonlyMap<string, ReadonlySet<string>>;
  /** The people the preview found by names alone (made lately by this login, no login yet): never taken for a row by a run. */
  knownPartyIds: readonly string[];
  /** Reference data or OMS lookups are still on their way: the checks are not final. */
  checking: boolean;
  /** A lookup failed: the checks cannot be trusted until it is retried. */
  lookupError: boolean;
  choose(file: File): Promise<void>;
  clear(): void;
  mapColumn(index: number, field: ImportField | undefined): void;
  setDefaultTemplateId(templateId: TemplateId): void;
  setTemporaryPasswords(on: boolean): void;
  /** Fixes one cell in place (the row's line and the column's index). */
  editCell(line: number, columnIndex: number, value: string): void;
  /** Empties a field's cells on the given lines (passwords, once those rows no longer need them). */
  dropField(field: ImportField, lines: ReadonlySet<number>): void;
  retryLookups(): void;
}

export const DEFAULT_IMPORT_TEMPLATE: TemplateId = 'CSR';

/** How far back a person the viewer created without a login counts as an interrupted import's. */
export const UNFINISHED_WINDOW_MS = 24 * 60 * 60_000;

function unknownValues(values: Iterable<string | undefined>, known: Known): string[] {
  const missing = new Set<string>();
  for (const value of values) if (value && !known.has(value)) missing.add(value);
  return [...missing];
}

function withoutNull(known: Known): Map<string, ExistingParty> {
  const found = new Map<string, ExistingParty>();
  for (const [value, party] of known) if (party) found.set(value, party);
  return found;
}

export function useImportFile(): ImportFileState {
  const client = useOmsClient();
  const { t } = useTranslation();
  const { profile } = useSession();
  const [groups, retryGroups] = useReference('securityGroups');
  const [stores, retryStores] = useReference('productStores');
  const [facilities, retryFacilities] = useReference('facilities');
  const policy = usePolicyFacts();
  const [existingGroups, setExistingGroups] = useState<ReadonlyMap<string, ReadonlySet<string>>>(new Map());
  const [file, setFile] = useState<ParsedFile | null>(null);
  const [fileError, setFileError] = useState<ImportFileState['fileError']>(null);
  const [columns, setColumns] = useState<ImportColumn[]>([]);
  const [defaultTemplateId, setDefaultTemplateId] = useState<TemplateId>(DEFAULT_IMPORT_TEMPLATE);
  const [temporaryPasswords, setTemporaryPasswords] = useState(false);
  const [logins, setLogins] = useState<Known>(new Map());
  const [externalIds, setExternalIds] = useState<Known>(new Map());
  // First names asked for unfinished people (null: no person of that first name), and who was found.
  const [firstNames, setFirstNames] = useState<Known>(new Map());
  const [unfinished, setUnfinished] = useState<readonly ExistingParty[]>([]);
  const [lookupError, setLookupError] = useState(false);
  const journal = useMadeParties();
  const [lookupRound, setLookupRound] = useState(0);
  const chosen = useRef(0);

  const rows = useMemo(() => (file ? toImportRows(file, columns) : []), [file, columns]);
  const missingLogins = useMemo(() => unknownValues(rows.map((row) => row.values.userLoginId), logins), [rows, logins]);
  const missingExternalIds = useMemo(() => unknownValues(rows.map((row) => row.values.externalId), externalIds), [rows, externalIds]);
  const missingFirstNames = useMemo(() => unknownValues(rows.map((row) => row.values.firstName), firstNames), [rows, firstNames]);

  useEffect(() => {
    if (missingLogins.length === 0 && missingExternalIds.length === 0 && missingFirstNames.length === 0) return;
    const controller = new AbortController();
    const record = (set: typeof setLogins, asked: string[], found: Map<string, ExistingParty>) =>
      set((previous) => {
        const next = new Map(previous);
        for (const value of asked) next.set(value, found.get(value) ?? null);
        return next;
      });
    void Promise.all([
      missingLogins.length > 0 ? findLoginsByIds(client, missingLogins, controller.signal) : new Map<string, ExistingParty>(),
      missingExternalIds.length > 0 ? findPartiesByExternalIds(client, missingExternalIds, controller.signal) : new Map<string, ExistingParty>(),
      missingFirstNames.length > 0
        ? findUnfinishedPeople(client, { firstNames: missingFirstNames, createdBy: profile.userLoginId, since: client.clock.now() - UNFINISHED_WINDOW_MS }, controller.signal)
        : [],
    ]).then(
      ([foundLogins, foundExternalIds, foundPeople]) => {
        if (controller.signal.aborted) return;
        setLookupError(false);
        record(setLogins, missingLogins, foundLogins);
        record(setExternalIds, missingExternalIds, foundExternalIds);
        record(setFirstNames, missingFirstNames, new Map());
        if (foundPeople.length > 0) setUnfinished((previous) => [...previous, ...foundPeople.filter((person) => !previous.some((known) => known.partyId === person.partyId))]);
      },
      () => {
        if (!controller.signal.aborted) setLookupError(true);
      },
    );
    return () => controller.abort();
  }, [client, missingLogins, missingExternalIds, missingFirstNames, profile.userLoginId, lookupRound]);


  const knownPartyIds = useMemo(() => unfinished.map((person) => person.partyId), [unfinished]);
  const referenceReady = groups.state === 'hasData' && stores.state === 'hasData' && facilities.state === 'hasData';
  const referenceFailed = groups.state === 'hasError' || stores.state === 'hasError' || facilities.state === 'hasError';
  const checked = useMemo(() => {
    if (!file || !policy || groups.state !== 'hasData' || stores.state !== 'hasData' || facilities.state !== 'hasData') return [];
    return checkRows(rows, {
      defaultTemplateId,
      securityGroupIds: new Set(groups.data.map((group) => group.groupId)),
      policy,
      existingGroups,
      productStoreIds: new Set(stores.data.map((store) => store.productStoreId)),
      facilityIds: new Set(facilities.data.map((facility) => facility.facilityId)),
      existingLogins: withoutNull(logins),
      existingExternalIds: withoutNull(externalIds),
      unfinishedPeople: unfinished,
      madeParties: journal.made(),
      temporaryPasswords,
    });
  }, [file, rows, defaultTemplateId, temporaryPasswords, groups, stores, facilities, policy, existingGroups, logins, externalIds, unfinished, journal]);

  // The users rows name who exist already: their groups (read whole) decide what the policy lets
  // the row do to them. Until they are read the rows are checked as if they held none: 'checking'.
  const missingParties = useMemo(() => [...new Set(checked.flatMap((row) => (row.existing && !existingGroups.has(row.existing.partyId) ? [row.existing.partyId] : [])))], [checked, existingGroups]);
  useEffect(() => {
    if (missingParties.length === 0) return;
    const controller = new AbortController();
    findGroupsOfParties(client, missingParties, controller.signal).then(
      (found) => {
        if (controller.signal.aborted) return;
        setExistingGroups((previous) => {
          const next = new Map(previous);
          for (const partyId of missingParties) next.set(partyId, found.get(partyId) ?? new Set());
          return next;
        });
      },
      () => {
        if (!controller.signal.aborted) setLookupError(true);
      },
    );
    return () => controller.abort();
  }, [client, missingParties, lookupRound]);

  const choose = useCallback(async (chosenFile: File) => {
    const attempt = ++chosen.current;
    const parsed = await parseChosenFile(chosenFile);
    if (attempt !== chosen.current) return;
    if ('error' in parsed) {
      setFile(null);
      setFileError(parsed);
      return;
    }
    setFileError(null);
    setFile(parsed);
    setColumns(matchColumns(parsed.headers, localFieldNames(t)));
  }, [t]);

  const clear = useCallback(() => {
    chosen.current += 1;
    setFile(null);
    setFileError(null);
    setColumns([]);
    setTemporaryPasswords(false);
  }, []);

  const mapColumn = useCallback((index: number, field: ImportField | undefined) => {
    // A field belongs to one column: choosing it for this one takes it from any other.
    setColumns((previous) => previous.map((column) => (column.index === index ? { ...column, field } : column.field === field ? { ...column, field: undefined } : column)));
  }, []);

  const editCell = useCallback((line: number, columnIndex: number, value: string) => {
    setFile((previous) => {
      if (!previous) return previous;
      const at = rowIndexOfLine(previous, line);
      const rowsCopy = previous.rows.slice();
      const cells = rowsCopy[at]?.slice();
      if (!cells) return previous;
      cells[columnIndex] = value;
      rowsCopy[at] = cells;
      return { ...previous, rows: rowsCopy };
    });
  }, []);

  const dropField = useCallback(
    (field: ImportField, lines: ReadonlySet<number>) => {
      const column = columns.find((candidate) => candidate.field === field);
      if (!column) return;
      setFile((previous) => (previous ? { ...previous, rows: previous.rows.map((cells, index) => (lines.has(previous.lines[index] ?? -1) ? cells.map((cell, at) => (at === column.index ? '' : cell)) : cells)) } : previous));
    },
    [columns],
  );

  return {
    file,
    fileError,
    columns,
    defaultTemplateId,
    temporaryPasswords,
    checked,
    existingGroups,
    knownPartyIds,
    checking: Boolean(file) && (!referenceReady || !policy || missingParties.length > 0 || missingLogins.length > 0 || missingExternalIds.length > 0 || missingFirstNames.length > 0),
    lookupError: lookupError || referenceFailed,
    choose,
    clear,
    mapColumn,
    setDefaultTemplateId,
    setTemporaryPasswords,
    editCell,
    dropField,
    retryLookups: () => {
      if (groups.state === 'hasError') retryGroups();
      if (stores.state === 'hasError') retryStores();
      if (facilities.state === 'hasError') retryFacilities();
      setLookupRound((round) => round + 1);
    },
  };
}
