// The audit log in the reader's language: every action the server may write (the contract's AUDIT_ACTIONS,
// the only ones the audit writers accept) has words in en, zh and es; entity types, field names and coded
// values read as words, money and dates in the reader's locale; a code the catalogue lacks stays as it is.
import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, auditFxTrade } from '@tradehub/contract/constants';
import { formatMoney, intlLocaleFor } from '../../src/i18n/format';
import { messages } from '../../src/i18n/resources';
import {
  auditActionText,
  auditCurrency,
  auditEntityTypeText,
  auditFieldText,
  auditValueText,
} from '../../src/pages/audit/auditText';
import { bookedEurForward } from '../../../infra/test-support/booked-fx-trade';
import { catalogueI18n, formatFor, type Language } from './support/catalogue-i18n';

let i18n: I18n;
beforeAll(async () => {
  i18n = await catalogueI18n();
});

/** The catalogue's entry at a dotted path (the actions nest by their dotted parts). */
const at = (tree: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      tree,
    );

async function inLanguage(language: Language) {
  await i18n.changeLanguage(language);
  return { t: i18n.t, format: formatFor(language) };
}

describe('audit actions', () => {
  it.each(['en', 'zh', 'es'] as const)('has words in %s for every action the server writes', (language) => {
    const missing = AUDIT_ACTIONS.filter(
      (action) => typeof at(messages[language].audit.actions, action) !== 'string',
    );
    expect(missing).toEqual([]);
  });

  it.each(['zh', 'es'] as const)('says each action in %s, not in English', async (language) => {
    const { t } = await inLanguage(language);
    const read = AUDIT_ACTIONS.map((action) => auditActionText(action, t));
    const english = AUDIT_ACTIONS.map((action) => at(messages.en.audit.actions, action));
    AUDIT_ACTIONS.forEach((action, index) => {
      expect(read[index]).not.toBe(action);
      expect(read[index]).not.toBe(english[index]);
    });
  });

  it('shows an action this build does not know as its code', async () => {
    const { t } = await inLanguage('zh');
    expect(auditActionText('payment.teleported', t)).toBe('payment.teleported');
    expect(auditActionText('payment.approved', t)).toBe('付款已批准');
  });
});

describe('an audit entry in zh and es', () => {
  it('says entity types and field names in words, unknown ones as their code', async () => {
    let { t } = await inLanguage('zh');
    expect(auditEntityTypeText('payment_batch', t)).toBe('批量付款');
    expect(auditFieldText('approvalStatus', t)).toBe('审批');
    expect(auditFieldText('someNewField', t)).toBe('someNewField');
    ({ t } = await inLanguage('es'));
    expect(auditEntityTypeText('supplier_document', t)).toBe('Documento del proveedor');
    expect(auditFieldText('approvalsRequired', t)).toBe('Aprobaciones necesarias');
    expect(auditEntityTypeText('spaceship', t)).toBe('spaceship');
  });

  it('says coded values in words: statuses, approval statuses, policy modes, risk rules', async () => {
    const zh = await inLanguage('zh');
    expect(auditValueText('approvalStatus', 'awaiting', zh)).toBe('待审批');
    expect(auditValueText('status', 'completed', zh)).toBe('已完成');
    expect(auditValueText('supplierVerification', 'four_eyes', zh)).toBe('四眼原则');
    expect(auditValueText('review', 'single reviewer', zh)).toBe('单人审核');
    expect(auditValueText('riskRules', { firstPayment: 'always', newBankDetails: 'off' }, zh)).toBe(
      '首次向供应商付款: 始终, 银行信息近期变更: 关闭',
    );
    expect(auditValueText('status', 'warp_speed', zh)).toBe('warp_speed');
    expect(auditValueText('isAdmin', true, zh)).toBe('是');
    expect(auditValueText('reason', null, zh)).toBe('—');
    const es = await inLanguage('es');
    expect(auditValueText('status', 'partly_paid', es)).toBe('Pagada en parte');
    expect(auditValueText('hitStatus', 'dismissed', es)).toBe('Descartada');
    expect(auditValueText('emailVerified', false, es)).toBe('No');
  });

  it.each(['zh', 'es'] as const)('formats money, percentages and dates for %s', async (language) => {
    const reader = await inLanguage(language);
    const changes = {
      amountMinor: { before: null, after: 123_456 },
      currency: { before: null, after: 'USD' },
    };
    const currency = auditCurrency(changes);
    expect(currency).toBe('USD');
    expect(auditValueText('amountMinor', 123_456, { ...reader, currency })).toBe(
      formatMoney(123_456, 'USD', intlLocaleFor(language)),
    );
    expect(auditValueText('targetHedgePercent', 62.5, reader)).toBe(`${reader.format.number(62.5)}%`);
    expect(auditValueText('dueDate', '2027-01-11', reader)).toBe(
      reader.format.date('2027-01-11T00:00:00.000Z', { timeZone: 'UTC' }),
    );
    expect(auditValueText('submittedAt', '2026-11-27T02:00:00.000Z', reader)).toBe(
      reader.format.dateTime('2026-11-27T02:00:00.000Z'),
    );
  });

  it('says approval bands and weakenings in words', async () => {
    const zh = await inLanguage('zh');
    expect(
      auditValueText('approvalTiers', [{ fromMinor: 1_000_000, approvers: 2 }], { ...zh, currency: 'USD' }),
    ).toBe(`${formatMoney(1_000_000, 'USD', intlLocaleFor('zh'))} 起：2 位审批人`);
    const weakens = [{ kind: 'risk_rule', rule: 'firstPayment', before: 'always', after: 'off' }];
    expect(auditValueText('weakens', weakens, zh)).toBe('首次向供应商付款：始终 → 关闭');
    // A policy row records the base currency unchanged beside its amounts: they read as money.
    const currency = auditCurrency({
      dailyUnapprovedLimitMinor: { before: 2_500_000, after: null },
      currency: { before: 'EUR', after: 'EUR' },
    });
    expect(auditValueText('dailyUnapprovedLimitMinor', 2_500_000, { ...zh, currency })).toBe(
      formatMoney(2_500_000, 'EUR', intlLocaleFor('zh')),
    );
    // Anything else structured stays readable as JSON.
    expect(auditValueText('window', { from: 1 }, zh)).toBe('{"from":1}');
  });
});

