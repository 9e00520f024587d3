import { parse } from 'csv-parse/sync';
import { Membership } from '@tradehub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@tradehub/contract';
import { auditChangesText, auditEntryText } from '@tradehub/contract/audit-text';
import { startTestGateway, TEST_PASSWORD, type TestGateway } from '../support/test-gateway.js';

let gateway: TestGateway;
let cookie: string;
let userId: string;
let organisationId: string;

beforeAll(async () => {
  gateway = await startTestGateway('audit');
  const { email, user, organisation } = await gateway.createAccount('approved');
  userId = user.id;
  organisationId = organisation.id;
  cookie = await gateway.signIn(email);
  const patch = (payload: object) =>
    gateway.app.inject({ method: 'PATCH', url: '/api/settings', headers: { cookie }, payload });
  expect((await patch({ fullName: 'Audra Auditor', language: 'es' })).statusCode).toBe(200);
  expect((await patch({ defaultCurrency: 'GBP', companyName: 'Audit Co' })).statusCode).toBe(200);
  const password = await gateway.app.inject({
    method: 'POST',
    url: '/api/settings/password',
    headers: { cookie },
    payload: { currentPassword: TEST_PASSWORD, newPassword: 'another secret' },
  });
  expect(password.statusCode).toBe(204);
});
afterAll(() => gateway?.close());

const get = (url: string, withCookie = cookie) =>
  gateway.app.inject({ method: 'GET', url, headers: { cookie: withCookie } });
type Page = { items: AuditEntry[]; total: number; page: number; pageSize: number };

