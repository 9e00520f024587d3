import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEMO_ORGANISATION_ID,
  DEMO_ORGANISATION_NAME,
  Membership,
  PERMISSIONS,
  Report,
  UserProfile,
} from '@tradehub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText, readWorkbook } from '../../../workers/test/support/report-file-readers.js';
import { hashPassword } from '../../src/auth/password.js';
import type { Report as ReportDto } from '@tradehub/contract';
import { testSockets } from '../../../infra/test-support/test-sockets.js';
import { startTestGateway, TEST_PASSWORD, type TestGateway } from '../support/test-gateway.js';

let gateway: TestGateway;
let baseUrl: string;
/** An approved member of the seeded demo organisation (real suppliers, payments, exposures). */
let member: { id: string; cookie: string };
/** An approved member of another organisation. */
let outsider: { cookie: string };
const sockets = testSockets();
const connect = (cookie: string) => sockets.connect(baseUrl, { cookie });

beforeAll(async () => {
  gateway = await startTestGateway('reports', { withWorkers: true });
  baseUrl = await gateway.app.listen({ port: 0, host: '127.0.0.1' });

  const em = gateway.orm.em.fork();
  const user = em.create(UserProfile, {
    email: 'treasury@demo-trading.example',
    fullName: 'Tess Treasury',
    businessName: DEMO_ORGANISATION_NAME,
    passwordHash: await hashPassword(TEST_PASSWORD),
    emailVerified: true,
  });
  em.create(Membership, {
    organisation: DEMO_ORGANISATION_ID,
    user,
    role: 'Finance',
    permissions: [...PERMISSIONS],
    createdBy: user,
  });
  await em.flush();
  member = { id: user.id, cookie: await gateway.signIn(user.email) };
  const other = await gateway.createAccount('approved');
  outsider = { cookie: await gateway.signIn(other.email) };
});

afterAll(async () => {
  sockets.disconnectAll();
  await gateway?.close();
});

