// The one renderer of audit entries (gateway/contract/src/audit-text.ts), which the web's Audit Log page and the
// gateway's CSV export both use: every action the server may write (the contract's AUDIT_ACTIONS, the only
// ones the audit writers accept) has words in en, zh and es; entity types, field names, coded and structured
// values read as words, money, rates and dates in the reader's locale; a code or a value it does not know is
// shown as it is, never thrown on.
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../src/audit-actions.js';
import { bookedEurForward } from '../../../../infra/test-support/booked-fx-trade.js';
import { auditFxTrade } from '../../src/audit-values.js';
import {
  auditChangesText,
  auditCurrency,
  auditEntryText,
  auditText,
  type AuditEntryInput,
} from '../../src/audit-text.js';
import { localeFormatters } from '../../src/format.js';
import { auditWordsEn } from '../../src/i18n/audit-words/en.js';
import { LANGUAGES, LANGUAGE_LOCALES, type Language } from '../../src/languages.js';
import { formatMoney } from '../../src/money.js';

const money = (minor: number, currency: string, language: Language) =>
  formatMoney(minor, currency, LANGUAGE_LOCALES[language]);
const format = (language: Language) => localeFormatters(language);

describe('audit actions', () => {
  it.each(LANGUAGES)('has words in %s for every action the server writes', (language) => {
    const words = auditText(language);
    const missing = AUDIT_ACTIONS.filter((action) => words.action(action) === action);
    expect(missing).toEqual([]);
  });

  it.each(['zh', 'es'] as const)('says each action in %s, not in English', (language) => {
    const english = auditText('en');
    const words = auditText(language);
    for (const action of AUDIT_ACTIONS) expect(words.action(action), action).not.toBe(english.action(action));
  });

  it.each([
    ['en', 'Payment approved'],
    ['zh', '付款已批准'],
    ['es', 'Pago aprobado'],
  ] as const)(
    'says an action in %s; an action this build does not know as its code',
    (language, approved) => {
      const words = auditText(language);
      expect(words.action('payment.approved')).toBe(approved);
      expect(words.action('payment.teleported')).toBe('payment.teleported');
      expect(words.action('payment')).toBe('payment');
      expect(words.action('constructor')).toBe('constructor');
      expect(words.action('')).toBe('');
    },
  );
});

