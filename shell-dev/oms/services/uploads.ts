/**
 * uploadPartyLogoImage (multipart: partyId, _uploadedFile_contentType, uploadedFile): stores the
 * image under the uploads folder and records DataResource -> Content -> PartyContent (LGOIMGURL)
 * with objectInfo `/resources/uploads/<file>`, which server.ts serves outside /api/.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { nextId } from '../db/database';
import { badValue, missing } from './errors';
import { mustExist, USER_ADMIN, type Requirement, type ServiceContext } from './service';

/** Allowed image types (spec 9) and the file extension each is stored with. */
export const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
};

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOADS_URL_PREFIX = '/resources/uploads/';

/** True when the bytes look like the declared image type. */
function looksLike(type: string, bytes: Buffer): boolean {
  if (type === 'image/png') return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  if (type === 'image/jpeg') return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  if (type === 'image/gif') return bytes.subarray(0, 4).toString('latin1') === 'GIF8';
  return /<svg[\s>]/i.test(bytes.subarray(0, 4096).toString('utf8'));
}

export interface UploadParts {
  fields: Record<string, string>;
  /** The `uploadedFile` part; `fileName` is the name the client gave it ('' when none). */
  file?: { mimetype: string; fileName: string; bytes: Buffer; truncated: boolean };
}

/** Reads the whole multipart body (one file, small fields). */
export async function readUploadParts(request: FastifyRequest): Promise<UploadParts> {
  if (!request.isMultipart()) throw badValue('body', 'expected multipart/form-data');
  const result: UploadParts = { fields: {} };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer().catch(() => null);
      if (part.fieldname === 'uploadedFile') result.file = { mimetype: part.mimetype, fileName: part.filename ?? '', bytes: bytes ?? Buffer.alloc(0), truncated: bytes === null || part.file.truncated };
    } else if (typeof part.value === 'string') {
      result.fields[part.fieldname] = part.value;
    }
  }
  return result;
}

/** Who may upload: one's own picture needs a session, anyone else's user administration. */
export function uploadRequirement(parts: UploadParts, caller: { partyId: string | null }): Requirement {
  return parts.fields.partyId !== undefined && parts.fields.partyId === caller.partyId ? null : USER_ADMIN;
}

/** Validates, stores the file, and records it in one transaction. */
export function storePartyLogo(parts: UploadParts, context: ServiceContext, uploadsDir: string): Record<string, unknown> {
  const { db, now, caller } = context;
  const partyId = parts.fields.partyId?.trim();
  if (!partyId) throw missing('partyId');
  const declared = parts.fields._uploadedFile_contentType;
  if (declared !== undefined && declared !== '' && !declared.startsWith('image/')) throw badValue('_uploadedFile_contentType', 'expected an image type');
  const file = parts.file;
  if (!file || file.bytes.length === 0) throw missing('uploadedFile');
  if (file.truncated) throw badValue('uploadedFile', `larger than ${MAX_UPLOAD_BYTES} bytes`);
  const extension = IMAGE_TYPES[file.mimetype];
  if (!extension || !looksLike(file.mimetype, file.bytes)) throw badValue('uploadedFile', 'Please upload a valid image file');
  mustExist(db, 'Party', 'partyId', partyId);

  let written: string | undefined;
  try {
    return db.transaction(() => {
      const dataResourceId = nextId(db, 'DataResource');
      const contentId = nextId(db, 'Content');
      const fileName = `${partyId.replace(/[^A-Za-z0-9_-]/g, '_')}-${contentId}.${extension}`;
      const objectInfo = `${UPLOADS_URL_PREFIX}${fileName}`;
      fs.mkdirSync(uploadsDir, { recursive: true });
      written = path.join(uploadsDir, fileName);
      fs.writeFileSync(written, file.bytes);
      db.prepare("INSERT INTO DataResource (dataResourceId, dataResourceTypeId, dataResourceName, mimeTypeId, objectInfo, createdDate, createdByUserLogin) VALUES (?, 'URL_RESOURCE', ?, ?, ?, ?, ?)").run(
        dataResourceId, fileName, file.mimetype, objectInfo, now, caller.userLoginId,
      );
      db.prepare("INSERT INTO Content (contentId, contentTypeId, dataResourceId, contentName, mimeTypeId, createdDate, createdByUserLogin) VALUES (?, 'DOCUMENT', ?, ?, ?, ?, ?)").run(
        contentId, dataResourceId, fileName, file.mimetype, now, caller.userLoginId,
      );
      db.prepare("UPDATE PartyContent SET thruDate = ? WHERE partyId = ? AND partyContentTypeId = 'LGOIMGURL' AND (thruDate IS NULL OR thruDate > ?)").run(now, partyId, now);
      db.prepare("INSERT INTO PartyContent (partyId, contentId, partyContentTypeId, fromDate) VALUES (?, ?, 'LGOIMGURL', ?)").run(partyId, contentId, now);
      return { partyId, contentId, dataResourceId, objectInfo };
    })();
  } catch (error) {
    if (written) fs.rmSync(written, { force: true });
    throw error;
  }
}
