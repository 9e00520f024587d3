// The demo workspace: every sample value the spec names, with stable ids so seeding stays idempotent.
// Dates are relative to `now`, the moment of the first seed (rows that exist are never rewritten).
import type { RequiredEntityData } from '@mikro-orm/core';
import type { RequiredDocumentType, SupplierDocumentStatus } from '@tradehub/contract';
import type {
  Activity,
  Bill,
  FxTrade,
  Membership,
  Notification,
  Organisation,
  Payment,
  PaymentMethod,
  RiskMetricsSnapshot,
  Supplier,
  SupplierDocument,
  SupplierFinancials,
  SupplierKeyPerson,
  SupplierRiskMetric,
  UserProfile,
} from '../entities/index.js';
import { PERMISSIONS } from '../permissions.js';
import { tradeUsdAmountMinor } from '../domain/fx/pricing.js';

export const DEMO_ORGANISATION_ID = 'demo-organisation';
export const DEMO_ORGANISATION_NAME = 'Demo Trading Co.';
/** The spec's demo user id, literally `demo`. */
export const DEMO_USER_ID = 'demo';
export const DEMO_USER_EMAIL = 'demo@tradehub.local';

export const DEMO_SUPPLIER_IDS = ['demo-supplier-1', 'demo-supplier-2', 'demo-supplier-3'] as const;

/** Sample rates against USD (spec §9): 1 USD = rate quote. */
export const DEMO_FX_RATES = { EUR: 0.921, GBP: 0.789, JPY: 148.25, CNY: 7.2134 } as const;

type Row<T extends object> = RequiredEntityData<T> & { id: string };

export interface DemoData {
  organisations: Row<Organisation>[];
  users: Row<UserProfile>[];
  memberships: Row<Membership>[];
  suppliers: Row<Supplier>[];
  riskMetrics: Row<SupplierRiskMetric>[];
  keyPeople: Row<SupplierKeyPerson>[];
  financials: Row<SupplierFinancials>[];
  documents: Row<SupplierDocument>[];
  payments: Row<Payment>[];
  activities: Row<Activity>[];
  riskSnapshots: Row<RiskMetricsSnapshot>[];
  paymentMethods: Row<PaymentMethod>[];
  bills: Row<Bill>[];
  forwards: Row<FxTrade>[];
  notifications: Row<Notification>[];
}

const DAY = 86_400_000;