describe('an audit entry in zh and es', () => {
  it('says entity types and field names in words, unknown ones as their code', () => {
    const zh = auditText('zh');
    expect(zh.entityType('payment_batch')).toBe('批量付款');
    expect(zh.field('approvalStatus')).toBe('审批');
    expect(zh.field('someNewField')).toBe('someNewField');
    expect(zh.field('toString')).toBe('toString');
    const es = auditText('es');
    expect(es.entityType('supplier_document')).toBe('Documento del proveedor');
    expect(es.field('approvalsRequired')).toBe('Aprobaciones necesarias');
    expect(es.entityType('spaceship')).toBe('spaceship');
  });

  it('says coded values in words: statuses, approval statuses, policy modes, risk rules', () => {
    const zh = auditText('zh');
    expect(zh.value('approvalStatus', 'awaiting')).toBe('待审批');
    expect(zh.value('status', 'completed')).toBe('已完成');
    expect(zh.value('supplierVerification', 'four_eyes')).toBe('四眼原则');
    expect(zh.value('review', 'single reviewer')).toBe('单人审核');
    expect(zh.value('riskRules', { firstPayment: 'always', newBankDetails: 'off' })).toBe(
      '首次向供应商付款: 始终, 银行信息近期变更: 关闭',
    );
    expect(zh.value('status', 'warp_speed')).toBe('warp_speed');
    expect(zh.value('status', '__proto__')).toBe('__proto__');
    expect(zh.value('isAdmin', true)).toBe('是');
    expect(zh.value('reason', null)).toBe('—');
    const es = auditText('es');
    expect(es.value('status', 'partly_paid')).toBe('Pagada en parte');
    expect(es.value('hitStatus', 'dismissed')).toBe('Descartada');
    expect(es.value('emailVerified', false)).toBe('No');
    expect(es.value('language', 'zh')).toBe('中文');
  });

  it('says permissions and built-in roles in words; a typed role and an unknown permission as they are', () => {
    const es = auditText('es');
    expect(es.value('permissions', ['Payment Approval', 'Audit Logs'])).toBe(
      'Aprobación de pagos, Registros de auditoría',
    );
    expect(es.value('role', 'Team Manager')).toBe('Responsable del equipo');
    expect(es.value('formerOwnerRole', 'Jefa de compras')).toBe('Jefa de compras');
    expect(auditText('zh').value('permissions', 'Time Travel')).toBe('Time Travel');
  });

  it.each(['en', 'zh', 'es'] as const)('formats money, percentages and dates for %s', (language) => {
    const words = auditText(language, { timeZone: 'Asia/Shanghai' });
    const changes = {
      amountMinor: { before: null, after: 123_456 },
      currency: { before: null, after: 'USD' },
    };
    const currency = auditCurrency(changes);
    expect(currency).toBe('USD');
    expect(words.value('amountMinor', 123_456, currency)).toBe(money(123_456, 'USD', language));
    // Without a currency recorded, an amount is a plain number rather than a guess.
    expect(words.value('amountMinor', 123_456)).toBe(format(language).number(123_456));
    expect(words.value('targetHedgePercent', 62.5)).toBe(`${format(language).number(62.5)}%`);
    expect(words.value('dueDate', '2027-01-11')).toBe(
      format(language).date('2027-01-11T00:00:00.000Z', { timeZone: 'UTC' }),
    );
    // An instant in the reader's zone: 02:00 UTC is 10:00 in Shanghai.
    expect(words.value('submittedAt', '2026-11-27T02:00:00.000Z')).toBe(
      format(language).dateTime('2026-11-27T02:00:00.000Z', { timeZone: 'Asia/Shanghai' }),
    );
    expect(words.value('submittedAt', '2026-11-27T02:00:00.000Z')).toMatch(/10/u);
  });

  it('says approval bands in words, plural by the count', () => {
    const zh = auditText('zh');
    expect(zh.value('approvalTiers', [{ fromMinor: 1_000_000, approvers: 2 }], 'USD')).toBe(
      `${money(1_000_000, 'USD', 'zh')} 起：2 位审批人`,
    );
    const en = auditText('en');
    expect(
      en.value(
        'approvalTiers',
        [
          { fromMinor: 0, approvers: 1 },
          { fromMinor: 5_000_000, approvers: 2 },
        ],
        'EUR',
      ),
    ).toBe(`from ${money(0, 'EUR', 'en')}: 1 approver; from ${money(5_000_000, 'EUR', 'en')}: 2 approvers`);
    // A band the row does not record as one stays readable as JSON.
    expect(en.value('approvalTiers', [{ fromMinor: 'x' }])).toBe('[{"fromMinor":"x"}]');
  });

  it.each([
    [
      'en',
      [
        `Payments from ${money(1_000_000, 'EUR', 'en')}: approvers 2 → 1`,
        'First payment to a supplier: Always → Off',
        'Supplier verification: Four-eyes → Single reviewer',
        `Daily limit without approval: ${money(2_500_000, 'EUR', 'en')} → no limit`,
      ],
    ],
    [
      'zh',
      [
        `从 ${money(1_000_000, 'EUR', 'zh')} 起的付款：审批人 2 → 1`,
        '首次向供应商付款：始终 → 关闭',
        '供应商验证：四眼原则 → 单人审核',
        `无需审批的每日限额：${money(2_500_000, 'EUR', 'zh')} → 无限额`,
      ],
    ],
    [
      'es',
      [
        `Pagos desde ${money(1_000_000, 'EUR', 'es')}: aprobadores 2 → 1`,
        'Primer pago a un proveedor: Siempre → Desactivada',
        'Verificación de proveedores: Cuatro ojos → Un solo revisor',
        `Límite diario sin aprobación: ${money(2_500_000, 'EUR', 'es')} → sin límite`,
      ],
    ],
  ] as const)('says each kind of weakening in %s', (language, expected) => {
    const weakens = [
      { kind: 'approval_band', fromMinor: 1_000_000, before: 2, after: 1 },
      { kind: 'risk_rule', rule: 'firstPayment', before: 'always', after: 'off' },
      { kind: 'supplier_verification', before: 'four_eyes', after: 'single_reviewer' },
      { kind: 'daily_limit', before: 2_500_000, after: null },
    ];
    expect(auditText(language).value('weakens', weakens, 'EUR')).toBe(expected.join('; '));
  });

  it('keeps a weakening it does not know, and anything else structured, readable as JSON', () => {
    const zh = auditText('zh');
    expect(zh.value('weakens', [{ kind: 'time_travel' }])).toBe('[{"kind":"time_travel"}]');
    expect(zh.value('window', { from: 1 })).toBe('{"from":1}');
    expect(zh.value('window', [{ from: 1 }])).toBe('[{"from":1}]');
    expect(zh.value('scopes', [])).toBe('—');
  });
});

