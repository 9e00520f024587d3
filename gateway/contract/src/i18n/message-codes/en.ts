// Codes the server stores in a message's parameters (`<x>Code`, `<x>CodeList`: a failure's reason, approval
// reasons, policies), said in words by the contract's rule (../message-params.ts) in the web and the workers.
export const messageCodesEn = {
  policies: {
    supplierVerification: 'supplier verification',
    approvalTiers: 'payment approval bands',
    riskRules: 'risk rules',
    dailyUnapprovedLimitMinor: 'daily limit without approval',
  },
  reason: {
    returned_by_beneficiary_bank: 'Returned by the beneficiary bank.',
    sandbox_declined: 'Declined by the sandbox bank (amount ends in .13).',
  },
  approvalReason: {
    over_threshold: 'the amount’s approval band',
    first_payment: 'first payment to this supplier',
    new_bank_details: 'bank details changed recently',
    country_mismatch: 'bank account in another country than the supplier’s',
    recent_payments: 'recent payments to this supplier',
    daily_limit: 'the daily limit without approval',
    other: 'a risk rule',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type MessageCodes = Shape<typeof messageCodesEn>;