export function buildDemoData(now: Date): DemoData {
  const daysAgo = (days: number, hour = 10) => {
    const date = new Date(now.getTime() - days * DAY);
    date.setUTCHours(hour, 0, 0, 0);
    // "Today at 08:00" must not lie in the future when seeding early in the day.
    return date.getTime() > now.getTime() ? new Date(now.getTime() - 60_000) : date;
  };
  // Expiry dates lie in the future on purpose: not through daysAgo, whose guard would pull them back to now.
  const daysAhead = (days: number) => {
    const date = new Date(now.getTime() + days * DAY);
    date.setUTCHours(0, 0, 0, 0);
    return date;
  };
  const org = DEMO_ORGANISATION_ID;
  const demo = DEMO_USER_ID;
  const tenant = { organisation: org, createdBy: demo };
  const [shenzhen, munich, saigon] = DEMO_SUPPLIER_IDS;
  const demoBill = (
    id: string,
    supplier: string,
    currency: string,
    amountMinor: number,
    reference: string,
    issuedDaysAgo: number,
    dueInDays: number,
    budgetRate: string,
  ): Row<Bill> => ({
    id,
    ...tenant,
    supplier,
    kind: reference.startsWith('PO-') ? 'purchase_order' : 'invoice',
    reference,
    currency,
    amountMinor,
    issueDate: daysAgo(issuedDaysAgo, 0),
    dueDate: daysAhead(dueInDays),
    budgetRate: Number(budgetRate),
    status: 'open',
    createdAt: daysAgo(issuedDaysAgo),
  });
  const demoForward = (
    id: string,
    currency: string,
    amountMinor: number,
    valueInDays: number,
    rate: number,
  ): Row<FxTrade> => ({
    id,
    ...tenant,
    kind: 'forward',
    side: 'buy',
    currency,
    amountMinor,
    usdAmountMinor: tradeUsdAmountMinor(amountMinor, currency, rate),
    rate,
    valueDate: daysAhead(valueInDays),
    status: 'booked',
    quoteId: `${id}-quote`,
    createdAt: daysAgo(3),
  });

  return {
    organisations: [
      {
        id: org,
        name: DEMO_ORGANISATION_NAME,
        baseCurrency: 'USD',
        // 'demo', not the spec sample's 'approved': spec section 6 blocks payments, FX management and
        // team for the demo workspace, and the gateway grants those to approved organisations only.
        status: 'demo',
        createdAt: daysAgo(120),
      },
    ],

    users: [
      {
        id: demo,
        email: DEMO_USER_EMAIL,
        businessName: DEMO_ORGANISATION_NAME,
        fullName: 'Alex Morgan',
        isAdmin: false,
        emailVerified: true,
        createdAt: daysAgo(120),
      },
      {
        id: 'demo-user-sarah',
        email: 'sarah.chen@demo-trading.example',
        businessName: DEMO_ORGANISATION_NAME,
        fullName: 'Sarah Chen',
        emailVerified: true,
        createdAt: daysAgo(110),
      },
      {
        id: 'demo-user-marcus',
        email: 'marcus.weber@demo-trading.example',
        businessName: DEMO_ORGANISATION_NAME,
        fullName: 'Marcus Weber',
        emailVerified: true,
        createdAt: daysAgo(95),
      },
      {
        id: 'demo-user-priya',
        email: 'priya.patel@demo-trading.example',
        businessName: DEMO_ORGANISATION_NAME,
        fullName: 'Priya Patel',
        emailVerified: true,
        createdAt: daysAgo(60),
      },
    ],

    memberships: [
      {
        id: 'demo-membership-owner',
        organisation: org,
        user: demo,
        role: 'Owner',
        permissions: [...PERMISSIONS],
        phone: '+1 (212) 555-0147',
        location: 'New York, USA',
        createdBy: demo,
        createdAt: daysAgo(120),
      },
      {
        id: 'demo-membership-sarah',
        organisation: org,
        user: 'demo-user-sarah',
        role: 'Finance Manager',
        permissions: ['Payment Approval', 'Financial Reports', 'FX Management', 'Audit Logs'],
        phone: '+1 (415) 555-0192',
        location: 'San Francisco, USA',
        createdBy: demo,
        createdAt: daysAgo(110),
      },
      {
        id: 'demo-membership-marcus',
        organisation: org,
        user: 'demo-user-marcus',
        role: 'Procurement Lead',
        permissions: ['Supplier Management', 'Risk Assessment'],
        phone: '+49 89 5550 1234',
        location: 'Munich, Germany',
        createdBy: demo,
        createdAt: daysAgo(95),
      },
      {
        id: 'demo-membership-priya',
        organisation: org,
        user: 'demo-user-priya',
        role: 'Compliance Officer',
        permissions: ['Risk Assessment', 'Compliance Management', 'Audit Logs'],
        phone: '+44 20 7946 0321',
        location: 'London, UK',
        createdBy: demo,
        createdAt: daysAgo(60),
      },
    ],

    // Screened when they were added (a supplier is never paid unscreened: see queue-screening.ts); a later
    // import of the sanctions lists makes them due for screening again at payment time.
    suppliers: [
      {
        id: shenzhen,
        ...tenant,
        name: 'Shenzhen Precision Electronics Co., Ltd.',
        location: 'China',
        countryCode: 'CN',
        category: 'Electronics Manufacturing',
        status: 'verified',
        riskScore: 'Low',
        verificationDate: daysAgo(42),
        registrationNumber: '91440300MA5FXK2L7Q',
        address: 'Building 5, Nanshan Science and Technology Park, Shenzhen, Guangdong 518057, China',
        contactEmail: 'export@szprecision.example',
        createdAt: daysAgo(90),
        screeningStatus: 'clear',
        screenedAt: daysAgo(90),
      },
      {
        id: munich,
        ...tenant,
        name: 'Bayern Industrietechnik GmbH',
        location: 'Germany',
        countryCode: 'DE',
        category: 'Industrial Machinery',
        status: 'pending',
        riskScore: 'Medium',
        verificationDate: null,
        registrationNumber: 'HRB 248716',
        address: 'Landsberger Straße 302, 80687 München, Germany',
        contactEmail: 'vertrieb@bayern-industrietechnik.example',
        createdAt: daysAgo(21),
        screeningStatus: 'clear',
        screenedAt: daysAgo(21),
      },
      {
        id: saigon,
        ...tenant,
        name: 'Saigon Textile Export JSC',
        location: 'Vietnam',
        countryCode: 'VN',
        category: 'Textiles & Apparel',
        status: 'rejected',
        riskScore: 'High',
        verificationDate: null,
        registrationNumber: '0312847596',
        address: '128 Nguyen Van Linh, District 7, Ho Chi Minh City, Vietnam',
        contactEmail: 'sales@saigontextile.example',
        createdAt: daysAgo(35),
        screeningStatus: 'clear',
        screenedAt: daysAgo(35),
      },
    ],

    riskMetrics: [
      {
        id: `${shenzhen}-metric-1`,
        supplier: shenzhen,
        category: 'Financial Stability',
        score: 86,
        trend: 'up',
        changePercent: 4.2,
      },
      {
        id: `${shenzhen}-metric-2`,
        supplier: shenzhen,
        category: 'Compliance',
        score: 92,
        trend: 'stable',
        changePercent: 0,
      },
      {
        id: `${shenzhen}-metric-3`,
        supplier: shenzhen,
        category: 'Delivery Performance',
        score: 88,
        trend: 'up',
        changePercent: 2.5,
      },
      {
        id: `${shenzhen}-metric-4`,
        supplier: shenzhen,
        category: 'Geopolitical Risk',
        score: 64,
        trend: 'down',
        changePercent: -3.1,
      },
      {
        id: `${munich}-metric-1`,
        supplier: munich,
        category: 'Financial Stability',
        score: 78,
        trend: 'stable',
        changePercent: 0.4,
      },
      {
        id: `${munich}-metric-2`,
        supplier: munich,
        category: 'Compliance',
        score: 71,
        trend: 'up',
        changePercent: 5.8,
      },
      {
        id: `${munich}-metric-3`,
        supplier: munich,
        category: 'Delivery Performance',
        score: 69,
        trend: 'down',
        changePercent: -2.2,
      },
      {
        id: `${munich}-metric-4`,
        supplier: munich,
        category: 'Geopolitical Risk',
        score: 90,
        trend: 'stable',
        changePercent: 0,
      },
      {
        id: `${saigon}-metric-1`,
        supplier: saigon,
        category: 'Financial Stability',
        score: 41,
        trend: 'down',
        changePercent: -12.5,
      },
      {
        id: `${saigon}-metric-2`,
        supplier: saigon,
        category: 'Compliance',
        score: 35,
        trend: 'down',
        changePercent: -8.3,
      },
      {
        id: `${saigon}-metric-3`,
        supplier: saigon,
        category: 'Delivery Performance',
        score: 58,
        trend: 'stable',
        changePercent: -0.5,
      },
      {
        id: `${saigon}-metric-4`,
        supplier: saigon,
        category: 'Geopolitical Risk',
        score: 62,
        trend: 'up',
        changePercent: 1.9,
      },
    ],

    keyPeople: [
      {
        id: `${shenzhen}-person-1`,
        supplier: shenzhen,
        name: 'Li Wei',
        role: 'Chief Executive Officer',
        stakePercent: 45,
        risk: 'low',
      },
      {
        id: `${shenzhen}-person-2`,
        supplier: shenzhen,
        name: 'Zhang Min',
        role: 'Chief Financial Officer',
        stakePercent: 15,
        risk: 'low',
      },
      {
        id: `${munich}-person-1`,
        supplier: munich,
        name: 'Klaus Hoffmann',
        role: 'Geschäftsführer (Managing Director)',
        stakePercent: 60,
        risk: 'low',
      },
      {
        id: `${munich}-person-2`,
        supplier: munich,
        name: 'Anna Schmidt',
        role: 'Head of Operations',
        stakePercent: 10,
        risk: 'medium',
      },
      {
        id: `${saigon}-person-1`,
        supplier: saigon,
        name: 'Nguyen Van Thanh',
        role: 'Chairman',
        stakePercent: 70,
        risk: 'high',
      },
      {
        id: `${saigon}-person-2`,
        supplier: saigon,
        name: 'Tran Thi Mai',
        role: 'General Director',
        stakePercent: 20,
        risk: 'medium',
      },
    ],

    financials: [
      {
        id: `${shenzhen}-financials`,
        supplier: shenzhen,
        revenueMinor: 4_850_000_000, // USD 48.5 million, in cents
        currency: 'USD',
        growthPercent: 12.4,
        profitMarginPercent: 18.2,
        marketSharePercent: 3.1,
      },
      {
        id: `${munich}-financials`,
        supplier: munich,
        revenueMinor: 2_230_000_000, // USD 22.3 million, in cents
        currency: 'USD',
        growthPercent: 4.7,
        profitMarginPercent: 9.8,
        marketSharePercent: 1.4,
      },
      {
        // Figures withheld by the supplier: the UI shows $0 and 0 %.
        id: `${saigon}-financials`,
        supplier: saigon,
        revenueMinor: null,
        currency: null,
        growthPercent: null,
        profitMarginPercent: null,
        marketSharePercent: null,
      },
    ],

    documents: [
      ...[
        [shenzhen, 'Business License', 'license', 'valid', daysAhead(410)],
        [shenzhen, 'ISO 9001:2015 Quality Management Certificate', 'certification', 'valid', daysAhead(220)],
        [shenzhen, 'Articles of Association', 'document', 'valid', null],
        [munich, 'Handelsregisterauszug (Commercial Register Extract)', 'document', 'valid', null],
        [munich, 'CE Conformity Certificate', 'certification', 'pending_review', daysAhead(600)],
        [munich, 'Export License', 'license', 'pending_review', daysAhead(300)],
        [saigon, 'Enterprise Registration Certificate', 'license', 'expired', daysAgo(40, 0)],
        [saigon, 'OEKO-TEX Standard 100 Certificate', 'certification', 'expired', daysAgo(95, 0)],
      ].map(([supplier, name, type, status, expiresAt], index) => ({
        id: `${supplier}-legal-${index + 1}`,
        ...tenant,
        supplier: supplier as string,
        name: name as string,
        type: type as RequiredDocumentType,
        status: status as SupplierDocumentStatus,
        expiresAt: expiresAt as Date | null,
        sizeBytes: 524_288 + index * 98_304,
        mimeType: 'application/pdf',
        storageKey: null,
        uploadedAt: daysAgo(30 + index),
      })),
      ...[
        [shenzhen, 'Audited Financial Statements FY2025', 2_457_600, daysAgo(50)],
        [shenzhen, 'Q3 Management Accounts', 1_153_434, daysAgo(20)],
        [munich, 'Jahresabschluss FY2025 (Annual Accounts)', 3_145_728, daysAgo(18)],
        [saigon, 'Unaudited Financial Statements FY2024', 876_544, daysAgo(33)],
      ].map(([supplier, name, sizeBytes, uploadedAt], index) => ({
        id: `${supplier}-financial-${index + 1}`,
        ...tenant,
        supplier: supplier as string,
        name: name as string,
        type: 'financial_statement' as const,
        status: 'valid' as const,
        expiresAt: null,
        sizeBytes: sizeBytes as number,
        mimeType: 'application/pdf',
        storageKey: null,
        uploadedAt: uploadedAt as Date,
      })),
    ],

    payments: (
      [
        // supplier, amount in cents (USD), status, method, days ago
        [shenzhen, 1_250_000, 'completed', 'Wire Transfer', 1],
        [munich, 875_050, 'pending', 'Bank Transfer', 2],
        [shenzhen, 3_420_000, 'completed', 'ACH', 4],
        [saigon, 560_000, 'failed', 'Wire Transfer', 6],
        [munich, 1_980_000, 'completed', 'Bank Transfer', 9],
        [shenzhen, 745_025, 'completed', 'ACH', 12],
        [munich, 2_300_000, 'pending', 'Wire Transfer', 15],
        [shenzhen, 1_125_000, 'completed', 'Bank Transfer', 19],
        [saigon, 410_000, 'failed', 'ACH', 24],
        [shenzhen, 5_000_000, 'completed', 'Wire Transfer', 29],
      ] as const
    ).map(([supplier, amountMinor, status, method, ago], index) => ({
      id: `demo-payment-${index + 1}`,
      ...tenant,
      supplier,
      amountMinor,
      currency: 'USD',
      status,
      type: 'payment' as const,
      method,
      reference: `PO-2026-${String(1042 + index).padStart(5, '0')}`,
      date: daysAgo(ago, 9 + (index % 8)),
      createdAt: daysAgo(ago, 9 + (index % 8)),
    })),

    activities: [
      {
        id: 'demo-activity-1',
        ...tenant,
        type: 'transaction',
        title: 'Payment sent',
        description: 'Wire transfer of $12,500.00 to Shenzhen Precision Electronics Co., Ltd. completed',
        messageKey: 'paymentCompleted',
        params: {
          amountMinor: 1_250_000,
          currency: 'USD',
          supplier: 'Shenzhen Precision Electronics Co., Ltd.',
        },
        status: 'completed',
        date: daysAgo(1, 11),
        relatedId: 'demo-payment-1',
      },
      {
        id: 'demo-activity-2',
        ...tenant,
        type: 'alert',
        title: 'Payment failed',
        description:
          'Wire transfer of $5,600.00 to Saigon Textile Export JSC was returned by the beneficiary bank',
        messageKey: 'paymentFailed',
        params: {
          amountMinor: 560_000,
          currency: 'USD',
          supplier: 'Saigon Textile Export JSC',
          reason: 'Returned by the beneficiary bank.',
          reasonCode: 'returned_by_beneficiary_bank',
        },
        status: 'failed',
        date: daysAgo(6, 15),
        relatedId: 'demo-payment-4',
      },
      {
        id: 'demo-activity-3',
        ...tenant,
        type: 'verification',
        title: 'Verification in progress',
        description:
          'Bayern Industrietechnik GmbH submitted its CE certificate and export license for review',
        messageKey: 'supplierDocumentsSubmitted',
        params: {
          supplier: 'Bayern Industrietechnik GmbH',
          documents: 'ce-certificate.pdf, export-license.pdf',
        },
        status: 'pending',
        date: daysAgo(3, 14),
        relatedId: munich,
      },
      {
        id: 'demo-activity-4',
        ...tenant,
        type: 'alert',
        title: 'Supplier documents expired',
        description:
          'Saigon Textile Export JSC: enterprise registration and OEKO-TEX certificate have expired',
        messageKey: 'supplierDocumentExpired',
        params: {
          supplier: 'Saigon Textile Export JSC',
          documents: 'business-registration.pdf, oeko-tex-certificate.pdf',
        },
        status: 'failed',
        date: daysAgo(5, 8),
        relatedId: saigon,
      },
      {
        id: 'demo-activity-5',
        ...tenant,
        type: 'alert',
        title: 'JPY volatility above threshold',
        description: 'USD/JPY moved 1.8% in 24 hours; 55% of the JPY exposure is unhedged',
        messageKey: 'volatilityAlert',
        params: { currency: 'JPY', pair: 'USD/JPY', rateMovePercent: 1.8, hours: 24, unhedgedPercent: 55 },
        status: 'pending',
        date: daysAgo(2, 7),
        relatedId: null,
      },
      {
        id: 'demo-activity-6',
        ...tenant,
        type: 'verification',
        title: 'Supplier verified',
        description: 'Shenzhen Precision Electronics Co., Ltd. passed KYB, sanctions and document checks',
        messageKey: 'supplierChecksPassed',
        params: { supplier: 'Shenzhen Precision Electronics Co., Ltd.' },
        status: 'completed',
        date: daysAgo(42, 16),
        relatedId: shenzhen,
      },
    ],

    riskSnapshots: [
      {
        id: 'demo-risk-metrics-1',
        organisation: org,
        createdBy: null,
        supplierVerificationRate: 85.5,
        paymentSuccessRate: 92.3,
        averageResponseTimeHours: 24,
        complianceScore: 88.7,
        computedAt: daysAgo(0, 6),
      },
    ],

    paymentMethods: [
      {
        id: 'demo-payment-method-bank',
        ...tenant,
        kind: 'bank_account',
        label: 'Bank Account',
        connected: true,
        details: { bankName: 'Chase Business', accountLast4: '4521' },
      },
      {
        id: 'demo-payment-method-card',
        ...tenant,
        kind: 'credit_card',
        label: 'Credit Card',
        connected: true,
        details: { brand: 'Visa', last4: '8832', expires: '09/28' },
      },
      {
        id: 'demo-payment-method-wallet',
        ...tenant,
        kind: 'digital_wallet',
        label: 'Digital Wallet',
        connected: false,
        details: null,
      },
    ],

    // Minor units follow each currency's ISO 4217 exponent: cents for EUR, GBP, CNY; JPY has none.
    // Payables and the forwards hedging them, so the demo's exposure is computed like everyone's (the same
    // amounts and hedged shares as the figures the demo used to store): EUR 250,000 65 % hedged, GBP 120,000
    // 80 %, CNY 1,850,000 30 %, JPY 15,000,000 45 %. Budget rates: the spec's sample rates, as pairs.
    bills: [
      demoBill('demo-bill-eur', munich, 'EUR', 25_000_000, 'INV-BAY-2291', 12, 60, '1.0857763300'),
      demoBill('demo-bill-gbp', munich, 'GBP', 12_000_000, 'INV-BAY-2305', 8, 20, '1.2674271229'),
      demoBill('demo-bill-cny', shenzhen, 'CNY', 185_000_000, 'PO-SZ-0412', 20, 100, '7.2134000000'),
      demoBill('demo-bill-jpy', shenzhen, 'JPY', 15_000_000, 'INV-SZ-7781', 5, 45, '148.2500000000'),
    ],
    forwards: [
      demoForward('demo-forward-eur', 'EUR', 16_250_000, 55, DEMO_FX_RATES.EUR),
      demoForward('demo-forward-gbp', 'GBP', 9_600_000, 15, DEMO_FX_RATES.GBP),
      demoForward('demo-forward-cny', 'CNY', 55_500_000, 95, DEMO_FX_RATES.CNY),
      demoForward('demo-forward-jpy', 'JPY', 6_750_000, 40, DEMO_FX_RATES.JPY),
    ],

    notifications: [
      {
        id: 'demo-notification-1',
        organisation: org,
        user: demo,
        createdBy: null,
        type: 'alert',
        title: 'Supplier documents expired',
        message: 'Saigon Textile Export JSC has expired registration documents.',
        messageKey: 'supplierDocumentExpired',
        params: { supplier: 'Saigon Textile Export JSC', documents: 'business-registration.pdf' },
        createdAt: daysAgo(0, 8),
      },
      {
        id: 'demo-notification-2',
        organisation: org,
        user: demo,
        createdBy: null,
        type: 'success',
        title: 'Payment completed',
        message: 'Your $12,500.00 wire transfer to Shenzhen Precision Electronics Co., Ltd. has settled.',
        messageKey: 'paymentCompleted',
        params: {
          amountMinor: 1_250_000,
          currency: 'USD',
          supplier: 'Shenzhen Precision Electronics Co., Ltd.',
        },
        createdAt: daysAgo(1, 12),
      },
      {
        id: 'demo-notification-3',
        organisation: org,
        user: demo,
        createdBy: null,
        type: 'info',
        title: 'Verification under review',
        message: 'Bayern Industrietechnik GmbH documents are being reviewed by our compliance team.',
        messageKey: 'supplierUnderReview',
        params: { supplier: 'Bayern Industrietechnik GmbH' },
        createdAt: daysAgo(3, 15),
      },
    ],
  };
}
