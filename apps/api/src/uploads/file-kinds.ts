import { fileTypeFromBuffer } from 'file-type';
import type { UploadKind } from '@app/persistence';

export interface AcceptedFile {
  kind: UploadKind;
  contentType: string;
  /** The extensions a file of this type may be named with. */
  extensions: readonly string[];
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Advocate passports (images) and CVs (documents), as spec section 5 lists them. */
const ACCEPTED: Record<string, AcceptedFile> = {
  'image/png': { kind: 'image', contentType: 'image/png', extensions: ['.png'] },
  'image/jpeg': { kind: 'image', contentType: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
  'image/webp': { kind: 'image', contentType: 'image/webp', extensions: ['.webp'] },
  'image/avif': { kind: 'image', contentType: 'image/avif', extensions: ['.avif'] },
  'application/pdf': { kind: 'document', contentType: 'application/pdf', extensions: ['.pdf'] },
  [DOCX]: { kind: 'document', contentType: DOCX, extensions: ['.docx'] },
};

/** What stored files are served as: the accepted kinds, and pictures of any type (profile photos). */
export const SERVED_CONTENT_TYPES = ['image/*', 'application/pdf', DOCX, 'application/octet-stream'] as const;

const KNOWN_EXTENSIONS = Object.values(ACCEPTED).flatMap((type) => type.extensions);

/**
 * How a stored file is sent: a picture may show inline; anything else (a CV as PDF or Word document, or a type we no
 * longer know) is always downloaded, never opened as a page of our origin. The name keeps only safe characters and
 * gets the type's extension.
 */
export const contentDisposition = (contentType: string, name: string): string => {
  const accepted = Object.hasOwn(ACCEPTED, contentType) ? ACCEPTED[contentType] : undefined;
  const safe = name.replace(/[^A-Za-z0-9._-]/g, '_');
  const extension = accepted?.extensions[0] ?? '';
  const filename = safe.toLowerCase().endsWith(extension) ? safe : `${safe}${extension}`;
  return `${accepted?.kind === 'image' ? 'inline' : 'attachment'}; filename="${filename}"`;
};

const EOCD = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;

/** The entry names in a zip's central directory, or null when the bytes are not a well-formed zip. */
export const zipEntryNames = (zip: Buffer): string[] | null => {
  if (zip.length < 22) return null;
  const lowest = Math.max(0, zip.length - 22 - 0xffff);
  for (let at = zip.length - 22; at >= lowest; at--) {
    if (zip.readUInt32LE(at) !== EOCD) continue;
    const count = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 12);
    const offset = zip.readUInt32LE(at + 16);
    if (offset + size > at) return null;
    const names: string[] = [];
    let entry = offset;
    for (let index = 0; index < count; index++) {
      if (entry + 46 > at || zip.readUInt32LE(entry) !== CENTRAL_ENTRY) return null;
      const nameLength = zip.readUInt16LE(entry + 28);
      const extraLength = zip.readUInt16LE(entry + 30);
      const commentLength = zip.readUInt16LE(entry + 32);
      if (entry + 46 + nameLength > at) return null;
      names.push(zip.toString('utf8', entry + 46, entry + 46 + nameLength));
      entry += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  }
  return null;
};

/**
 * A Word document: a zip whose central directory lists the package's content types and a main document under word/.
 * Any other zip (or a renamed .doc, xlsx, jar...) is not one.
 */
export const isDocx = (content: Buffer): boolean => {
  const names = zipEntryNames(content);
  return !!names && names.includes('[Content_Types].xml') && names.includes('word/document.xml');
};

/** What the bytes are, if they are a file we accept; the name is not trusted. */
export const detectAcceptedFile = async (content: Buffer): Promise<AcceptedFile | null> => {
  const type = await fileTypeFromBuffer(content);
  if (!type) return null;
  if (type.mime === DOCX || type.mime === 'application/zip') return isDocx(content) ? ACCEPTED[DOCX]! : null;
  return ACCEPTED[type.mime] ?? null;
};

/** A name whose extension says one accepted type while the content is another is refused (a .pdf that is a PNG). */
export const nameContradicts = (name: string, file: AcceptedFile): boolean => {
  const lower = name.toLowerCase();
  const named = KNOWN_EXTENSIONS.find((extension) => lower.endsWith(extension));
  return named !== undefined && !file.extensions.includes(named);
};
