import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_TYPES,
  NOTIFICATION_TYPES,
  PAYMENT_STATUSES,
  SUPPLIER_STATUSES,
  TRANSFER_METHODS,
} from '@tradehub/contract';
import { normaliseEmail } from '../../src/entities/user-profile.js';
import { PERMISSIONS, normalisePermissions } from '../../src/permissions.js';
import { buildDemoData, DEMO_SUPPLIER_IDS, DEMO_USER_ID } from '../../src/seeds/demo-data.js';
import { activityMessagesEn } from '@tradehub/contract/activity-messages/en';

const now = new Date('2026-03-10T05:30:00Z');
const data = buildDemoData(now);
const DAY = 86_400_000;

describe('demo data', () => {
  it('uses unique, stable ids', () => {
    const ids = Object.values(data).flatMap((rows: { id: string }[]) => rows.map((row) => row.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(buildDemoData(new Date()).suppliers.map((supplier) => supplier.id)).toEqual([
      ...DEMO_SUPPLIER_IDS,
    ]);
  });

  it('has one supplier per status', () => {
    expect(data.suppliers.map((supplier) => supplier.status).sort()).toEqual([...SUPPLIER_STATUSES].sort());
    expect(
      data.suppliers.find((supplier) => supplier.status === 'verified')?.verificationDate,
    ).toBeInstanceOf(Date);
  });

  it('only refers to suppliers and users it creates', () => {
    const suppliers = new Set(data.suppliers.map((supplier) => supplier.id));
    const users = new Set(data.users.map((user) => user.id));
    for (const row of [
      ...data.riskMetrics,
      ...data.keyPeople,
      ...data.financials,
      ...data.documents,
      ...data.payments,
    ]) {
      expect(suppliers.has(row.supplier as string)).toBe(true);
    }
    for (const membership of data.memberships) expect(users.has(membership.user as string)).toBe(true);
  });

  it('spreads ten payments over the last 30 days with every method and status, in whole cents', () => {
    expect(data.payments).toHaveLength(10);
    expect(new Set(data.payments.map((payment) => payment.method))).toEqual(new Set(TRANSFER_METHODS));
    expect(new Set(data.payments.map((payment) => payment.status))).toEqual(new Set(PAYMENT_STATUSES));
    for (const payment of data.payments) {
      expect(Number.isSafeInteger(payment.amountMinor)).toBe(true);
      const age = now.getTime() - (payment.date as Date).getTime();
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(30 * DAY);
    }
  });

  it('never dates anything in the future except document expiries', () => {
    const dates = [
      ...data.activities.map((row) => row.date),
      ...data.notifications.map((row) => row.createdAt),
      ...data.riskSnapshots.map((row) => row.computedAt),
      ...data.documents.map((row) => row.uploadedAt),
    ] as Date[];
    for (const date of dates) expect(date.getTime()).toBeLessThanOrEqual(now.getTime());
  });

  it('covers every activity and notification type', () => {
    expect(new Set(data.activities.map((activity) => activity.type))).toEqual(new Set(ACTIVITY_TYPES));
    expect(new Set(data.notifications.map((notification) => notification.type))).toEqual(
      new Set(NOTIFICATION_TYPES),
    );
  });

  it('makes the demo user the Owner with every permission, and gives everyone valid permissions', () => {
    const owner = data.memberships.find((membership) => membership.user === DEMO_USER_ID);
    expect(owner?.role).toBe('Owner');
    expect(owner?.permissions).toEqual([...PERMISSIONS]);
    for (const membership of data.memberships) {
      const permissions = membership.permissions as string[];
      expect(normalisePermissions(permissions)).toEqual(permissions);
    }
  });

  it('stores e-mail addresses normalised', () => {
    for (const user of data.users) expect(user.email).toBe(normaliseEmail(user.email));
    expect(normaliseEmail('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });

  it('stores every activity as a message key of the catalogue with a parameter for each placeholder', () => {
    // Some entries have plural forms (description_one, description_other): every text of the entry counts.
    const catalogue: Record<string, Record<string, string>> = activityMessagesEn;
    for (const activity of data.activities) {
      const entry = catalogue[activity.messageKey ?? ''];
      expect(entry, `${activity.id} has a key of the catalogue`).toBeDefined();
      // A placeholder `x` is given as `x`, or formatted from `xMinor`, `xPercent`, `xDate`, `xCode`.
      const given = Object.keys(activity.params ?? {}).map((name) =>
        name.replace(/(Minor|Percent|Date|Code|CodeList)$/u, ''),
      );
      const placeholders = [
        ...Object.values(entry!)
          .join(' ')
          .matchAll(/\{\{(\w+)\}\}/gu),
      ].map((match) => match[1]!);
      expect(
        placeholders.filter((name) => !given.includes(name)),
        activity.id,
      ).toEqual([]);
    }
  });
});
