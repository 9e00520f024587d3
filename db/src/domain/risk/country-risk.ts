/**
 * A deliberately small country-risk table (0–100, higher riskier) for the counterparty score: three tiers
 * drawn from the usual public signals (sanctions regimes, FATF lists, rule-of-law and payment-default
 * indices). It is a starting point a compliance team replaces, not a rating; unlisted countries and
 * suppliers without a country code get COUNTRY_RISK_DEFAULT.
 */
export const COUNTRY_RISK_TIERS = {
  low: {
    score: 15,
    countries: [
      ...['US', 'CA', 'GB', 'IE', 'DE', 'FR', 'NL', 'BE', 'LU', 'AT', 'CH', 'DK', 'SE', 'NO', 'FI', 'IS'],
      ...['ES', 'PT', 'IT', 'EE', 'JP', 'KR', 'SG', 'TW', 'HK', 'AU', 'NZ'],
    ],
  },
  medium: {
    score: 45,
    countries: [
      ...['CN', 'IN', 'VN', 'TH', 'MY', 'ID', 'PH', 'BD', 'PK', 'LK', 'KH', 'MX', 'BR', 'AR', 'CL', 'CO'],
      ...['PE', 'TR', 'ZA', 'EG', 'MA', 'NG', 'KE', 'SA', 'AE', 'QA', 'IL', 'PL', 'CZ', 'HU', 'RO', 'GR'],
    ],
  },
  high: {
    score: 85,
    countries: ['RU', 'BY', 'IR', 'KP', 'SY', 'CU', 'VE', 'AF', 'MM', 'SD', 'SS', 'YE', 'LY', 'SO', 'IQ'],
  },
} as const;

/** For a supplier whose country is unknown or not in the table: a little above the medium tier. */
export const COUNTRY_RISK_DEFAULT = 50;

const SCORE_BY_COUNTRY = new Map<string, number>(
  Object.values(COUNTRY_RISK_TIERS).flatMap(({ score, countries }) =>
    countries.map((country) => [country, score] as const),
  ),
);

/** The table's score of an ISO 3166-1 alpha-2 code (any case), or the default. */
export function countryRiskScore(countryCode: string | null | undefined): number {
  if (!countryCode) return COUNTRY_RISK_DEFAULT;
  return SCORE_BY_COUNTRY.get(countryCode.toUpperCase()) ?? COUNTRY_RISK_DEFAULT;
}
