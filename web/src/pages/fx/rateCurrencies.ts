/** Live Exchange Rates: EUR, GBP and JPY, each as its market pair against USD (never USD against itself). */
export const rateCurrencies = ['EUR', 'GBP', 'JPY'] as const;
