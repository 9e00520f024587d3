// Supplier document files on disk: DATA_DIR/documents/<organisationId>/<documentId>. The client's file
// name is only ever stored in the database (cleaned) and sent back in Content-Disposition; it never
// becomes part of a path.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The MIME types accepted, as sniffed from the content. */
export const ALLOWED_DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

/** The storage key of a document: `<organisationId>/<documentId>` (both server-made ids). */
export function documentStorageKey(organisationId: string, documentId: string): string {
  return `${organisationId}/${documentId}`;
}

/** The file of a storage key under DATA_DIR; refuses anything that would leave DATA_DIR/documents. */
export function documentFilePath(dataDir: string, storageKey: string): string {
  const root = path.resolve(dataDir, 'documents');
  const file = path.resolve(root, storageKey);
  if (!file.startsWith(`${root}${path.sep}`)) throw new Error(`storage key outside the store: ${storageKey}`);
  return file;
}

export async function writeDocumentFile(dataDir: string, storageKey: string, content: Buffer) {
  const file = documentFilePath(dataDir, storageKey);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content, { flag: 'wx' });
}

export async function removeDocumentFile(dataDir: string, storageKey: string) {
  await rm(documentFilePath(dataDir, storageKey), { force: true });
}

/** A client file name that tries to name a place (`../x.pdf`, `C:\\x.pdf`, `/etc/x`) rather than a file. */
export function isPathLikeName(clientName: string | undefined): boolean {
  return /[\\/]/.test(clientName ?? '') || /^\.\.?$/.test((clientName ?? '').trim());
}

/**
 * The name to keep for an uploaded file: what the client sent (path-like names are refused before this),
 * without control characters, trimmed and shortened; 'document' when nothing is left. It is only ever
 * stored and echoed in Content-Disposition: files are kept under their document id, never this name.
 */
export function cleanDocumentName(clientName: string | undefined): string {
  const base = (clientName ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- removing control characters from the name is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  const safe = cleaned === '.' || cleaned === '..' ? '' : cleaned;
  return (safe || 'document').slice(0, 200);
}

/** `attachment` with an ASCII fallback name and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
