// Batch payments over HTTP (issue 19 item 3), with the workers running: a file is checked row by row (each
// error naming its row and column, nothing created), more than 1,000 rows or something that is not a CSV or
// XLSX (or a zip whose directory lies about what it unpacks to) is a 4xx naming the problem, the same file twice is refused as a duplicate, a batch is approved by a
// member who did not make it, settles row by row to completion, and its result comes back as CSV.
import { randomUUID } from 'node:crypto';
import { Membership, Organisation, Payment, PaymentBatch, Supplier } from '@tradehub/db';
import ExcelJS from 'exceljs';
import { strFromU8, strToU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPayable, buildSupplier } from '../../../infra/test-support/factories.js';
import { buildZip } from '../support/forged-zip.js';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';

let gateway: TestGateway;
let organisationId: string;
let ownerCookie: string;
let ownerId: string;

const HEADER = 'Supplier,Amount,Currency,Method,Reference,Value Date';
const csv = (...lines: string[]) => [HEADER, ...lines].join('\r\n') + '\r\n';

function multipart(fileName: string, content: Buffer | string, type = 'text/csv') {
  const boundary = `batch${randomUUID().replace(/-/g, '')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function send(url: string, cookie: string, fileName: string, content: Buffer | string) {
  const body = multipart(fileName, content);
  return gateway.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}

beforeAll(async () => {
  gateway = await startTestGateway('batches', { withWorkers: true });
  const { user, email } = await gateway.createAccount('approved');
  ownerId = user.id;
  ownerCookie = await gateway.signIn(email);
  const em = gateway.orm.em.fork();
  organisationId = (await em.findOneOrFail(Membership, { user: user.id })).organisation.id;
  for (const [name, status] of [
    ['Acme Parts GmbH', 'verified'],
    ['Globex Metals', 'verified'],
    ['Pending Plastics', 'pending'],
  ] as const)
    buildSupplier(em, {
      organisation: organisationId,
      createdBy: user.id,
      name,
      status,
    });
  const organisation = await em.findOneOrFail(Organisation, organisationId);
  organisation.policies = {
    riskRules: { firstPayment: 'off', newBankDetails: 'off', countryMismatch: 'off' },
  };
  await em.flush();
});
afterAll(() => gateway?.close());

describe('batch payments', () => {
  it('offers a template CSV to fill in, with the columns and the organisation’s suppliers', async () => {
    const response = await gateway.app.inject({
      method: 'GET',
      url: '/api/payments/batches/template.csv',
      headers: { cookie: ownerCookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('supplier,amount,currency,method,reference,value date,bill');
    expect(lines[1]).toMatch(/^Acme Parts GmbH,1250\.00,USD,ACH,INV-1001,\d{4}-\d{2}-\d{2},$/);
  });

  it('checks each row and names the row and column of every error, creating nothing', async () => {
    const response = await send(
      '/api/payments/batches/validate',
      ownerCookie,
      'check.csv',
      csv(
        'Acme Parts GmbH,100.00,USD,ACH,INV-1,2026-12-01',
        'Nobody Ltd,100.00,USD,ACH,INV-2,2026-12-01',
        'Pending Plastics,100.00,USD,ACH,INV-3,2026-12-01',
        'Acme Parts GmbH,12.345,USD,ACH,INV-4,2026-12-01',
        'Acme Parts GmbH,5,ZZZ,ACH,INV-5,2026-12-01',
        'Acme Parts GmbH,5,USD,Cheque,INV-6,2026-12-01',
        'Acme Parts GmbH,5,USD,ACH,INV-7,01/12/2026',
        'Acme Parts GmbH,5,USD,ACH,"=cmd|\' /C calc\'!A0",2026-12-01',
      ),
    );
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ rowCount: 8, validCount: 1, invalidCount: 7, duplicateOf: null });
    expect(
      answer.rows.map((r: { row: number; errors: { column: string }[] }) => [
        r.row,
        r.errors.map((e) => e.column),
      ]),
    ).toEqual([
      [2, []],
      [3, ['supplier']],
      [4, ['supplier']],
      [5, ['amount']],
      [6, ['currency']],
      [7, ['method']],
      [8, ['valueDate']],
      [9, ['reference']],
    ]);
    // Each error also comes as a code with its params, which the web says in the reader's language.
    expect(
      answer.rows.flatMap((r: { errors: { code: string; params: object }[] }) =>
        r.errors.map((e) => [e.code, e.params]),
      ),
    ).toEqual([
      ['supplier_unknown', { value: 'Nobody Ltd' }],
      ['supplier_pending', { name: 'Pending Plastics' }],
      ['amount_precision', { currency: 'USD' }],
      ['currency_unknown', { currency: 'ZZZ' }],
      ['method_invalid', { value: 'Cheque' }],
      ['value_date_invalid', { value: '01/12/2026' }],
      ['formula', { char: '=' }],
    ]);
    expect(answer.totals).toEqual([{ currency: 'USD', amountMinor: 10000 }]);
    expect(await gateway.orm.em.fork().count(PaymentBatch, { organisation: organisationId })).toBe(0);
  });

  it('refuses more than 1,000 rows, naming the limit, and what is not a CSV or XLSX', async () => {
    const rows = Array.from({ length: 1001 }, (_, i) => `Acme Parts GmbH,1.00,USD,ACH,R-${i},2026-12-01`);
    const tooMany = await send('/api/payments/batches/validate', ownerCookie, 'big.csv', csv(...rows));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toContain('at most 1,000 rows');

    const garbage = await send(
      '/api/payments/batches/validate',
      ownerCookie,
      'x.csv',
      Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x89]),
    );
    expect(garbage.statusCode).toBe(400);
    const empty = await send('/api/payments/batches/validate', ownerCookie, 'x.csv', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain('empty');
    const pdf = await send('/api/payments/batches', ownerCookie, 'x.pdf', '%PDF-1.4');
    expect(pdf.statusCode).toBe(400);
    const noHeader = await send(
      '/api/payments/batches',
      ownerCookie,
      'x.csv',
      'Acme,1,USD,ACH,x,2026-12-01\n',
    );
    expect(noHeader.statusCode).toBe(400);
    const json = await gateway.app.inject({
      method: 'POST',
      url: '/api/payments/batches',
      headers: { cookie: ownerCookie },
      payload: { rows: [] },
    });
    expect(json.statusCode).toBe(400);
    const brokenZip = await send(
      '/api/payments/batches',
      ownerCookie,
      'x.xlsx',
      Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(64)]),
    );
    expect(brokenZip.statusCode).toBe(400);
  });

  it('refuses an XLSX whose zip directory understates what it unpacks to, and one that unpacks to too much', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Payments');
    sheet.addRow(['Supplier', 'Amount', 'Currency', 'Method', 'Reference', 'Value date']);
    sheet.addRow(['Acme Parts GmbH', '10.00', 'USD', 'ACH', 'Z-1', '2026-12-03']);
    const parts = unzipSync(new Uint8Array(await workbook.xlsx.writeBuffer()));
    const sheetName = 'xl/worksheets/sheet1.xml';
    /** The workbook with its sheet padded (valid XML still) by `bytes` of whitespace, declaring `declaredSize`. */
    const padded = (bytes: number, declaredSize?: number) =>
      buildZip(
        Object.entries(parts).map(([name, data]) => {
          if (name !== sheetName) return { name, data: Buffer.from(data) };
          const text = strFromU8(data).replace('</worksheet>', `${' '.repeat(bytes)}</worksheet>`);
          return { name, data: Buffer.from(strToU8(text)), declaredSize };
        }),
      );

    // About 2 MB of sheet behind a directory that claims 100 bytes: refused while it is being unpacked.
    const forged = padded(2 * 1024 * 1024, 100);
    expect(forged.length).toBeLessThan(64 * 1024);
    const lying = await send('/api/payments/batches/validate', ownerCookie, 'forged-payments.xlsx', forged);
    expect(lying.statusCode).toBe(400);
    expect(lying.json().error).toMatchObject({ code: 'invalid_xlsx', field: 'file' });
    expect(lying.json().error.message).toContain('forged-payments.xlsx');
    expect(lying.json().error.message).toContain(`${sheetName} unpacks to more than the 100 bytes`);

    // An honest directory declaring more than an XLSX batch may unpack to: refused before unpacking.
    const huge = await send('/api/payments/batches', ownerCookie, 'huge.xlsx', padded(17 * 1024 * 1024));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('file_unpacks_too_large');
    expect(huge.json().error.message).toContain('huge.xlsx');
    expect(huge.json().error.message).toContain('16 MB');

    // The same workbook without the lie is read as usual.
    const honest = await send(
      '/api/payments/batches/validate',
      ownerCookie,
      'honest.xlsx',
      padded(2 * 1024 * 1024),
    );
    expect(honest.statusCode).toBe(200);
    expect(honest.json()).toMatchObject({ rowCount: 1, validCount: 1 });
    expect(await gateway.orm.em.fork().count(PaymentBatch, { organisation: organisationId })).toBe(0);
  });

  it('creates a batch, settles it row by row to completion, refuses the same file again and returns the result as CSV', async () => {
    // The first row pays a bill, named in the file's bill column: the result names it too.
    const em = gateway.orm.em.fork();
    buildPayable(em, {
      organisation: organisationId,
      createdBy: ownerId,
      supplier: (await em.findOneOrFail(Supplier, { name: 'Acme Parts GmbH' })).id,
      currency: 'USD',
      amountMinor: 10_000,
      reference: 'ACME-BILL-100',
    });
    await em.flush();
    const file =
      [
        `${HEADER},Bill`,
        'Acme Parts GmbH,100.00,USD,ACH,INV-100,2026-12-01,ACME-BILL-100',
        'Globex Metals,20.13,USD,Wire Transfer,INV-101,2026-12-01,',
        'Nobody Ltd,1.00,USD,ACH,INV-102,2026-12-01,',
        `${(await gateway.orm.em.fork().findOneOrFail(Supplier, { name: 'Globex Metals' })).id},7.5,usd,bank transfer,INV-103,2026-12-02,`,
      ].join('\r\n') + '\r\n';
    const created = await send('/api/payments/batches', ownerCookie, 'november.csv', file);
    expect(created.statusCode).toBe(201);
    const { batch } = created.json();
    expect(batch).toMatchObject({
      fileName: 'november.csv',
      status: 'processing',
      rowCount: 3,
      totals: [{ currency: 'USD', amountMinor: 12763 }],
      approvalsRequired: 0,
    });

    const again = await send('/api/payments/batches', ownerCookie, 'renamed.csv', file);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'duplicate_batch_file' });
    expect(again.json().error.message).toContain(batch.id);
    const revalidated = await send('/api/payments/batches/validate', ownerCookie, 'renamed.csv', file);
    expect(revalidated.json().duplicateOf).toMatchObject({ id: batch.id, fileName: 'november.csv' });

    const done = await vi.waitFor(
      async () => {
        const response = await gateway.app.inject({
          method: 'GET',
          url: `/api/payments/batches/${batch.id}`,
          headers: { cookie: ownerCookie },
        });
        const current = response.json().batch;
        expect(current.status, 'the batch completes').toBe('completed');
        return current;
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(done.progress).toEqual({ settled: 2, failed: 1, pending: 0 });

    const result = await gateway.app.inject({
      method: 'GET',
      url: `/api/payments/batches/${batch.id}/result.csv`,
      headers: { cookie: ownerCookie },
    });
    expect(result.statusCode).toBe(200);
    const payments = await gateway.orm.em
      .fork()
      .find(Payment, { batch: batch.id }, { orderBy: { batchRow: 'asc' } });
    expect(
      result.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual([
      'Row,Supplier,Amount,Currency,Status,Payment ID,Failure reason,Bill',
      `2,Acme Parts GmbH,100.00,USD,completed,${payments[0]!.id},,ACME-BILL-100`,
      `3,Globex Metals,20.13,USD,failed,${payments[1]!.id},Declined by the sandbox bank (amount ends in .13).,`,
      `5,Globex Metals,7.50,USD,completed,${payments[2]!.id},,`,
    ]);

    // The same rows in another file are duplicates, not paid twice (the first one's bill is paid: that is
    // what it is told); the declined row paid nothing, so it may be paid again.
    const sameRows = await send('/api/payments/batches/validate', ownerCookie, 'other.csv', file + '\r\n');
    expect(
      sameRows.json().rows.map((r: { errors: { column: string }[] }) => r.errors[0]?.column ?? null),
    ).toEqual(['bill', null, 'supplier', 'row']);
    expect(sameRows.json().validCount).toBe(1);
  });

  it('reads XLSX and is approved by a member who did not make it', async () => {
    const em = gateway.orm.em.fork();
    const organisation = await em.findOneOrFail(Organisation, organisationId);
    organisation.policies = {
      ...organisation.policies,
      approvalTiers: [
        { fromMinor: 0, approvers: 0 },
        { fromMinor: 50_000, approvers: 1 },
      ],
    };
    await em.flush();
    const { email } = await gateway.addMember(organisationId, {
      createdById: ownerId,
      permissions: ['Payment Approval'],
    });
    const approverCookie = await gateway.signIn(email);

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Payments');
    sheet.addRow(['Supplier', 'Amount', 'Currency', 'Method', 'Reference', 'Value date']);
    sheet.addRow(['Acme Parts GmbH', 300.25, 'USD', 'ACH', 'X-1', new Date(Date.UTC(2026, 11, 3))]);
    sheet.addRow(['Globex Metals', '250', 'USD', 'ACH', 'X-2', '2026-12-03']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const created = await send('/api/payments/batches', ownerCookie, 'december.xlsx', content);
    expect(created.statusCode).toBe(201);
    const { batch } = created.json();
    expect(batch).toMatchObject({
      status: 'awaiting_approval',
      approvalsRequired: 1,
      approvalReasons: ['over_threshold'],
      baseTotalMinor: 55025,
      canApprove: false,
    });
    const byMaker = await gateway.app.inject({
      method: 'POST',
      url: `/api/payments/batches/${batch.id}/approve`,
      headers: { cookie: ownerCookie },
    });
    expect(byMaker.statusCode).toBe(403);
    // The approver is asked to approve it; the maker, who may not, is not.
    const asked = async (cookie: string) => {
      const response = await gateway.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: { cookie },
      });
      const items: { messageKey: string; params: { file?: string } }[] = response.json().items;
      return items.some((n) => n.messageKey === 'batchAwaitingApproval' && n.params.file === 'december.xlsx');
    };
    expect(await asked(approverCookie)).toBe(true);
    expect(await asked(ownerCookie)).toBe(false);
    const list = await gateway.app.inject({
      method: 'GET',
      url: '/api/payments/batches',
      headers: { cookie: approverCookie },
    });
    expect(list.json().items.find((item: { id: string }) => item.id === batch.id).canApprove).toBe(true);
    const approved = await gateway.app.inject({
      method: 'POST',
      url: `/api/payments/batches/${batch.id}/approve`,
      headers: { cookie: approverCookie },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().batch).toMatchObject({
      status: 'processing',
      approvals: [{ name: 'Avery Approver' }],
    });
  });
});
