// A payment method's kind in the reader's language: the contract names kinds in English ('Bank Transfer'),
// the catalogue says them (`paymentMethod.<key>`).
import type { TFunction } from 'i18next';
import type { PaymentItem } from '@tradehub/contract';

const METHOD_KEYS = {
  'Bank Transfer': 'bankTransfer',
  'Wire Transfer': 'wireTransfer',
  ACH: 'ach',
} as const satisfies Record<PaymentItem['method'], string>;

/** The kind's name; a kind this build does not know (a newer server) is shown as the server wrote it. */
export function paymentMethodName(method: string, t: TFunction): string {
  const key = (METHOD_KEYS as Record<string, (typeof METHOD_KEYS)[keyof typeof METHOD_KEYS] | undefined>)[
    method
  ];
  return key ? t(`paymentMethod.${key}`) : method;
}
