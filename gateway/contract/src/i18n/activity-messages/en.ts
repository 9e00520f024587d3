// What activities say, in English: stored as a message key with parameters (the domain's CommandEffects),
// rendered in the reader's language by the web's feed and by the workers' risk report, from this one
// catalogue. zh and es follow it key for key (their type is this one's).
export const activityMessagesEn = {
  paymentCreated: { title: 'Payment created', description: '{{by}} sent {{amount}} to {{supplier}}.' },
  paymentAwaitingApproval: {
    title: 'Payment awaiting approval',
    description: '{{by}} created a payment of {{amount}} to {{supplier}}; it needs approval.',
  },
  paymentApproved: {
    title: 'Payment approved',
    description: '{{by}} approved {{amount}} to {{supplier}}.',
  },
  paymentRejected: {
    title: 'Payment rejected',
    description: '{{by}} rejected {{amount}} to {{supplier}}: {{reason}}',
  },
  paymentApprovalAdded: {
    title: 'Payment approval added',
    description:
      '{{by}} approved {{amount}} to {{supplier}} ({{given}} of {{needed}}); it needs another approver.',
  },
  paymentBlockedByScreening: {
    title: 'Payment failed',
    description: '{{amount}} to {{supplier}} was not sent: its supplier has an open sanctions screening hit.',
  },
  paymentSubmitted: {
    title: 'Payment submitted',
    description: '{{amount}} to {{supplier}} was submitted to the bank.',
  },
  paymentCompleted: { title: 'Payment completed', description: '{{amount}} to {{supplier}} was paid.' },
  paymentFailed: {
    title: 'Payment failed',
    description: '{{amount}} to {{supplier}} failed: {{reason}}',
  },
  billPaid: { title: 'Bill paid', description: '{{reference}} ({{amount}}) is paid in full.' },
  billRecorded: {
    title: 'Bill recorded',
    description: '{{by}} recorded {{reference}} from {{supplier}}: {{amount}} due {{due}}.',
  },
  purchaseOrderRecorded: {
    title: 'Purchase order recorded',
    description: '{{by}} recorded {{reference}} from {{supplier}}: {{amount}} due {{due}}.',
  },
  billCancelled: { title: 'Bill cancelled', description: '{{by}} cancelled {{reference}} ({{amount}}).' },
  teamMemberInvited: {
    title: 'Team member invited',
    description: '{{by}} invited {{email}} to join the team as {{role}}.',
  },
  ownershipTransferred: {
    title: 'Ownership transferred',
    description: '{{by}} handed ownership of the organisation to {{member}}.',
  },
  spotBuyBooked: {
    title: 'FX trade booked',
    description: 'Spot buy of {{currency}} (value date {{value}}) by {{by}}',
  },
  spotSellBooked: {
    title: 'FX trade booked',
    description: 'Spot sell of {{currency}} (value date {{value}}) by {{by}}',
  },
  forwardBuyBooked: {
    title: 'FX trade booked',
    description: 'Forward buy of {{currency}} (value date {{value}}) by {{by}}',
  },
  forwardSellBooked: {
    title: 'FX trade booked',
    description: 'Forward sell of {{currency}} (value date {{value}}) by {{by}}',
  },
  paymentRequested: {
    title: 'Payment requested',
    description: '{{by}} requested {{amount}} from {{payer}} ({{reference}}).',
  },
  paymentRequestPaid: {
    title: 'Payment request paid',
    description: '{{payer}} paid {{reference}} ({{amount}}).',
  },

  paymentMethodConnected: {
    title: 'Payment method connected',
    description: '{{by}} connected {{method}} (sandbox).',
  },
  supplierAdded: {
    title: 'Supplier added',
    description: '{{by}} added {{supplier}} ({{location}}); it awaits verification.',
  },
  supplierVerified: { title: 'Supplier verified', description: '{{by}} verified {{supplier}}.' },
  supplierVerifiedSingleReviewer: {
    title: 'Supplier verified',
    description: '{{by}} verified {{supplier}} (single reviewer).',
  },
  supplierRejected: {
    title: 'Supplier rejected',
    description: '{{by}} rejected {{supplier}}: {{reason}}',
  },
  supplierDocumentUploaded: {
    title: 'Supplier document uploaded',
    description: '{{by}} uploaded "{{document}}" for {{supplier}}.',
  },
  supplierDocumentDeleted: {
    title: 'Supplier document deleted',
    description: '{{by}} deleted "{{document}}" of {{supplier}}.',
  },
  batchCreated: {
    title: 'Batch payment created',
    description_one: "{{by}} is paying {{count}} payment ({{totals}}) from '{{file}}'.",
    description_other: "{{by}} is paying {{count}} payments ({{totals}}) from '{{file}}'.",
  },
  batchAwaitingApproval: {
    title: 'Batch payment awaiting approval',
    description_one: "{{by}} uploaded {{count}} payment ({{totals}}) from '{{file}}'; it needs approval.",
    description_other: "{{by}} uploaded {{count}} payments ({{totals}}) from '{{file}}'; it needs approval.",
  },
  batchApprovalAdded: {
    title: 'Batch payment approval added',
    description_one:
      '{{by}} approved {{count}} payment ({{totals}}) ({{given}} of {{needed}}); it needs another approver.',
    description_other:
      '{{by}} approved {{count}} payments ({{totals}}) ({{given}} of {{needed}}); it needs another approver.',
  },
  batchApproved: {
    title: 'Batch payment approved',
    description_one: '{{by}} approved {{count}} payment ({{totals}}); its rows are being paid.',
    description_other: '{{by}} approved {{count}} payments ({{totals}}); its rows are being paid.',
  },
  batchRejected: {
    title: 'Batch payment rejected',
    description_one: '{{by}} rejected {{count}} payment ({{totals}}): {{reason}}',
    description_other: '{{by}} rejected {{count}} payments ({{totals}}): {{reason}}',
  },
  batchCompleted: {
    title: 'Batch payment completed',
    description_one: "{{count}} payment ({{totals}}) from '{{file}}': it was paid.",
    description_other: "{{count}} payments ({{totals}}) from '{{file}}': every row was paid.",
  },
  batchCompletedWithFailures: {
    title: 'Batch payment completed',
    description_one: "{{count}} payment ({{totals}}) from '{{file}}': {{settled}} paid, {{failed}} failed.",
    description_other:
      "{{count}} payments ({{totals}}) from '{{file}}': {{settled}} paid, {{failed}} failed.",
  },
  policiesChanged: {
    title: 'Policies changed',
    description: "{{by}} changed the organisation's policies: {{policies}}.",
  },
  policiesChangedApproved: {
    title: 'Policies changed',
    description: "{{by}} changed the organisation's policies (approved by {{approver}}): {{policies}}.",
  },
  policyChangeProposed: {
    title: 'Policy change proposed',
    description: '{{by}} proposed a policy change that weakens {{weakens}}; it needs a second Team Manager.',
  },
  policyChangeRejected: {
    title: 'Policy change rejected',
    description: '{{by}} rejected the policy change that would have weakened {{weakens}}.',
  },
  screeningHit: {
    title: 'Sanctions screening hit',
    description:
      '{{subject}} possibly matches {{entry}} on the {{list}} list (score {{score}}). Review the screening hits.',
  },
  screeningHitWithMore: {
    title: 'Sanctions screening hit',
    description:
      '{{subject}} possibly matches {{entry}} on the {{list}} list (score {{score}}) and {{more}} more possible match(es). Review the screening hits.',
  },
  supplierDocumentExpired: {
    title: 'Supplier document expired',
    description:
      '{{supplier}}: {{documents}} expired. The supplier is back in pending review until a current document is uploaded and it is verified again.',
  },
  rateAlertAbove: {
    title: 'Rate alert: {{pair}}',
    description: '{{pair}} rose above {{threshold}} (now {{rate}}).',
  },
  rateAlertBelow: {
    title: 'Rate alert: {{pair}}',
    description: '{{pair}} fell below {{threshold}} (now {{rate}}).',
  },
  rateAlertMove: {
    title: 'Rate alert: {{pair}}',
    description: '{{pair}} moved {{rateMove}} within {{minutes}} min (now {{rate}}).',
  },
  rateAlertAboveWithImpact: {
    title: 'Rate alert: {{pair}}',
    description:
      '{{pair}} rose above {{threshold}} (now {{rate}}). Impact on your unhedged {{currency}} payables since the alert was set: {{impactDelta}}.',
  },
  rateAlertBelowWithImpact: {
    title: 'Rate alert: {{pair}}',
    description:
      '{{pair}} fell below {{threshold}} (now {{rate}}). Impact on your unhedged {{currency}} payables since the alert was set: {{impactDelta}}.',
  },
  rateAlertMoveWithImpact: {
    title: 'Rate alert: {{pair}}',
    description:
      '{{pair}} moved {{rateMove}} within {{minutes}} min (now {{rate}}). Impact on your unhedged {{currency}} payables since the alert was set: {{impactDelta}}.',
  },
  supplierDocumentsSubmitted: {
    title: 'Verification in progress',
    description: '{{supplier}} submitted {{documents}} for review.',
  },
  volatilityAlert: {
    title: '{{currency}} volatility above threshold',
    description:
      '{{pair}} moved {{rateMove}} in {{hours}} hours; {{unhedged}} of the {{currency}} exposure is unhedged.',
  },
  supplierChecksPassed: {
    title: 'Supplier verified',
    description: '{{supplier}} passed KYB, sanctions and document checks.',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type ActivityMessages = Shape<typeof activityMessagesEn>;
