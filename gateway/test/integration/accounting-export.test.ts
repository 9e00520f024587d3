// The accounting export (issue 27): a period's payments and FX trades as the CSV accounting tools import
// and as XLSX, streamed, dated and signed, formulas neutralised, for Financial Reports only (and API keys
// with reports:read); a bad period is a 400 naming the field.
import { Membership } from '@tradehub/db';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';
import {
  buildBill,
  buildFxTrade,
  buildPayment,
  buildSupplier,
} from '../../../infra/test-support/factories.js';

let gateway: TestGateway;
let cookie: string;
let organisationId: string;
let userId: string;

const get = (url: string, headers: Record<string, string> = { cookie }) =>
  gateway.app.inject({ method: 'GET', url, headers });

const HEADER =
  'Date,Type,Payee,Reference,Description,Amount,Currency,Base amount,Base currency,Fee,Rate,Status';

beforeAll(async () => {
  gateway = await startTestGateway('accounting');
  const account = await gateway.createAccount('approved');
  userId = account.user.id;
  cookie = await gateway.signIn(account.email);
  const em = gateway.orm.em.fork();
  organisationId = (await em.findOneOrFail(Membership, { user: userId })).organisation.id;
  const supplier = buildSupplier(em, {
    organisation: organisationId,
    createdBy: userId,
    name: '=HYPERLINK("http://evil.example","Acme")',
  });
  const payment = (day: string, amountMinor: number, currency: string, reference: string) =>
    buildPayment(em, {
      organisation: organisationId,
      createdBy: userId,
      supplier,
      amountMinor,
      currency,
      status: 'completed',
      type: 'payment',
      method: 'Wire Transfer',
      reference,
      date: new Date(`${day}T00:00:00.000Z`),
      approvalStatus: 'not_required',
      approvalReasons: [],
      approvalsRequired: 0,
      approvals: [],
      feeMinor: 1500,
      fxRate: 1.0858,
      baseAmountMinor: Math.round(amountMinor * 1.0858),
      events: [],
    });
  payment('2026-10-02', 1_250_000, 'EUR', 'INV-1');
  payment('2026-10-20', 99_950, 'EUR', 'INV-2');
  payment('2026-11-05', 5_000, 'EUR', 'INV-OUT-OF-PERIOD');
  buildFxTrade(em, {
    organisation: organisationId,
    createdBy: userId,
    currency: 'JPY',
    amountMinor: 1_000_000,
    usdAmountMinor: 674_537,
    rate: 148.25,
    valueDate: new Date('2026-12-15T00:00:00.000Z'),
    createdAt: new Date('2026-10-10T09:30:00.000Z'),
  });
  // A supplier's invoice of the period: money owed, listed on its issue day.
  buildBill(em, {
    organisation: organisationId,
    createdBy: userId,
    supplier,
    reference: 'BILL-77',
    currency: 'EUR',
    amountMinor: 250_000,
    issueDate: new Date('2026-10-15T00:00:00.000Z'),
    dueDate: new Date('2026-11-30T00:00:00.000Z'),
    budgetRate: 1.08,
  });
  await em.flush();
});
afterAll(() => gateway?.close());

describe('accounting export', () => {
  it('writes the period as the CSV accounting tools import, in date order, signed', async () => {
    const response = await get('/api/accounting/export.csv?from=2026-10-01&to=2026-10-31');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toContain(
      'tradehub-accounting-2026-10-01-to-2026-10-31.csv',
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(5);
    expect(lines[1]).toBe(
      `2026-10-02,Payment,"'=HYPERLINK(""http://evil.example"",""Acme"")",INV-1,"Payment to =HYPERLINK(""http://evil.example"",""Acme"") by Wire Transfer",-12500.00,EUR,-13572.50,USD,15.00,1.0858,completed`,
    );
    expect(lines[2]).toBe(
      '2026-10-10,FX trade,TradeHub FX,' +
        lines[2]!.split(',')[3] +
        ',"FX forward buy JPY, value date 2026-12-15",1000000,JPY,-6745.37,USD,,148.25,booked',
    );
    expect(lines[3]).toMatch(
      /^2026-10-15,Bill,.*,BILL-77,"?Bill BILL-77, due 2026-11-30"?,-2500\.00,EUR,,USD,,1\.08,open$/,
    );
    expect(lines[4]).toMatch(/^2026-10-20,Payment,.*,INV-2,.*,-999\.50,EUR,/);
    expect(response.body).not.toContain('INV-OUT-OF-PERIOD');
  });

  it('writes the same rows as XLSX, with numbers as numbers', async () => {
    const response = await get('/api/accounting/export.xlsx?from=2026-10-01&to=2026-10-31');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]!.join(',')).toBe(HEADER);
    expect(rows).toHaveLength(5);
    expect(rows[1]).toEqual([
      '2026-10-02',
      'Payment',
      '=HYPERLINK("http://evil.example","Acme")',
      'INV-1',
      'Payment to =HYPERLINK("http://evil.example","Acme") by Wire Transfer',
      -12500,
      'EUR',
      -13572.5,
      'USD',
      15,
      1.0858,
      'completed',
    ]);
    // A string cell, never a formula.
    expect(sheet.getRow(2).getCell(3).type).toBe(ExcelJS.ValueType.String);
    expect(rows[2]!.slice(5, 7)).toEqual([1000000, 'JPY']);
  });

  it('refuses a bad period with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['from=2026-10-01', 'querystring.to'],
      ['from=yesterday&to=2026-10-31', 'querystring.from'],
      ['from=2026-11-01&to=2026-10-01', 'querystring.from'],
      ['from=2024-01-01&to=2026-10-01', 'to'],
    ] as const) {
      const response = await get(`/api/accounting/export.csv?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.field, query).toBe(field);
    }
  });

  it('needs Financial Reports; an API key needs reports:read', async () => {
    const member = await gateway.addMember(organisationId, {
      createdById: userId,
      permissions: ['Payment Approval'],
    });
    const memberCookie = await gateway.signIn(member.email);
    expect(
      (await get('/api/accounting/export.csv?from=2026-10-01&to=2026-10-31', { cookie: memberCookie }))
        .statusCode,
    ).toBe(403);
    const keyFor = async (scopes: string[]) =>
      (
        await gateway.app.inject({
          method: 'POST',
          url: '/api/developers/keys',
          headers: { cookie },
          payload: { name: scopes.join(' '), scopes },
        })
      ).json().secret as string;
    const reports = await keyFor(['reports:read']);
    const payments = await keyFor(['payments:read']);
    const url = '/api/accounting/export.csv?from=2026-10-01&to=2026-10-31';
    expect((await get(url, { authorization: `Bearer ${reports}` })).statusCode).toBe(200);
    expect((await get(url, { authorization: `Bearer ${payments}` })).statusCode).toBe(403);
  });
});
