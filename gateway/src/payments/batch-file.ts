// A batch file as rows of text: CSV (UTF-8, comma or semicolon separated, as Excel saves it) or XLSX (the
// first worksheet), with a header row naming the columns in any case and order. What cannot be read as such
// a file (empty, binary, an unknown or missing column, more than BATCH_MAX_ROWS rows, a zip bomb) is a 400
// naming the problem; what it says row by row is checked later (domain validateBatchRows).
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
  type BatchRowValues,
} from '@tradehub/contract';
import type { BatchRowInput } from '@tradehub/db/domain';
import { parse as parseCsv, CsvError } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../errors/app-error.js';
import { cleanDocumentName, isPathLikeName } from '../suppliers/document-store.js';

export interface BatchUpload {
  fileName: string;
  content: Buffer;
  /** SHA-256 of the bytes, hex: the same file is the same batch. */
  fileHash: string;
}

const REQUIRED: readonly BatchColumn[] = ['supplier', 'amount', 'currency', 'method', 'valueDate'];
/** A cell longer than this is cut (the row check refuses anything past 200 characters anyway). */
const CELL_KEEP = 1000;
/** What an XLSX may expand to: a 2 MB zip declaring more is refused before it is unpacked. */
const XLSX_MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
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

/** The sum of the sizes a zip's central directory declares for its entries (JSZip checks them on unpacking). */
function declaredUnpackedBytes(content: Buffer): number {
  const signature = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  let total = 0;
  for (let offset = content.indexOf(signature); offset >= 0; offset = content.indexOf(signature, offset + 4))
    if (offset + 28 <= content.length) total += content.readUInt32LE(offset + 24);
  return total;
}

/** The header row's columns by position; a missing, unknown or repeated column is a 400 naming it. */
function columnsOf(headers: readonly string[]): (BatchColumn | null)[] {
  const seen = new Set<BatchColumn>();
  const known = BATCH_COLUMNS.map((column) => BATCH_COLUMN_HEADERS[column]).join(', ');
  const columns = headers.map((header) => {
    if (header.trim() === '') return null;
    const column = batchColumnOf(header);
    if (!column)
      throw fileError(
        `unknown column '${header.trim().slice(0, 50)}' in the header row (columns: ${known}).`,
      );
    if (seen.has(column)) throw fileError(`the column '${BATCH_COLUMN_HEADERS[column]}' appears twice.`);
    seen.add(column);
    return column;
  });
  const missing = REQUIRED.filter((column) => !seen.has(column)).map(
    (column) => BATCH_COLUMN_HEADERS[column],
  );
  if (missing.length === headers.length || seen.size === 0)
    throw fileError(`the first row must be the header row (columns: ${known}).`);
  if (missing.length)
    throw fileError(`missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.`);
  return columns;
}

function tooManyRows(): AppError {
  return fileError(`a batch holds at most ${BATCH_MAX_ROWS.toLocaleString('en')} rows; split the file.`);
}

function rowOf(columns: readonly (BatchColumn | null)[], cells: readonly string[]): BatchRowValues | null {
  const values: BatchRowValues = {
    supplier: '',
    amount: '',
    currency: '',
    method: '',
    reference: '',
    valueDate: '',
  };
  let any = false;
  columns.forEach((column, index) => {
    const cell = (cells[index] ?? '').slice(0, CELL_KEEP);
    if (cell.trim() !== '') any = true;
    if (column) values[column] = cell;
  });
  return any ? values : null;
}

function parseCsvRows(content: Buffer): BatchRowInput[] {
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
  const columns = columnsOf(header.record);
  if (data.length > BATCH_MAX_ROWS) throw tooManyRows();
  return data.flatMap(({ record, info }) => {
    const values = rowOf(columns, record);
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

async function parseXlsxRows(content: Buffer): Promise<BatchRowInput[]> {
  if (declaredUnpackedBytes(content) > XLSX_MAX_UNPACKED_BYTES)
    throw fileError('the workbook unpacks to more than 50 MB; save only the payments sheet.');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
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
  const columns = columnsOf(header.cells);
  return data.flatMap(({ row, cells }) => {
    const values = rowOf(columns, cells);
    return values ? [{ row, values }] : [];
  });
}

/** The file's data rows, each with its spreadsheet row number (the header is row 1). */
export async function parseBatchFile(
  upload: Pick<BatchUpload, 'content' | 'fileName'>,
): Promise<BatchRowInput[]> {
  const { content } = upload;
  if (content.length === 0) throw fileError('the file is empty.');
  const extension = path.extname(upload.fileName).slice(1).toLowerCase();
  if (extension && !['csv', 'xlsx', 'txt'].includes(extension))
    throw fileError(`only CSV or XLSX files are accepted, not .${extension.slice(0, 10)}.`);
  const rows = isZip(content) ? await parseXlsxRows(content) : parseCsvRows(content);
  if (rows.length === 0) throw fileError('the file has a header row but no payments.');
  return rows;
}
