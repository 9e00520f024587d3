// The parts of an uploaded XLSX (a zip) that the batch reader needs, unpacked under a byte cap that is
// enforced on the bytes actually inflated, not on the sizes the zip declares: a zip's directory can claim
// 100 bytes for an entry that inflates to gigabytes. yauzl reads the central directory and hands over each
// entry's raw data; we inflate it ourselves and stop the moment an entry produces more than it declared or
// the total passes the cap, so memory never grows by what a forged file would inflate to. What comes out is
// packed again as a stored (uncompressed) zip for exceljs, which then inflates nothing it was not shown.
import type { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { zipSync, type Zippable } from 'fflate';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

export interface XlsxPartLimits {
  /** The most bytes all kept parts together may inflate to. */
  maxBytes: number;
  /** The most entries the zip may have (a workbook has a dozen or two). */
  maxEntries: number;
}

export type XlsxPartProblem =
  /** The parts declare, or inflate to, more than `maxBytes` altogether. */
  | 'too_large'
  /** A part inflates to more than its directory entry declares: a damaged or forged file. */
  | 'size_mismatch'
  /** Not a zip we can read (broken, encrypted, an unknown compression method, too many entries). */
  | 'unreadable';

export class XlsxPartsError extends Error {
  constructor(
    readonly problem: XlsxPartProblem,
    message: string,
    /** Bytes inflated before giving up: the cap is enforced while inflating, not after. */
    readonly inflatedBytes: number,
    /** The part that was being unpacked, if any. */
    readonly part?: string,
  ) {
    super(message);
    this.name = 'XlsxPartsError';
  }
}

const STORED = 0;
const DEFLATED = 8;

/**
 * What exceljs reads of a workbook to give its cell values: the package and workbook relationships, the
 * workbook (sheet order), shared strings, styles (date formats) and the worksheets. Media, drawings, themes
 * and the rest are never inflated.
 */
export const isWorkbookValuePart = (name: string) =>
  /^(_rels\/\.rels|xl\/workbook\.xml|xl\/_rels\/workbook\.xml\.rels|xl\/sharedStrings\.xml|xl\/styles\.xml|xl\/worksheets\/sheet\d+\.xml|xl\/worksheets\/_rels\/sheet\d+\.xml\.rels)$/.test(
    name,
  );

/** One entry's data, inflated until it has produced `allowed` bytes and no further. */
async function inflateEntry(
  zip: ZipFile,
  entry: Entry,
  allowed: number,
  onOverflow: (produced: number) => XlsxPartsError,
): Promise<Buffer> {
  if (entry.isEncrypted()) throw new XlsxPartsError('unreadable', 'it is encrypted', 0, entry.fileName);
  if (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED)
    throw new XlsxPartsError('unreadable', 'it uses an unknown compression method', 0, entry.fileName);
  const raw = await zip.openReadStreamPromise(entry, { decodeFileData: false });
  const inflater = entry.compressionMethod === DEFLATED ? createInflateRaw() : null;
  const output: Readable = inflater ? raw.pipe(inflater) : raw;
  raw.once('error', (error) => inflater?.destroy(error));
  const chunks: Buffer[] = [];
  let produced = 0;
  try {
    for await (const chunk of output as AsyncIterable<Buffer>) {
      produced += chunk.length;
      if (produced > allowed) throw onOverflow(produced);
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof XlsxPartsError) throw error;
    throw new XlsxPartsError('unreadable', 'its data is damaged', produced, entry.fileName);
  } finally {
    raw.destroy();
    inflater?.destroy();
  }
  if (produced !== entry.uncompressedSize)
    throw new XlsxPartsError(
      'size_mismatch',
      `its part ${entry.fileName} unpacks to ${produced} bytes, not the ${entry.uncompressedSize} it declares`,
      produced,
      entry.fileName,
    );
  return Buffer.concat(chunks, produced);
}

/**
 * The entries of `content` whose names `keep` accepts, each inflated under `limits`; an XlsxPartsError
 * names what is wrong (the caller turns it into a 4xx).
 */
export async function unpackXlsxParts(
  content: Buffer,
  limits: XlsxPartLimits,
  keep: (name: string) => boolean = isWorkbookValuePart,
): Promise<Map<string, Buffer>> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(content, { lazyEntries: true, validateEntrySizes: true });
  } catch {
    throw new XlsxPartsError('unreadable', 'it is not a readable zip', 0);
  }
  try {
    if (zip.entryCount > limits.maxEntries)
      throw new XlsxPartsError('unreadable', `it has more than ${limits.maxEntries} parts`, 0);
    const wanted: Entry[] = [];
    try {
      for await (const entry of zip.eachEntry())
        if (!entry.fileName.endsWith('/') && keep(entry.fileName)) wanted.push(entry);
    } catch {
      throw new XlsxPartsError('unreadable', 'its zip directory is damaged', 0);
    }
    // What the directory declares is checked first (cheap, nothing inflated), then enforced while inflating.
    const declared = wanted.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (declared > limits.maxBytes)
      throw new XlsxPartsError('too_large', `it unpacks to ${declared} bytes`, 0);
    const parts = new Map<string, Buffer>();
    let total = 0;
    for (const entry of wanted) {
      const allowed = Math.min(entry.uncompressedSize, limits.maxBytes - total);
      const data = await inflateEntry(zip, entry, allowed, (produced) =>
        produced > entry.uncompressedSize
          ? new XlsxPartsError(
              'size_mismatch',
              `its part ${entry.fileName} unpacks to more than the ${entry.uncompressedSize} bytes its zip directory declares`,
              total + produced,
              entry.fileName,
            )
          : new XlsxPartsError('too_large', 'it unpacks to too much', total + produced, entry.fileName),
      );
      total += data.length;
      parts.set(entry.fileName, data);
    }
    return parts;
  } finally {
    zip.close();
  }
}

/** The parts as a zip that stores them uncompressed: exceljs reads it without inflating anything. */
export function packStored(parts: ReadonlyMap<string, Buffer>): Buffer {
  const files: Zippable = {};
  for (const [name, data] of parts) files[name] = [data, { level: 0 }];
  return Buffer.from(zipSync(files));
}
