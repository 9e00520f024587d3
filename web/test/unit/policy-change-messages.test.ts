// A policy change's activity and notification say which policies changed and what a change weakens in the
// reader's language: the server stores codes (`policiesCodeList`) and the weakenings themselves
// (`weakensWeakenings`, contract PolicyWeakening[] as JSON), never English phrases. Rows stored before keep
// their English parameter and still read.
import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityItem, NotificationItem } from '@tradehub/contract';
import { activityText } from '../../src/activities/activityText';
import { formatMoney, intlLocaleFor } from '../../src/i18n/format';
import { notificationText } from '../../src/notifications/notificationText';
import { catalogueI18n, formatFor, type Language } from './support/catalogue-i18n';

let i18n: I18n;
beforeAll(async () => {
  i18n = await catalogueI18n();
});

const weakensWeakenings = JSON.stringify([
  { kind: 'risk_rule', rule: 'firstPayment', before: 'always', after: 'off' },
  { kind: 'approval_band', fromMinor: 1_000_000, before: 1, after: 0 },
  { kind: 'daily_limit', before: 2_500_000, after: null },
]);

const activity = (messageKey: string, params: Record<string, string | number>): ActivityItem => ({
  id: 'a1',
  type: 'alert',
  title: 'Policies changed',
  description: 'STORED ENGLISH',
  messageKey,
  params,
  status: 'completed',
  date: '2026-11-27T02:00:00.000Z',
  relatedId: null,
});

const notification = (messageKey: string, params: Record<string, string | number>): NotificationItem => ({
  id: 'n1',
  type: 'alert',
  title: 'Policy change awaiting approval',
  message: 'STORED ENGLISH',
  messageKey,
  params,
  link: null,
  createdAt: '2026-11-27T02:00:00.000Z',
  readAt: null,
});

async function readActivity(language: Language, messageKey: string, params: Record<string, string | number>) {
  await i18n.changeLanguage(language);
  return activityText(activity(messageKey, params), i18n.t, formatFor(language)).description;
}

async function readNotification(
  language: Language,
  messageKey: string,
  params: Record<string, string | number>,
) {
  await i18n.changeLanguage(language);
  return notificationText(notification(messageKey, params), i18n.t, formatFor(language)).message;
}

describe('policies changed', () => {
  const params = { by: 'Li Wei', policiesCodeList: 'riskRules,approvalTiers' };

  it('names the changed policies in words, as a list of the language', async () => {
    expect(await readActivity('en', 'policiesChanged', params)).toBe(
      "Li Wei changed the organisation's policies: risk rules and payment approval bands.",
    );
    expect(await readActivity('zh', 'policiesChanged', params)).toBe(
      'Li Wei 修改了组织的政策：风险规则和付款审批档位。',
    );
    expect(await readNotification('es', 'policiesChangedApproved', { ...params, approver: 'Ana' })).toContain(
      'reglas de riesgo y tramos de aprobación de pagos',
    );
  });

  it('keeps the English phrase of a row stored before codes', async () => {
    expect(await readActivity('zh', 'policiesChanged', { by: 'Li Wei', policies: 'risk rules' })).toContain(
      'risk rules',
    );
  });

  it('shows an unknown policy code as it is rather than nothing', async () => {
    expect(
      await readActivity('es', 'policiesChanged', { by: 'Li Wei', policiesCodeList: 'newPolicy' }),
    ).toContain('newPolicy');
  });
});

describe('a change that weakens a control', () => {
  const params = { by: 'Li Wei', weakensWeakenings, currency: 'USD' };

  it.each(['zh', 'es'] as const)('says each weakening in %s, money in the locale', async (language) => {
    const text = await readNotification(language, 'policyChangeProposed', params);
    const words =
      language === 'zh'
        ? ['首次向供应商付款', '始终', '关闭', '审批人 1 → 0', '无限额']
        : ['Primer pago a un proveedor', 'Siempre', 'Desactivada', 'aprobadores 1 → 0'];
    for (const word of words) expect(text).toContain(word);
    expect(text).toContain(formatMoney(1_000_000, 'USD', intlLocaleFor(language)));
    expect(text).toContain(formatMoney(2_500_000, 'USD', intlLocaleFor(language)));
    expect(text).not.toMatch(/first payment|approvers|\{\{|STORED/u);
  });

  it('reads a rejection with its reason', async () => {
    const text = await readNotification('zh', 'policyChangeRejectedWithReason', {
      ...params,
      by: 'Ana',
      reason: '需要两人审核',
    });
    expect(text).toContain('首次向供应商付款');
    expect(text).toContain('需要两人审核');
  });

  it('keeps the English phrase of a row stored before the weakenings were', async () => {
    const text = await readActivity('es', 'policyChangeRejected', {
      by: 'Ana',
      weakens: 'the first payment rule (always → off)',
    });
    expect(text).toContain('the first payment rule (always → off)');
  });
});
