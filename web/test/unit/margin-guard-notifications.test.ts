// The margin guard's notification is stored as a message key with parameters: each reader gets it in their
// language, its money, percentages and date formatted for them, with the hedge of the bill as its action; and
// the hedge link opens New Trade prefilled with the bill's currency, open amount and due date.
import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationItem } from '@tradehub/contract';
import { notificationText } from '../../src/notifications/notificationText';
import { tradeFromParams } from '../../src/pages/fx/tradePrefill';
import { marginGuard } from './support/message-samples';
import { catalogueI18n, formatFor } from './support/catalogue-i18n';

let i18n: I18n;
beforeAll(async () => {
  i18n = await catalogueI18n();
});

const alert: NotificationItem = {
  id: 'n1',
  type: 'alert',
  title: 'Margin guard: INV-2026-118 beyond its 2% tolerance',
  message: 'English text',
  messageKey: 'marginGuard',
  params: marginGuard,
  link: '/fx-management?trade=forward&currency=EUR&amountMinor=25000000&valueDate=2027-01-11',
  createdAt: '2026-11-27T02:00:00.000Z',
  readAt: null,
};

describe('a margin guard notification', () => {
  it("is read in the reader's language, its figures formatted for them", async () => {
    await i18n.changeLanguage('en');
    expect(notificationText(alert, i18n.t, formatFor('en'))).toEqual({
      title: 'Margin guard: INV-2026-118 beyond its 2% tolerance',
      message:
        'INV-2026-118 from Lyon Textiles SA (€250,000.00 due Jan 11, 2027) now costs +3.0% against its budget: +$8,250.00. Hedge it to lock the cost.',
      action: 'Hedge this bill',
    });
    await i18n.changeLanguage('es');
    const es = notificationText(alert, i18n.t, formatFor('es'));
    expect(es.action).toBe('Cubrir esta factura');
    expect(es.message).toContain('250.000,00');
    expect(es.message).toContain('+3,0');
    await i18n.changeLanguage('zh');
    expect(notificationText(alert, i18n.t, formatFor('zh')).action).toBe('对冲此账单');
  });

  it('keeps the stored text of a notification without a key', async () => {
    await i18n.changeLanguage('es');
    const plain = { ...alert, messageKey: null, params: null, link: null, title: 'T', message: 'M' };
    expect(notificationText(plain, i18n.t, formatFor('es'))).toEqual({ title: 'T', message: 'M' });
  });
});

describe('the hedge link', () => {
  it('opens New Trade prefilled with the bill', () => {
    const params = new URLSearchParams(alert.link!.split('?')[1]);
    expect(tradeFromParams(params)).toEqual({
      kind: 'forward',
      currency: 'EUR',
      amount: '250000.00',
      valueDate: '2027-01-11',
    });
    // JPY has no minor digits.
    expect(tradeFromParams(new URLSearchParams('trade=forward&currency=JPY&amountMinor=1500000'))).toEqual({
      kind: 'forward',
      currency: 'JPY',
      amount: '1500000',
    });
  });

  it('ignores what is malformed', () => {
    expect(tradeFromParams(new URLSearchParams('trade=swap'))).toBeNull();
    expect(
      tradeFromParams(new URLSearchParams('trade=forward&currency=XXX&amountMinor=-5&valueDate=tomorrow')),
    ).toEqual({ kind: 'forward' });
    expect(tradeFromParams(new URLSearchParams('newTrade=1&currency=USD&amountMinor=100'))).toEqual({});
  });
});
