import { parse } from 'csv-parse/sync';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { csvStream, sendCsv, type CsvColumn } from '../../src/csv/csv-export.js';
import { keysetRows } from '../../src/csv/keyset-rows.js';
import { neutraliseCell } from '../../src/csv/neutralise-cell.js';

interface Row {
  name: string;
  amount: string | null;
}
const columns: CsvColumn<Row>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Amount', kind: 'number', value: (row) => row.amount },
];

async function* fromArray<T>(rows: T[]) {
  yield* rows;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('neutraliseCell', () => {
  it.each([
    '=HYPERLINK("http://evil","x")',
    '+1+1',
    '@SUM(A1)',
    '-2+3',
    '-12.50',
    '\t=1',
    '\r=1',
    '\uFF1D1+1',
  ])('prefixes a quote to the text cell %j', (value) => {
    expect(neutraliseCell(value, 'text')).toBe(`'${value}`);
  });

  it('leaves other text alone', () => {
    for (const value of ['Acme GmbH', 'INV-1', 'a=b', '', ' =1'])
      expect(neutraliseCell(value, 'text')).toBe(value);
  });

  it('keeps plain decimals in a number column, negative ones included, and neutralises anything else', () => {
    for (const value of ['-12.50', '12.50', '0', '-7', '1000000'])
      expect(neutraliseCell(value, 'number')).toBe(value);
    for (const value of ['-2+3', '=1+1', '+5', '@A1', '-1e3'])
      expect(neutraliseCell(value, 'number')).toBe(`'${value}`);
  });
});

describe('csvStream', () => {
  it('writes a UTF-8 BOM and the header even with no rows, CRLF after each record', async () => {
    const bytes = await readAll(csvStream(columns, fromArray<Row>([])));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe('Name,Amount\r\n');
  });

  it('quotes commas, quotes and line breaks (RFC 4180) so a parser reads the cells back', async () => {
    const rows: Row[] = [
      { name: 'Lot "A", first', amount: '-12.50' },
      { name: 'two\nlines', amount: '3.00' },
      { name: 'carriage\rreturn and\r\nCRLF', amount: null },
      { name: 'Zürich 中文 ✓', amount: '0' },
      { name: '=HYPERLINK("http://evil","x")', amount: '-2+3' },
    ];
    const text = (await readAll(csvStream(columns, fromArray(rows)))).toString('utf8');
    expect(text).toContain('\r\n"Lot ""A"", first",-12.50\r\n');
    const parsed = parse(text, { bom: true, columns: true }) as { Name: string; Amount: string }[];
    expect(parsed).toEqual([
      { Name: 'Lot "A", first', Amount: '-12.50' },
      { Name: 'two\nlines', Amount: '3.00' },
      { Name: 'carriage\rreturn and\r\nCRLF', Amount: '' },
      { Name: 'Zürich 中文 ✓', Amount: '0' },
      { Name: `'=HYPERLINK("http://evil","x")`, Amount: `'-2+3` },
    ]);
  });

  it('streams: the first bytes come out long before the source is read to the end', async () => {
    const total = 100_000;
    let pulled = 0;
    async function* source() {
      for (let index = 0; index < total; index++) {
        pulled++;
        yield { name: `row ${index}`, amount: String(index) };
      }
    }
    const stream = csvStream(columns, source());
    const iterator = stream[Symbol.asyncIterator]();
    const first = await iterator.next();
    expect(first.done).toBe(false);
    expect(pulled).toBeLessThan(total / 10);
    await iterator.return?.();
  });

  it('ends with an error, not a complete-looking file, when the source fails midway', async () => {
    async function* failing() {
      yield { name: 'one', amount: '1' };
      throw new Error('database went away');
    }
    await expect(readAll(csvStream(columns, failing()))).rejects.toThrow('database went away');
  });
});

describe('keysetRows', () => {
  it('asks for each batch after the last row of the previous one, and stops on a short batch', async () => {
    const data = Array.from({ length: 7 }, (_, index) => ({ id: index }));
    const calls: (number | null)[] = [];
    const rows = keysetRows<{ id: number }>(async (after, limit) => {
      calls.push(after?.id ?? null);
      const start = after ? after.id + 1 : 0;
      return data.slice(start, start + limit);
    }, 3);
    const seen: number[] = [];
    for await (const row of rows) seen.push(row.id);
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(calls).toEqual([null, 2, 5]);
  });

  it('reads the next batch only when the reader gets there', async () => {
    let batches = 0;
    const rows = keysetRows<number>(async () => {
      batches++;
      return [1, 2];
    }, 2);
    await rows.next();
    await rows.next();
    expect(batches).toBe(1);
    await rows.next();
    expect(batches).toBe(2);
    await rows.return(undefined);
  });
});

describe('sendCsv', () => {
  it('sends a chunked text/csv attachment, and answers HEAD without reading a row', async () => {
    let pulled = 0;
    async function* source() {
      for (let index = 0; index < 3; index++) {
        pulled++;
        yield { name: `row ${index}`, amount: String(index) };
      }
    }
    const app = Fastify();
    app.get('/export.csv', (_request, reply) => sendCsv(reply, 'rows.csv', columns, source()));
    try {
      const head = await app.inject({ method: 'HEAD', url: '/export.csv' });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(head.headers['content-disposition']).toBe('attachment; filename="rows.csv"');
      expect(pulled).toBe(0);
      const get = await app.inject({ method: 'GET', url: '/export.csv' });
      expect(get.headers['transfer-encoding']).toBe('chunked');
      expect(get.body).toBe('\uFEFFName,Amount\r\nrow 0,0\r\nrow 1,1\r\nrow 2,2\r\n');
      expect(pulled).toBe(3);
    } finally {
      await app.close();
    }
  });
});