describe('audit log', () => {
  it('lists every write of the organisation, newest first, with before/after and the actor', async () => {
    const response = await get('/api/audit');
    expect(response.statusCode).toBe(200);
    const page = response.json<Page>();
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 25 });
    // One request's entries share their time, so only the requests' order is fixed.
    expect(page.items.map((item) => item.action).sort()).toEqual([
      'organisation.renamed',
      'settings.password-changed',
      'settings.updated',
      'settings.updated',
    ]);
    expect(page.items[0]?.action).toBe('settings.password-changed');
    const password = page.items[0]!;
    const first = page.items[3]!;
    const currency = page.items.find((item) => 'defaultCurrency' in item.changes)!;
    const rename = page.items.find((item) => item.action === 'organisation.renamed')!;
    expect(password.changes).toEqual({});
    expect(JSON.stringify(page.items)).not.toMatch(/argon2|another secret/);
    expect(currency.changes).toEqual({ defaultCurrency: { before: 'USD', after: 'GBP' } });
    expect(rename).toMatchObject({
      entityType: 'organisation',
      changes: { name: { before: 'approved business', after: 'Audit Co' } },
    });
    expect(first).toMatchObject({
      actor: { id: userId, name: 'Audra Auditor' },
      entityType: 'user_profile',
      entityId: userId,
      changes: {
        fullName: { before: null, after: 'Audra Auditor' },
        language: { before: 'en', after: 'es' },
      },
    });
  });

  it('filters by action prefix, entity type, actor and dates', async () => {
    expect((await get('/api/audit?action=settings.')).json<Page>().total).toBe(3);
    expect((await get('/api/audit?entityType=organisation')).json<Page>().total).toBe(1);
    expect((await get(`/api/audit?actorId=${userId}`)).json<Page>().total).toBe(4);
    expect((await get('/api/audit?actorId=someone-else')).json<Page>().total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`/api/audit?from=${today}&to=${today}`)).json<Page>().total).toBe(4);
    expect((await get('/api/audit?to=2000-01-01')).json<Page>().total).toBe(0);
    const paged = (await get('/api/audit?pageSize=2&page=2')).json<Page>();
    expect(paged.items).toHaveLength(2);
  });

  it('exports the filtered log as CSV in the requester language, codes beside the words', async () => {
    // Audra's own language is Spanish: without a language asked, the file is in Spanish.
    const response = await get('/api/audit/export.csv?entityType=user_profile');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    type Row = Record<string, string>;
    const spanish = parse(response.body, { bom: true, columns: true }) as Row[];
    expect(spanish).toHaveLength(3);
    expect(Object.keys(spanish[0]!)).toEqual([
      'Fecha',
      'Autor',
      'Acción',
      'Código de acción',
      'Tipo de entidad',
      'Código del tipo de entidad',
      'Id de la entidad',
      'Cambios',
      'Cambios (JSON)',
      'Clave de API',
    ]);
    const profile = spanish.find((row) => row.Cambios!.includes('Idioma'))!;
    expect(profile).toMatchObject({
      Autor: 'Audra Auditor',
      Acción: 'Ajustes modificados',
      'Código de acción': 'settings.updated',
      'Tipo de entidad': 'Miembro',
      'Código del tipo de entidad': 'user_profile',
    });
    // Field names and coded values in words; the JSON keeps the codes for machines.
    expect(profile.Cambios).toContain('Idioma: English → Español');
    expect(JSON.parse(profile['Cambios (JSON)']!)).toMatchObject({ language: { before: 'en', after: 'es' } });
    const currency = spanish.find((row) => row['Cambios (JSON)']!.includes('defaultCurrency'))!;
    expect(JSON.parse(currency['Cambios (JSON)']!)).toEqual({
      defaultCurrency: { before: 'USD', after: 'GBP' },
    });

    // The language the page is read in, when asked: English here.
    const english = parse((await get('/api/audit/export.csv?entityType=user_profile&language=en')).body, {
      bom: true,
      columns: true,
    }) as Row[];
    expect(english.map((row) => row['Action code']).sort()).toEqual(
      spanish.map((row) => row['Código de acción']).sort(),
    );
    expect(english.find((row) => row.Changes!.includes('Language'))).toMatchObject({
      Action: 'Settings changed',
      'Entity type': 'Member',
    });
    expect((await get('/api/audit/export.csv?language=fr')).statusCode).toBe(400);
  });

  it('writes each entry as the contract renders it, the page’s words, in the reader’s language and time zone', async () => {
    // A change the system made (no actor), with money, a coded status and an instant.
    await gateway.orm.em.fork().execute(
      `insert into audit_log_entry (id, organisation_id, actor_id, action, entity_type, entity_id, changes, created_at)
       values (gen_random_uuid()::text, ?, null, 'payment.submitted', 'payment', 'pay-1', ?::jsonb, now())`,
      [
        organisationId,
        JSON.stringify({
          status: { before: 'approved', after: 'processing' },
          amountMinor: { before: 1_234_567, after: 1_234_567 },
          currency: { before: 'EUR', after: 'EUR' },
          submittedAt: { before: null, after: '2026-11-27T02:05:00.000Z' },
        }),
      ],
    );
    const entries = (await get('/api/audit?pageSize=100')).json<Page>().items;
    expect(entries).toHaveLength(5);
    type Row = Record<string, string>;
    for (const [language, timeZone, headers] of [
      ['zh', 'Asia/Shanghai', { actor: '操作人', action: '操作', type: '对象类型', changes: '变更' }],
      [
        'es',
        'America/Mexico_City',
        { actor: 'Autor', action: 'Acción', type: 'Tipo de entidad', changes: 'Cambios' },
      ],
      ['en', 'UTC', { actor: 'Actor', action: 'Action', type: 'Entity type', changes: 'Changes' }],
    ] as const) {
      const response = await get(
        `/api/audit/export.csv?language=${language}&timeZone=${encodeURIComponent(timeZone)}`,
      );
      expect(response.statusCode).toBe(200);
      const rows = parse(response.body, { bom: true, columns: true }) as Row[];
      // Newest first in both, so row i is entry i.
      expect(rows).toHaveLength(entries.length);
      entries.forEach((entry, index) => {
        const text = auditEntryText(entry, language, { timeZone });
        expect(rows[index]).toMatchObject({
          [headers.actor]: text.actor,
          [headers.action]: text.action,
          [headers.type]: text.entityType,
          [headers.changes]: auditChangesText(text.changes),
        });
      });
    }
    const zh = parse(
      (await get('/api/audit/export.csv?entityType=payment&language=zh&timeZone=Asia/Shanghai')).body,
      { bom: true, columns: true },
    ) as Row[];
    expect(zh).toHaveLength(1);
    expect(zh[0]).toMatchObject({ 操作人: '系统', 操作: '付款已提交至银行' });
    // Coded values in words, money in the locale with its currency, the instant in Shanghai's time (10:05).
    expect(zh[0]!.变更).toContain('状态: 已批准 → 处理中');
    expect(zh[0]!.变更).toContain('€12,345.67');
    expect(zh[0]!.变更).toMatch(/2026年11月27日 10:05/u);
    expect((await get('/api/audit/export.csv?timeZone=Mars/Olympus')).statusCode).toBe(400);
  });

  it('is refused without the Audit Logs permission', async () => {
    const { email, user } = await gateway.createAccount('approved');
    await gateway.orm.em
      .fork()
      .nativeUpdate(Membership, { user: user.id }, { permissions: ['Supplier Management'] });
    const other = await gateway.signIn(email);
    expect((await get('/api/audit', other)).statusCode).toBe(403);
    expect((await get('/api/audit/export.csv', other)).statusCode).toBe(403);
    // Renaming the company needs Team Management.
    const rename = await gateway.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie: other },
      payload: { companyName: 'Not allowed' },
    });
    expect(rename.statusCode).toBe(403);
  });

  it('has no way to edit or delete an entry', async () => {
    const [entry] = (await get('/api/audit')).json<Page>().items;
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of [`/api/audit/${entry?.id}`, '/api/audit']) {
        const response = await gateway.app.inject({ method, url, headers: { cookie }, payload: {} });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
  });
});
