// Every CSV download goes through here: a UTF-8 BOM (so Excel reads the file as UTF-8), a header row,
// RFC 4180 quoting (a cell holding a comma, quote, CR or LF is quoted, quotes doubled), CRLF after every
// record (RFC 4180 and Excel's own), and formula neutralisation per column (neutralise-cell.ts). The rows
// arrive as an async iterable and leave as a stream, so the reply starts before the last row is read and
// an export has no size cap.
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { neutraliseCell, type CsvColumnKind } from './neutralise-cell.js';

export interface CsvColumn<Row> {
  header: string;
  /** `text` unless said otherwise. */
  kind?: CsvColumnKind;
  value: (row: Row) => string | null;
}

/** The CSV file of `rows` as a byte stream, read from `rows` only as fast as the stream is consumed. */
export function csvStream<Row>(columns: readonly CsvColumn<Row>[], rows: AsyncIterable<Row>): Readable {
  async function* records() {
    for await (const row of rows) {
      yield columns.map((column) => {
        const value = column.value(row);
        return value === null ? '' : neutraliseCell(value, column.kind ?? 'text');
      });
    }
  }
  const writer = stringify({
    bom: true,
    header: true,
    columns: columns.map((column) => column.header),
    record_delimiter: 'windows',
    // Setting record_delimiter turns off quoting of a lone CR or LF inside a cell: turn it back on.
    quote_record_delimiter: true,
  });
  // pipeline (not pipe) so a failing source destroys the writer too; Fastify then logs the error of the
  // stream it was sending and cuts the response, which the client sees as an incomplete download.
  return pipeline(Readable.from(records()), writer, () => undefined);
}

/** Sends `rows` as the CSV attachment `filename`, streamed (chunked), with its columns' headers first. */
export function sendCsv<Row>(
  reply: FastifyReply,
  filename: string,
  columns: readonly CsvColumn<Row>[],
  rows: AsyncIterable<Row>,
): FastifyReply {
  // HEAD gets the headers alone: Fastify would read a stream to its end only to discard it, and `rows`
  // (lazy) is then never asked for its first batch.
  const body = reply.request.method === 'HEAD' ? Readable.from([]) : csvStream(columns, rows);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(body);
}
