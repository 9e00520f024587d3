/** The spec's marketing claims (sections 1 and 9). */
export const marketingClaims = { currencies: 52, countries: 148, businesses: 10_000 } as const;
