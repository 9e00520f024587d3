// How a payment travels, in the reader's language: the contract names transfer methods in English
// ('Bank Transfer'), the catalogue says them (`paymentMethod.<key>`).
import type { TFunction } from 'i18next';
import type { TransferMethod } from '@tradehub/contract/enums';

const METHOD_KEYS = {
  'Bank Transfer': 'bankTransfer',
  'Wire Transfer': 'wireTransfer',
  ACH: 'ach',
} as const satisfies Record<TransferMethod, string>;

/** The method's name; a method this build does not know (a newer server) is shown as the server wrote it. */
export function transferMethodName(method: string, t: TFunction): string {
  const key = (METHOD_KEYS as Record<string, (typeof METHOD_KEYS)[keyof typeof METHOD_KEYS] | undefined>)[
    method
  ];
  return key ? t(`paymentMethod.${key}`) : method;
}
