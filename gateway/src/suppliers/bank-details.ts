// Checks of the 'Add New' form beyond the contract's shapes: the country against the ISO list, and the
// bank details (an IBAN where IBANs apply, checked digit by digit; a SWIFT/BIC; else an account number).
import countries from 'i18n-iso-countries';
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { badRequest } from '../errors/app-error.js';

export interface BankDetailsInput {
  countryCode: string;
  bankIban?: string | undefined;
  bankSwift?: string | undefined;
  bankAccountNumber?: string | undefined;
}

export interface CheckedSupplierFacts {
  /** The English name of the country, stored as the supplier's location. */
  location: string;
  bankIban: string | null;
  bankSwift: string | null;
  bankAccountNumber: string | null;
}

/** Throws a 400 naming the first bad field. */
export function checkSupplierFacts(input: BankDetailsInput): CheckedSupplierFacts {
  const location = countries.isValid(input.countryCode) ? countries.getName(input.countryCode, 'en') : null;
  if (!location) throw badRequest('countryCode', 'countryCode: is not a country of the ISO 3166 list.');

  const iban = input.bankIban ? (electronicFormatIBAN(input.bankIban) ?? '') : '';
  if (input.bankIban && !isValidIBAN(iban))
    throw badRequest('bankIban', 'bankIban: is not a valid IBAN (check the country code and check digits).');

  const swift = input.bankSwift ? input.bankSwift.replace(/\s+/g, '').toUpperCase() : '';
  if (input.bankSwift && !isValidBIC(swift))
    throw badRequest('bankSwift', 'bankSwift: is not a valid SWIFT/BIC code (8 or 11 characters).');

  const accountNumber = input.bankAccountNumber?.trim() ?? '';
  if (input.bankAccountNumber && !/^[A-Za-z0-9 -]{4,40}$/.test(accountNumber))
    throw badRequest(
      'bankAccountNumber',
      'bankAccountNumber: use 4 to 40 letters, digits, spaces or dashes.',
    );

  if (!iban && !accountNumber)
    throw badRequest('bankAccountNumber', 'bankAccountNumber: enter an IBAN or an account number.');

  return {
    location,
    bankIban: iban || null,
    bankSwift: swift || null,
    bankAccountNumber: accountNumber || null,
  };
}
