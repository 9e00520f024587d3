/** The empty state's suggested questions, in the order the specification lists them (texts in i18n). */
export const suggestionKeys = ['verifySupplier', 'paymentRisks', 'compliance'] as const;
export type SuggestionKey = (typeof suggestionKeys)[number];
