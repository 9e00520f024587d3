import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  Activity,
  createOrmConfig,
  initOrm,
  Membership,
  Notification,
  Organisation,
  SanctionsEntry,
  ScreeningHit,
  Supplier,
  SupplierKeyPerson,
  UserProfile,
  type MikroORM,
} from '@tradehub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreparedDatabase } from '../../../infra/test-support/template-databases.js';
import { MATCH_THRESHOLD, screenAllSuppliers, screenSupplier } from '@tradehub/db/domain';
import { recordOutboxPushes } from '../../../infra/test-support/outbox-pushes.js';
import {
  buildScreeningSupplier,
  importSanctionsFixtures,
  sanctionsFixture,
} from '../../../infra/test-support/sanctions.js';
import { createSanctionsProcessor, type SanctionsJob } from '../../src/processors/sanctions.js';
import { JOB_SCHEDULES } from '@tradehub/db/queues';
import { importSanctionsList } from '../../src/sanctions/import-list.js';

const fixtures = path.dirname(sanctionsFixture('sdn.csv'));
const database = await createPreparedDatabase('sanctions', 'migrated');
let orm: MikroORM;

async function buildOrganisation(permissions: string[][]) {
  const em = orm.em.fork();
  const organisation = em.create(Organisation, { name: 'Importer', status: 'approved' });
  const users = permissions.map((granted, index) => {
    const user = em.create(UserProfile, {
      email: `member-${index}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      businessName: 'Importer',
      emailVerified: true,
      isAdmin: false,
    });
    em.create(Membership, {
      organisation,
      user,
      role: 'Member',
      permissions: granted as never,
      createdBy: user,
    });
    return user;
  });
  await em.flush();
  return { organisationId: organisation.id, userIds: users.map((user) => user.id) };
}

async function buildSupplier(
  organisationId: string,
  createdById: string,
  name: string,
  keyPeople: string[] = [],
) {
  const em = orm.em.fork();
  const supplier = buildScreeningSupplier(em, { organisation: organisationId, createdBy: createdById, name });
  for (const person of keyPeople) {
    em.create(SupplierKeyPerson, { supplier, name: person, role: 'Director', stakePercent: 50, risk: 'low' });
  }
  await em.flush();
  return supplier.id;
}

beforeAll(async () => {
  orm = await initOrm(createOrmConfig({ clientUrl: database.url }));
  await importSanctionsFixtures(orm, ['ofac', 'un'], importSanctionsList);
});

afterAll(async () => {
  await orm?.close();
  await database.drop();
});

describe('sanctions list import', () => {
  it('imported both shipped files, with the OFAC aliases from the alt.csv beside sdn.csv', async () => {
    const em = orm.em.fork();
    expect(await em.count(SanctionsEntry, { list: 'ofac' })).toBe(12);
    expect(await em.count(SanctionsEntry, { list: 'un' })).toBe(7);
    const shadow = await em.findOneOrFail(SanctionsEntry, { list: 'ofac', externalId: '90001' });
    expect(shadow.aliases).toContain('SHADOW FREIGHT FZE');
  });

  it('upserts by list and id and deletes the parties no longer listed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sanctions-'));
    try {
      const sdn = readFileSync(path.join(fixtures, 'sdn.csv'), 'utf8')
        .split('\r\n')
        .filter((line) => !line.startsWith('90012,'))
        .map((line) => line.replace('"GOLDEN CRESCENT EXCHANGE"', '"GOLDEN CRESCENT EXCHANGE HOUSE"'))
        .join('\r\n');
      const extra =
        '90013,"SILVER LOTUS HOLDINGS","-0- ","SDGT","-0- ","-0- ","-0- ","-0- ","-0- ","-0- ","-0- ","-0- "';
      writeFileSync(path.join(dir, 'sdn.csv'), `${sdn}${extra}\r\n`);
      const counts = await importSanctionsList(orm.em.fork(), 'ofac', {
        main: path.join(dir, 'sdn.csv'),
        alt: path.join(fixtures, 'alt.csv'),
      });
      expect(counts).toEqual({ list: 'ofac', total: 12, created: 1, updated: 11, deleted: 1 });
      const em = orm.em.fork();
      expect(await em.findOne(SanctionsEntry, { list: 'ofac', externalId: '90012' })).toBeNull();
      expect((await em.findOneOrFail(SanctionsEntry, { list: 'ofac', externalId: '90007' })).name).toBe(
        'GOLDEN CRESCENT EXCHANGE HOUSE',
      );
      // The UN list is untouched by an OFAC import.
      expect(await em.count(SanctionsEntry, { list: 'un' })).toBe(7);
    } finally {
      // Back to the shipped list for the screening tests.
      await importSanctionsList(orm.em.fork(), 'ofac', path.join(fixtures, 'sdn.csv'));
      rmSync(dir, { recursive: true, force: true });
    }
    expect(await orm.em.fork().count(SanctionsEntry, { list: 'ofac' })).toBe(12);
  });
});

describe('supplier screening', () => {
  it('marks a supplier named like a listed entity for review and alerts the right members', async () => {
    const { organisationId, userIds } = await buildOrganisation([
      ['Supplier Management'],
      ['Risk Assessment'],
      ['Payment Approval'],
    ]);
    const supplierId = await buildSupplier(organisationId, userIds[0]!, 'Shadow Freight Trading L.L.C.');
    const pushes = await recordOutboxPushes(orm);

    const result = await screenSupplier(orm.em.fork(), supplierId);
    expect(result.status).toBe('screened');
    if (result.status !== 'screened') return;
    expect(result.screeningStatus).toBe('hit');
    expect(result.newHits).toBe(2);
    expect(result.hits.map((hit) => [hit.entry.list, hit.entry.externalId, hit.score, hit.status])).toEqual([
      ['ofac', '90001', 100, 'open'],
      ['un', '7200001', 100, 'open'],
    ]);
    expect(result.hits[0]?.entry).toMatchObject({ name: 'SHADOW FREIGHT TRADING LLC', partyType: 'entity' });

    const em = orm.em.fork();
    const supplier = await em.findOneOrFail(Supplier, supplierId);
    expect(supplier.screeningStatus).toBe('hit');
    expect(supplier.screenedAt).toBeInstanceOf(Date);
    expect(supplier.riskScore).toBe('High');
    const notifications = await em.find(Notification, { organisation: organisationId });
    expect(notifications.map((notification) => notification.user.id).sort()).toEqual(
      [userIds[0]!, userIds[1]!].sort(),
    );
    expect(notifications[0]).toMatchObject({ type: 'alert', title: 'Sanctions screening hit' });
    expect(notifications[0]?.message).toContain('SHADOW FREIGHT TRADING LLC');
    expect(
      await em.count(Activity, { organisation: organisationId, type: 'alert', relatedId: supplierId }),
    ).toBe(1);
    const sent = await pushes.sent();
    expect(sent.filter((push) => push.event === 'notification:new')).toHaveLength(2);
    expect(sent).toContainEqual({
      room: `org:${organisationId}`,
      event: 'supplier:changed',
      payload: { supplierId },
    });
  });

  it('screens key people, reordering a listed "LAST, First" name', async () => {
    const { organisationId, userIds } = await buildOrganisation([['Risk Assessment']]);
    const supplierId = await buildSupplier(organisationId, userIds[0]!, 'Hamburg Precision Tools GmbH', [
      'Dmitry Kovalenko',
      'Anna Schmidt',
    ]);
    const result = await screenSupplier(orm.em.fork(), supplierId);
    if (result.status !== 'screened') throw new Error('not screened');
    expect(result.screeningStatus).toBe('hit');
    expect(result.hits).toHaveLength(1);
    expect(result.hits[0]).toMatchObject({
      subjectType: 'key_person',
      subjectName: 'Dmitry Kovalenko',
      entry: { list: 'ofac', externalId: '90002', name: 'KOVALENKO, Dmitri Sergeyevich' },
    });
    expect(result.hits[0]!.score).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
  });

  it('keeps a dismissal across re-screening, without a second alert', async () => {
    const { organisationId, userIds } = await buildOrganisation([['Supplier Management']]);
    const supplierId = await buildSupplier(organisationId, userIds[0]!, 'Koryo United Mining Corp');
    await screenSupplier(orm.em.fork(), supplierId);
    const em = orm.em.fork();
    const hits = await em.find(ScreeningHit, { supplier: supplierId });
    expect(hits).toHaveLength(1);
    for (const hit of hits) em.assign(hit, { status: 'dismissed', dismissedReason: 'Different company' });
    await em.flush();

    const pushes = await recordOutboxPushes(orm);
    const again = await screenSupplier(orm.em.fork(), supplierId);
    if (again.status !== 'screened') throw new Error('not screened');
    expect(again.screeningStatus).toBe('dismissed');
    expect(again.newHits).toBe(0);
    expect(again.hits[0]).toMatchObject({ status: 'dismissed', dismissedReason: 'Different company' });
    expect((await pushes.sent()).filter((push) => push.event === 'notification:new')).toHaveLength(0);
    expect(await orm.em.fork().count(Notification, { organisation: organisationId })).toBe(1);
  });

  it('clears an unrelated supplier, and a near miss stays clear', async () => {
    const { organisationId, userIds } = await buildOrganisation([['Supplier Management']]);
    const unrelated = await buildSupplier(organisationId, userIds[0]!, 'Hamburg Precision Tools GmbH');
    const nearMiss = await buildSupplier(organisationId, userIds[0]!, 'Shadow Freight Services Ltd');
    for (const supplierId of [unrelated, nearMiss]) {
      const result = await screenSupplier(orm.em.fork(), supplierId);
      expect(result).toMatchObject({ status: 'screened', screeningStatus: 'clear', hits: [] });
    }
    // The score counts the result: no country of record (Medium, 15) + screening clear (0) + three missing
    // documents (24) + pending (8) = 47 points, Medium (not the Low it was stored with).
    const supplier = await orm.em.fork().findOneOrFail(Supplier, unrelated);
    expect(supplier.riskScore).toBe('Medium');
    expect(await orm.em.fork().count(Notification, { organisation: organisationId })).toBe(0);
  });

  it('skips a supplier that is gone, and re-screens everyone after an import', async () => {
    expect(await screenSupplier(orm.em.fork(), 'no-such-supplier')).toEqual({
      status: 'skipped',
      reason: 'supplier not found',
    });
    const result = await screenAllSuppliers(orm.em.fork());
    expect(result.screened).toBeGreaterThanOrEqual(5);
    expect(result.withNewHits).toBe(0);
  });
});

describe('scheduled re-import', () => {
  const job = { name: 'reimport-sanctions-lists', data: {} } as SanctionsJob;

  it('is scheduled daily on its own queue', () => {
    expect(JOB_SCHEDULES.sanctions).toEqual([
      {
        id: 'daily-reimport-sanctions-lists',
        name: 'reimport-sanctions-lists',
        pattern: '43 4 * * *',
        data: {},
      },
    ]);
  });

  it('skips when no source is configured', async () => {
    const process = createSanctionsProcessor({
      orm,
      sources: { ofac: undefined, un: undefined },
    });
    expect(await process(job)).toMatchObject({ status: 'skipped' });
  });

  it('re-imports the configured lists, then re-screens every supplier', async () => {
    const process = createSanctionsProcessor({
      orm,
      sources: { ofac: path.join(fixtures, 'sdn.csv'), un: path.join(fixtures, 'consolidated.xml') },
    });
    const result = await process(job);
    expect(result).toMatchObject({
      status: 'imported',
      imports: [
        { list: 'ofac', total: 12, created: 0, updated: 12, deleted: 0 },
        { list: 'un', total: 7, created: 0, updated: 7, deleted: 0 },
      ],
      screening: { withNewHits: 0 },
    });
  });
});
