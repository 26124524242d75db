/**
 * A seeded SecurityPermission row, on its own so that catalog.ts and suite-permissions.ts, which
 * both build them, share it without importing each other: catalog.ts imports suite-permissions.ts,
 * never the other way round.
 */
export interface PermissionRow {
  permissionId: string;
  description: string;
  classificationGroupId: string | null;
}
