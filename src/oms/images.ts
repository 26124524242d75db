/**
 * A party's profile picture: the logo content (PartyContentDetail -> DataResource.objectInfo) and
 * its multipart upload.
 */
import type { OmsClient } from './client';
import { performFind } from './perform-find';

/** The newest logo's objectInfo path, or undefined when the party has none. */
export async function findPartyLogoPath(client: OmsClient, partyId: string, signal?: AbortSignal): Promise<string | undefined> {
  const contents = await performFind<{ partyId: string; dataResourceId?: string }>(
    client,
    {
      entityName: 'PartyContentDetail',
      conditions: [{ field: 'partyId', value: partyId }],
      fieldList: ['partyId', 'dataResourceId'],
      noConditionFind: true,
      filterByDate: true,
      orderBy: '-fromDate',
      viewSize: 1,
    },
    signal,
  );
  const dataResourceId = contents.docs[0]?.dataResourceId;
  if (!dataResourceId) return undefined;
  const resources = await performFind<{ dataResourceId: string; objectInfo?: string }>(
    client,
    {
      entityName: 'DataResource',
      conditions: [{ field: 'dataResourceId', value: dataResourceId }],
      fieldList: ['dataResourceId', 'objectInfo'],
      noConditionFind: true,
      viewSize: 1,
    },
    signal,
  );
  return resources.docs[0]?.objectInfo || undefined;
}

/** The image URL of an objectInfo path: the instance's web root (API base without `api/`) + path. */
export function partyImageUrl(webRoot: string, objectInfo: string): string {
  return `${webRoot.replace(/\/+$/, '')}/${objectInfo.replace(/^\/+/, '')}`;
}

/** service/uploadPartyLogoImage, multipart: partyId, _uploadedFile_contentType 'image/*', uploadedFile. */
export async function uploadPartyLogoImage(client: OmsClient, partyId: string, file: File): Promise<void> {
  const body = new FormData();
  body.append('partyId', partyId);
  body.append('_uploadedFile_contentType', 'image/*');
  body.append('uploadedFile', file, file.name);
  await client.post('service/uploadPartyLogoImage', { body });
}