const api = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  gateway.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** Polls the report until it is completed or failed. */
async function settled(reportId: string, cookie: string, timeoutMs = 45_000): Promise<ReportDto> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { report } = (await api('GET', `/api/reports/${reportId}`, cookie)).json<{ report: ReportDto }>();
    if (report.status === 'completed' || report.status === 'failed') return report;
    if (Date.now() > deadline)
      throw new Error(`report ${reportId} still ${report.status} (${report.progress}%)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('exporting a risk report', () => {
  let report: ReportDto;

  it('queues the export, pushes its progress to the requester, and completes with both files', async () => {
    const socket = await connect(member.cookie);
    const updates: ReportDto[] = [];
    const completed = new Promise<void>((resolve) => {
      socket.on('report:updated', (update) => {
        updates.push(update);
        if (update.status === 'completed' || update.status === 'failed') resolve();
      });
    });

    const started = Date.now();
    const response = await api('POST', '/api/reports', member.cookie, { range: '30d' });
    expect(response.statusCode).toBe(202);
    report = response.json<{ report: ReportDto }>().report;
    expect(report).toMatchObject({
      kind: 'risk',
      status: 'queued',
      progress: 0,
      range: '30d',
      // Nothing asked for: the language of the member's settings.
      language: 'en',
      error: null,
      files: null,
      createdBy: { id: member.id, name: 'Tess Treasury' },
    });

    await completed;
    const elapsed = Date.now() - started;
    console.info(`risk report for the demo workspace built in ${elapsed} ms`);
    expect(updates.every((update) => update.id === report.id)).toBe(true);
    const progress = updates.map((update) => update.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress).toEqual(expect.arrayContaining([10, 40, 70, 90, 100]));
    const last = updates.at(-1)!;
    expect(last).toMatchObject({
      status: 'completed',
      progress: 100,
      files: { pdf: `/api/reports/${report.id}/files/pdf`, xlsx: `/api/reports/${report.id}/files/xlsx` },
    });

    const fetched = (await api('GET', `/api/reports/${report.id}`, member.cookie)).json<{
      report: ReportDto;
    }>();
    expect(fetched.report).toEqual(last);
    const list = (await api('GET', '/api/reports', member.cookie)).json<{ reports: ReportDto[] }>();
    expect(list.reports[0]?.id).toBe(report.id);
  });

  it('downloads the PDF and the XLSX with their names and types', async () => {
    const day = report.createdAt.slice(0, 10);
    const pdf = await api('GET', `/api/reports/${report.id}/files/pdf`, member.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="tradehub-risk-report-${day}.pdf"`);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Risk Report');
    expect(text).toContain(DEMO_ORGANISATION_NAME);
    expect(text).toContain('Exported by Tess Treasury on');
    expect(text).toContain('Last 30 days');
    expect(text).toMatch(/Rates used: source \S+, as of|Rates used: none were available/);

    const xlsx = await api('GET', `/api/reports/${report.id}/files/xlsx`, member.cookie);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.headers['content-disposition']).toBe(
      `attachment; filename="tradehub-risk-report-${day}.xlsx"`,
    );
    const workbook = await readWorkbook(xlsx.rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      'Exposures',
      'Payments by status',
      'Transactions',
      'Rates',
    ]);
    // The demo workspace's four currency exposures (EUR, GBP, CNY, JPY).
    expect(workbook.getWorksheet('Exposures')!.rowCount).toBe(1 + 4);
  });

  it('shows another organisation nothing: 404 on the report, its files and its retry', async () => {
    for (const url of [
      `/api/reports/${report.id}`,
      `/api/reports/${report.id}/files/pdf`,
      `/api/reports/${report.id}/files/xlsx`,
    ]) {
      const response = await api('GET', url, outsider.cookie);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain(DEMO_ORGANISATION_NAME);
    }
    expect((await api('POST', `/api/reports/${report.id}/retry`, outsider.cookie)).statusCode).toBe(404);
    const list = (await api('GET', '/api/reports', outsider.cookie)).json<{ reports: ReportDto[] }>();
    expect(list.reports).toEqual([]);
  });

  it('refuses the files to a member without Financial Reports (403), as it refuses the export', async () => {
    const em = gateway.orm.em.fork();
    const clerk = em.create(UserProfile, {
      email: 'clerk@demo-trading.example',
      fullName: 'Cory Clerk',
      businessName: DEMO_ORGANISATION_NAME,
      passwordHash: await hashPassword(TEST_PASSWORD),
      emailVerified: true,
    });
    em.create(Membership, {
      organisation: DEMO_ORGANISATION_ID,
      user: clerk,
      role: 'Clerk',
      permissions: ['Supplier Management'],
      createdBy: member.id,
    });
    await em.flush();
    const cookie = await gateway.signIn(clerk.email);
    for (const format of ['pdf', 'xlsx']) {
      const response = await api('GET', `/api/reports/${report.id}/files/${format}`, cookie);
      expect(response.statusCode, format).toBe(403);
      expect(response.json()).toMatchObject({
        error: { code: 'forbidden', message: 'Downloading reports needs the Financial Reports permission.' },
      });
    }
    expect((await api('POST', '/api/reports', cookie, { range: '7d' })).statusCode).toBe(403);
  });

  it('answers 409 for the files of a report that is not completed, and for retrying one that did not fail', async () => {
    const em = gateway.orm.em.fork();
    const pending = em.create(Report, {
      organisation: DEMO_ORGANISATION_ID,
      createdBy: member.id,
      kind: 'risk',
      parameters: { range: '7d' },
    });
    await em.flush();
    const file = await api('GET', `/api/reports/${pending.id}/files/pdf`, member.cookie);
    expect(file.statusCode).toBe(409);
    expect(file.json()).toMatchObject({ error: { code: 'report_not_ready' } });
    const retry = await api('POST', `/api/reports/${report.id}/retry`, member.cookie);
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toMatchObject({ error: { code: 'report_not_failed' } });
    const badFormat = await api('GET', `/api/reports/${report.id}/files/docx`, member.cookie);
    expect(badFormat.statusCode).toBe(400);
    const badRange = await api('POST', '/api/reports', member.cookie, { range: '1y' });
    expect(badRange.statusCode).toBe(400);
    expect(badRange.json()).toMatchObject({ error: { field: 'range' } });
    const badLanguage = await api('POST', '/api/reports', member.cookie, { range: '7d', language: 'fr' });
    expect(badLanguage.statusCode).toBe(400);
    expect(badLanguage.json()).toMatchObject({ error: { field: 'language' } });
  });

  it('writes the files in the language the report was asked in, else the one the member’s settings name', async () => {
    const chinese = await api('POST', '/api/reports', member.cookie, { range: '7d', language: 'zh' });
    expect(chinese.statusCode).toBe(202);
    const zhReport = await settled(chinese.json<{ report: ReportDto }>().report.id, member.cookie);
    expect(zhReport).toMatchObject({ status: 'completed', language: 'zh' });
    const pdf = await api('GET', zhReport.files!.pdf, member.cookie);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('风险报告');
    expect(text).toContain('货币敞口');
    expect(text).toContain(DEMO_ORGANISATION_NAME);
    expect(pdf.rawPayload.length).toBeLessThan(1024 * 1024);
    const workbook = await readWorkbook((await api('GET', zhReport.files!.xlsx, member.cookie)).rawPayload);
    expect(workbook.worksheets[0]?.name).toBe('摘要');

    // A member whose settings say Español, asking without a language (an API client), gets Spanish.
    const em = gateway.orm.em.fork();
    await em.nativeUpdate(UserProfile, { id: member.id }, { language: 'es' });
    try {
      const spanish = await api('POST', '/api/reports', member.cookie, { range: '7d' });
      expect(spanish.statusCode, spanish.body).toBe(202);
      const esReport = await settled(spanish.json<{ report: ReportDto }>().report.id, member.cookie);
      expect(esReport.language).toBe('es');
      const esText = (await pdfText((await api('GET', esReport.files!.pdf, member.cookie)).rawPayload)).text;
      expect(esText).toContain('Informe de riesgos');
    } finally {
      await em.nativeUpdate(UserProfile, { id: member.id }, { language: 'en' });
    }
  });

  it('ends a build that keeps failing as failed with a clear error, and a retry then completes it', async () => {
    // Another organisation whose files cannot be written: a plain file where its directory should be.
    const account = await gateway.createAccount('approved');
    const cookie = await gateway.signIn(account.email);
    const membership = await gateway.orm.em.fork().findOneOrFail(Membership, { user: account.user.id });
    const blocker = path.join(gateway.dataDir, 'reports', membership.organisation.id);
    rmSync(blocker, { recursive: true, force: true });
    writeFileSync(path.join(gateway.dataDir, 'reports', '.keep'), '');
    writeFileSync(blocker, 'not a directory');

    const created = await api('POST', '/api/reports', cookie, { range: '7d' });
    expect(created.statusCode).toBe(202);
    const { id } = created.json<{ report: ReportDto }>().report;
    // Three attempts with the reports queue's backoff (3 s, then 6 s).
    const failed = await settled(id, cookie);
    expect(failed).toMatchObject({
      status: 'failed',
      files: null,
      error: 'The report could not be built: something went wrong while saving the files. Please try again.',
    });
    const download = await api('GET', `/api/reports/${id}/files/pdf`, cookie);
    expect(download.statusCode).toBe(409);

    rmSync(blocker);
    const retried = await api('POST', `/api/reports/${id}/retry`, cookie);
    expect(retried.statusCode).toBe(202);
    expect(retried.json<{ report: ReportDto }>().report).toMatchObject({
      status: 'queued',
      progress: 0,
      error: null,
    });
    const completed = await settled(id, cookie);
    expect(completed).toMatchObject({ status: 'completed', error: null, progress: 100 });
    expect((await api('GET', `/api/reports/${id}/files/xlsx`, cookie)).statusCode).toBe(200);
  }, 60_000);
});