describe('structured audit values in en, zh and es', () => {
  const approval = {
    kind: 'approved',
    proposedBy: { id: 'u1', name: 'Ann A' },
    approvedBy: { id: 'u2', name: 'Bob B' },
  };
  const trade = bookedEurForward.auditValue;

  it.each([
    [
      'en',
      'proposed by Ann A, approved by Bob B',
      'applied at once: the organisation has no other member with Team Management',
    ],
    ['zh', '由 Ann A 提议，Bob B 批准', '立即生效：组织中没有其他拥有团队管理权限的成员'],
    [
      'es',
      'propuesto por Ann A, aprobado por Bob B',
      'aplicado de inmediato: la organización no tiene otro miembro con Gestión del equipo',
    ],
  ] as const)('says a second approval in %s', async (language, approved, sole) => {
    const reader = await inLanguage(language);
    expect(auditValueText('secondApproval', approval, reader)).toBe(approved);
    expect(auditValueText('secondApproval', { kind: 'no_other_team_manager' }, reader)).toBe(sole);
    // An old row whose sentence the migration could not read stays as written.
    expect(auditValueText('secondApproval', 'approved over the phone', reader)).toBe(
      'approved over the phone',
    );
  });

  it.each([
    [
      'en',
      (money: string, rate: string, day: string) =>
        `Forward buy of ${money} at EUR/USD ${rate}, value date ${day}`,
    ],
    [
      'zh',
      (money: string, rate: string, day: string) => `远期买入 ${money}，EUR/USD 汇率 ${rate}，起息日 ${day}`,
    ],
    [
      'es',
      (money: string, rate: string, day: string) =>
        `A plazo: compra de ${money} a EUR/USD ${rate}, fecha valor ${day}`,
    ],
  ] as const)('says a booked trade in %s, money, rate and day for the locale', async (language, expected) => {
    const reader = await inLanguage(language);
    const money = formatMoney(100_000, 'EUR', intlLocaleFor(language));
    const rate = reader.format.pairRate({ base: 'EUR', quote: 'USD' }, '1.0848');
    const day = reader.format.date('2026-12-24T00:00:00.000Z', { timeZone: 'UTC' });
    expect(auditValueText('trade', trade, reader)).toBe(expected(money, rate, day));
    expect(auditValueText('trade', { ...trade, side: 'sell', kind: 'spot' }, reader)).not.toContain('spot');
    expect(auditValueText('trade', 'spot buy EUR 1 @ x', reader)).toBe('spot buy EUR 1 @ x');
  });

  it('writes the trade as the contract says it: the pair as treasurers read it, its rate rounded as shown', () => {
    expect(
      auditFxTrade({
        kind: 'spot',
        side: 'sell',
        currency: 'JPY',
        amountMinor: 150_000,
        rate: 148.254,
        valueDate: '2026-12-01T00:00:00.000Z',
      }),
    ).toEqual({
      kind: 'spot',
      side: 'sell',
      currency: 'JPY',
      amountMinor: 150_000,
      pair: 'USD/JPY',
      rate: '148.25',
      valueDate: '2026-12-01',
    });
    expect(auditFxTrade({ ...trade, kind: 'forward', side: 'buy', rate: 0.92184 })).toMatchObject({
      pair: 'EUR/USD',
      rate: '1.0848',
    });
  });
});
