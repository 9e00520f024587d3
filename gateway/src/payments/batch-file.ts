// A batch file as rows of text: CSV (UTF-8, comma or semicolon separated, as Excel saves it) or XLSX (the
// first worksheet), with a header row naming the columns in any case and order. What cannot be read as such
// a file (empty, binary, an unknown or missing column, more than BATCH_MAX_ROWS rows) is a 400 naming the
// problem, a zip bomb a 400 or 413 naming the file (xlsx-parts.ts); what it says row by row is checked later
// (domain validateBatchRows).
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import {
  BATCH_COLUMN_HEADERS,
  BATCH_COLUMNS,
  BATCH_MAX_FILE_BYTES,
  BATCH_MAX_ROWS,
  batchColumnOf,
  type BatchColumn,
} from '@tradehub/contract';
import type { BatchRowInput } from '@tradehub/db/domain';

/**
 * The columns a kind of file holds: payments (a batch) or bills (an import). Headers are matched in any case
 * and order by `columnOf`.
 */
export interface TableLayout<C extends string> {
  columns: readonly C[];
  headers: Readonly<Record<C, string>>;
  required: readonly C[];
  columnOf(header: string): C | undefined;
  /** What a data row is, in messages: "payments", "bills". */
  noun: string;
}

export interface TableRow<C extends string> {
  row: number;
  values: Record<C, string>;
}

const PAYMENT_LAYOUT: TableLayout<BatchColumn> = {
  columns: BATCH_COLUMNS,
  headers: BATCH_COLUMN_HEADERS,
  required: ['supplier', 'amount', 'currency', 'method', 'valueDate'],
  columnOf: batchColumnOf,
  noun: 'payments',
};
import { parse as parseCsv, CsvError } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../errors/app-error.js';
import { cleanDocumentName, isPathLikeName } from '../suppliers/document-store.js';
import { packStored, unpackXlsxParts, XlsxPartsError } from './xlsx-parts.js';

export interface BatchUpload {
  fileName: string;
  content: Buffer;
  /** SHA-256 of the bytes, hex: the same file is the same batch. */
  fileHash: string;
}

/** A cell longer than this is cut (the row check refuses anything past 200 characters anyway). */
const CELL_KEEP = 1000;
/**
 * What the parts of an XLSX that are read may unpack to, counted on the bytes actually inflated (a
 * 1,000-row sheet with its shared strings and styles is well under 2 MB).
 */
const XLSX_MAX_UNPACKED_BYTES = 16 * 1024 * 1024;
/** A workbook has a dozen or two zip entries; thousands are a trick to make the directory expensive. */
const XLSX_MAX_ENTRIES = 1000;
const fileError = (message: string) => badRequest('file', `file: ${message}`);

const isFileTooLarge = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/** The one `file` part of a multipart request, at most BATCH_MAX_FILE_BYTES. */
export async function readBatchUpload(request: FastifyRequest): Promise<BatchUpload> {
  if (!request.isMultipart())
    throw fileError('send the CSV or XLSX file as multipart/form-data (field "file").');
  const tooLarge = () =>
    new AppError(
      413,
      'file_too_large',
      `The file is larger than the ${BATCH_MAX_FILE_BYTES / (1024 * 1024)} MB limit of a batch file.`,
    );
  let upload: BatchUpload | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: BATCH_MAX_FILE_BYTES } })) {
      if (part.type !== 'file') continue;
      const filePart = part as MultipartFile;
      const content = await filePart.toBuffer();
      if (filePart.file.truncated) throw tooLarge();
      if (part.fieldname !== 'file' || upload) continue;
      if (isPathLikeName(filePart.filename))
        throw fileError('the file name must not contain a path (no / or \\ or ..).');
      upload = {
        fileName: cleanDocumentName(filePart.filename).replace(/^document$/, 'batch.csv'),
        content,
        fileHash: createHash('sha256').update(content).digest('hex'),
      };
    }
  } catch (error) {
    if (isFileTooLarge(error)) throw tooLarge();
    throw error;
  }
  if (!upload) throw fileError('choose a CSV or XLSX file to upload (field "file").');
  return upload;
}

const isZip = (content: Buffer) => content.length >= 4 && content.readUInt32LE(0) === 0x04034b50;

/** The header row's columns by position; a missing, unknown or repeated column is a 400 naming it. */
function columnsOf<C extends string>(layout: TableLayout<C>, headers: readonly string[]): (C | null)[] {
  const seen = new Set<C>();
  const known = layout.columns.map((column) => layout.headers[column]).join(', ');
  const columns = headers.map((header) => {
    if (header.trim() === '') return null;
    const column = layout.columnOf(header);
    if (!column)
      throw fileError(
        `unknown column '${header.trim().slice(0, 50)}' in the header row (columns: ${known}).`,
      );
    if (seen.has(column)) throw fileError(`the column '${layout.headers[column]}' appears twice.`);
    seen.add(column);
    return column;
  });
  const missing = layout.required
    .filter((column) => !seen.has(column))
    .map((column) => layout.headers[column]);
  if (missing.length === headers.length || seen.size === 0)
    throw fileError(`the first row must be the header row (columns: ${known}).`);
  if (missing.length)
    throw fileError(`missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.`);
  return columns;
}

function tooManyRows(): AppError {
  return fileError(`a file holds at most ${BATCH_MAX_ROWS.toLocaleString('en')} rows; split the file.`);
}

function rowOf<C extends string>(
  layout: TableLayout<C>,
  columns: readonly (C | null)[],
  cells: readonly string[],
): Record<C, string> | null {
  const values = Object.fromEntries(layout.columns.map((column) => [column, ''])) as Record<C, string>;
  let any = false;
  columns.forEach((column, index) => {
    const cell = (cells[index] ?? '').slice(0, CELL_KEEP);
    if (cell.trim() !== '') any = true;
    if (column) values[column] = cell;
  });
  return any ? values : null;
}