describe('structured audit values in en, zh and es', () => {
  const approval = {
    kind: 'approved',
    proposedBy: { id: 'u1', name: 'Ann A' },
    approvedBy: { id: 'u2', name: 'Bob B' },
  };
  // The shared booked forward (infra/test-support/booked-fx-trade.ts), its audit value made by the contract.
  const trade = auditFxTrade(bookedEurForward.terms);

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
  ] as const)('says a second approval in %s', (language, approved, sole) => {
    const words = auditText(language);
    expect(words.value('secondApproval', approval)).toBe(approved);
    expect(words.value('secondApproval', { kind: 'no_other_team_manager' })).toBe(sole);
    // An old row whose sentence the migration could not read stays as written.
    expect(words.value('secondApproval', 'approved over the phone')).toBe('approved over the phone');
    expect(words.value('secondApproval', { kind: 'approved' })).toBe('{"kind":"approved"}');
  });

  it.each([
    [
      'en',
      (amount: string, rate: string, day: string) =>
        `Forward buy of ${amount} at EUR/USD ${rate}, value date ${day}`,
    ],
    [
      'zh',
      (amount: string, rate: string, day: string) =>
        `远期买入 ${amount}，EUR/USD 汇率 ${rate}，起息日 ${day}`,
    ],
    [
      'es',
      (amount: string, rate: string, day: string) =>
        `A plazo: compra de ${amount} a EUR/USD ${rate}, fecha valor ${day}`,
    ],
  ] as const)('says a booked trade in %s, money, rate and day for the locale', (language, expected) => {
    const words = auditText(language);
    const rate = format(language).pairRate({ base: 'EUR', quote: 'USD' }, '1.0848');
    const day = format(language).date('2026-12-24T00:00:00.000Z', { timeZone: 'UTC' });
    expect(words.value('trade', trade)).toBe(expected(money(100_000, 'EUR', language), rate, day));
    expect(words.value('trade', { ...trade, side: 'sell', kind: 'spot' })).not.toContain('spot');
    expect(words.value('trade', 'spot buy EUR 1 @ x')).toBe('spot buy EUR 1 @ x');
    expect(words.value('trade', { ...trade, rate: 'NaN' })).toBe(JSON.stringify({ ...trade, rate: 'NaN' }));
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
    expect(trade).toEqual(bookedEurForward.auditValue);
  });
});

describe('a whole entry', () => {
  const entry: AuditEntryInput = {
    at: '2026-11-27T02:05:00.000Z',
    actor: null,
    action: 'payment.approved',
    entityType: 'payment',
    changes: {
      approvalStatus: { before: 'awaiting', after: 'approved' },
      amountMinor: { before: 250_000, after: 250_000 },
      currency: { before: 'USD', after: 'USD' },
    },
  };

  it.each([
    ['en', 'System', 'Payment approved', 'Payment', 'Approval: Awaiting approval → Approved'],
    ['zh', '系统', '付款已批准', '付款', '审批: 待审批 → 已批准'],
    ['es', 'Sistema', 'Pago aprobado', 'Pago', 'Aprobación: Pendiente de aprobación → Aprobado'],
  ] as const)('reads in %s: who, what, on what, and each change', (language, actor, action, type, first) => {
    const text = auditEntryText(entry, language, { timeZone: 'UTC' });
    expect(text).toMatchObject({ actor, action, entityType: type });
    expect(text.at).toBe(format(language).dateTime(entry.at, { timeZone: 'UTC' }));
    expect(text.changes.map((change) => change.field)).toEqual(['approvalStatus', 'amountMinor', 'currency']);
    // A field recorded unchanged is context: its value alone, money in the entry's currency.
    expect(text.changes[1]?.value).toBe(money(250_000, 'USD', language));
    expect(text.changes[2]?.value).toBe('USD');
    const lines = auditChangesText(text.changes);
    expect(lines.startsWith(`${first}; `)).toBe(true);
    expect(lines.split('; ')).toHaveLength(3);
  });

  it('names the person who made the change, and says no changes as a dash', () => {
    const text = auditEntryText({ ...entry, actor: { name: 'Ann A' }, changes: {} }, 'zh');
    expect(text.actor).toBe('Ann A');
    expect(auditChangesText(text.changes)).toBe('—');
  });

  it('never throws on what it does not know: a bad zone, a bad date, an unknown currency, a malformed change', () => {
    const odd: AuditEntryInput = {
      ...entry,
      at: 'yesterday',
      action: 'x.y.z',
      entityType: '',
      changes: {
        amountMinor: { before: 1.5, after: Number.NaN },
        currency: { before: 'ZZZ', after: 'ZZZ' },
        expiresAt: { before: '2026-13-45T99:99:00Z', after: '2026-02-30' },
        dueDate: { before: '2026-13-45', after: '2026-12-24' },
        note: 'not a before/after pair' as unknown as { before: unknown; after: unknown },
        nested: { before: { a: [1, { b: null }] }, after: undefined },
      },
    };
    for (const language of LANGUAGES) {
      const text = auditEntryText(odd, language, { timeZone: 'Mars/Olympus_Mons' });
      expect(text.at).toBe('yesterday');
      expect(text.action).toBe('x.y.z');
      expect(text.changes.find((change) => change.field === 'note')?.value).toBe(
        '— → not a before/after pair',
      );
      expect(text.changes.find((change) => change.field === 'nested')?.value).toBe(
        '{"a":[1,{"b":null}]} → —',
      );
      // Neither an impossible instant nor an impossible day is rolled over into another date.
      expect(text.changes.find((change) => change.field === 'expiresAt')?.value).toBe(
        '2026-13-45T99:99:00Z → 2026-02-30',
      );
      expect(text.changes.find((change) => change.field === 'dueDate')?.value).toMatch(/^2026-13-45 → .*24/u);
      expect(auditChangesText(text.changes)).not.toContain('undefined');
    }
    expect(auditCurrency(odd.changes)).toBeUndefined();
  });

  it('uses only words of its catalogues: the English one holds every word it says', () => {
    expect(auditWordsEn.system).toBe('System');
    expect(auditWordsEn.values.weakening.noLimit).toBe('no limit');
  });
});