function parseCsvRows<C extends string>(layout: TableLayout<C>, content: Buffer): TableRow<C>[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    throw fileError('not a CSV or XLSX file (the content is not UTF-8 text); save it as CSV UTF-8 or XLSX.');
  }
  text = text.replace(/^\uFEFF/, '');
  if (text.includes('\u0000')) throw fileError('not a CSV or XLSX file (it holds binary data).');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parseCsv(text, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      // One past the limit (and the header), to tell "too many" without reading a huge file to its end.
      to: BATCH_MAX_ROWS + 2,
      max_record_size: 64 * 1024,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    if (error instanceof CsvError) throw fileError(`not a readable CSV: ${error.message}`);
    throw error;
  }
  const [header, ...data] = records;
  if (!header) throw fileError('the file is empty.');
  const columns = columnsOf(layout, header.record);
  if (data.length > BATCH_MAX_ROWS) throw tooManyRows();
  return data.flatMap(({ record, info }) => {
    const values = rowOf(layout, columns, record);
    return values ? [{ row: info.lines, values }] : [];
  });
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell's value as text, the way the row check reads it (a formula keeps its '=' so it is refused). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date)
    return Number.isNaN(value.getTime())
      ? ''
      : `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  // A number typed in a cell is a double; its shortest round-trip text is the decimal that was typed
  // (1234.56 → "1234.56"), which the money module then parses exactly. Never arithmetic on it here.
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value;
  if ('formula' in value || 'sharedFormula' in value)
    return `=${'formula' in value ? value.formula : value.sharedFormula}`;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  if ('error' in value) return String(value.error);
  return '';
}

/** The XLSX's cell-value parts, unpacked under the cap; a zip bomb or a lying zip is a 4xx naming the file. */
async function unpackWorkbook(content: Buffer, fileName: string): Promise<Buffer> {
  try {
    const parts = await unpackXlsxParts(content, {
      maxBytes: XLSX_MAX_UNPACKED_BYTES,
      maxEntries: XLSX_MAX_ENTRIES,
    });
    return packStored(parts);
  } catch (error) {
    if (!(error instanceof XlsxPartsError)) throw error;
    const name = `'${fileName.slice(0, 120)}'`;
    if (error.problem === 'too_large')
      throw new AppError(
        413,
        'file_unpacks_too_large',
        `The file ${name} unpacks to more than the ${XLSX_MAX_UNPACKED_BYTES / (1024 * 1024)} MB an XLSX batch file may hold; save only the payments sheet, or save it as CSV UTF-8.`,
        undefined,
        { file: fileName.slice(0, 120), limitMb: XLSX_MAX_UNPACKED_BYTES / (1024 * 1024) },
      );
    if (error.problem === 'size_mismatch')
      throw new AppError(
        400,
        'invalid_xlsx',
        `file: ${name} is a damaged or forged XLSX: ${error.message}. Save it again as .xlsx or as CSV UTF-8.`,
        'file',
        { file: fileName.slice(0, 120) },
      );
    throw new AppError(
      400,
      'invalid_xlsx',
      `file: ${name} is not a readable XLSX workbook (${error.message}); save it again as .xlsx or as CSV UTF-8.`,
      'file',
      { file: fileName.slice(0, 120) },
    );
  }
}

async function parseXlsxRows<C extends string>(
  layout: TableLayout<C>,
  content: Buffer,
  fileName: string,
): Promise<TableRow<C>[]> {
  const workbook = new ExcelJS.Workbook();
  const unpacked = await unpackWorkbook(content, fileName);
  try {
    await workbook.xlsx.load(unpacked as unknown as ArrayBuffer);
  } catch {
    throw fileError('not a readable XLSX workbook; save it again as .xlsx or as CSV UTF-8.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.actualRowCount === 0) throw fileError('the file is empty.');
  if (sheet.actualRowCount > BATCH_MAX_ROWS + 1) throw tooManyRows();
  const lines: { row: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let index = 1; index <= Math.min(row.cellCount, 50); index += 1)
      cells.push(cellText(row.getCell(index).value));
    lines.push({ row: rowNumber, cells });
  });
  const [header, ...data] = lines;
  if (!header) throw fileError('the file is empty.');
  const columns = columnsOf(layout, header.cells);
  return data.flatMap(({ row, cells }) => {
    const values = rowOf(layout, columns, cells);
    return values ? [{ row, values }] : [];
  });
}

/** A batch file's data rows, each with its spreadsheet row number (the header is row 1). */
export async function parseBatchFile(
  upload: Pick<BatchUpload, 'content' | 'fileName'>,
): Promise<BatchRowInput[]> {
  return parseTableFile(PAYMENT_LAYOUT, upload) as Promise<BatchRowInput[]>;
}

/** A CSV or XLSX file of `layout`'s columns as rows, each with its spreadsheet row number. */
export async function parseTableFile<C extends string>(
  layout: TableLayout<C>,
  upload: Pick<BatchUpload, 'content' | 'fileName'>,
): Promise<TableRow<C>[]> {
  const { content } = upload;
  if (content.length === 0) throw fileError('the file is empty.');
  const extension = path.extname(upload.fileName).slice(1).toLowerCase();
  if (extension && !['csv', 'xlsx', 'txt'].includes(extension))
    throw fileError(`only CSV or XLSX files are accepted, not .${extension.slice(0, 10)}.`);
  const rows = isZip(content)
    ? await parseXlsxRows(layout, content, upload.fileName)
    : parseCsvRows(layout, content);
  if (rows.length === 0) throw fileError(`the file has a header row but no ${layout.noun}.`);
  return rows;
}
