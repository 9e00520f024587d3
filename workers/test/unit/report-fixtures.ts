// A complete Dashboard (the contract type) and report content for tests of the report files.
import type { ActivityItem, Dashboard } from '@tradehub/contract';
import type { RiskReportContent } from '../../src/reports/report-content.js';
import { translatorFor } from '../../src/i18n/server-i18n.js';

const DAY = 24 * 60 * 60 * 1000;
const TO = Date.parse('2026-11-21T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

export function buildDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    range: '7d',
    window: { from: iso(TO - 7 * DAY), to: iso(TO) },
    previousWindow: { from: iso(TO - 14 * DAY), to: iso(TO - 7 * DAY) },
    baseCurrency: 'USD',
    tiles: {
      counterpartyRisk: {
        value: 42,
        unit: 'score',
        previous: 38,
        level: 'Medium',
        explanation: 'Mean of the suppliers’ risk scores weighted by what is paid to each.',
      },
      fxRiskExposure: {
        value: 123_456_789,
        unit: 'money',
        previous: 120_000_000,
        level: 'High',
        explanation: 'Unhedged foreign-currency exposure converted to USD at the latest rates.',
        valueAtRisk95Minor: 2_345_678,
      },
      cashflowRisk: {
        value: 12.5,
        unit: 'percent',
        previous: 15,
        level: 'Low',
        explanation: 'Share of scheduled payments that are pending or failed.',
        scheduledMinor: 50_000_000,
        settledMinor: 43_750_000,
        pendingMinor: 5_000_000,
        failedShare: 2.5,
      },
      marketRisk: {
        value: 61,
        unit: 'score',
        previous: null,
        level: 'High',
        explanation: 'Volatility of the currencies the organisation is exposed to.',
      },
    },
    exposures: [
      exposure('EUR', 100_000_000, 108_695_652, 25, 'Medium', 0.92, 7.8),
      exposure('GBP', 25_000_000, 31_645_570, 0, 'High', 0.79, 9.1),
      exposure('CNY', 300_000_000, 41_379_310, 50, 'Low', 7.25, 3.2),
      exposure('JPY', 15_000_000, 10_067_114, 10, 'Medium', 149, null),
    ],
    paymentsByStatus: {
      interval: 'day',
      buckets: Array.from({ length: 7 }, (_, index) => ({
        start: iso(TO - (7 - index) * DAY),
        completed: index + 1,
        pending: index % 3,
        failed: index === 4 ? 1 : 0,
      })),
    },
    riskMetrics: {
      supplierVerificationRate: 66.7,
      paymentSuccessRate: 95,
      averageResponseTimeHours: 30,
      complianceScore: 88,
      computedAt: iso(TO),
    },
    recentTransactions: [
      transaction('t-1', 'Shenzhen Electronics Co.', 1_250_000, 'USD', 'completed', 1),
      transaction('t-2', 'Müller Maschinenbau GmbH', 880_050, 'EUR', 'pending', 2),
      transaction('t-3', 'Osaka Precision', 4_500_000, 'JPY', 'failed', 3),
    ],
    recentActivities: [alertActivity('a-1', 'EUR/USD below 1.0526', 1)],
    ratesAsOf: iso(TO - 60_000),
    ratesSource: 'simulated',
    ...overrides,
  };
}

function exposure(
  currency: string,
  amountMinor: number,
  baseAmountMinor: number,
  hedgedPercent: number,
  riskLevel: 'Low' | 'Medium' | 'High',
  rate: number,
  volatilityPercent: number | null,
): Dashboard['exposures'][number] {
  const unhedgedBaseMinor = Math.round((baseAmountMinor * (100 - hedgedPercent)) / 100);
  const impactOf = (move: number) => Math.round((unhedgedBaseMinor * move) / 100);
  return {
    currency,
    amountMinor,
    baseAmountMinor,
    hedgedPercent,
    unhedgedBaseMinor,
    riskLevel,
    rate,
    volatilityPercent,
    impact: {
      '-10': impactOf(-10),
      '-5': impactOf(-5),
      '-1': impactOf(-1),
      '1': impactOf(1),
      '5': impactOf(5),
      '10': impactOf(10),
    },
  };
}

function transaction(
  id: string,
  supplierName: string,
  amountMinor: number,
  currency: string,
  status: 'completed' | 'pending' | 'failed',
  daysAgo: number,
): Dashboard['recentTransactions'][number] {
  return {
    id,
    supplierName,
    amountMinor,
    currency,
    status,
    method: 'Wire Transfer',
    date: iso(TO - daysAgo * DAY),
  };
}

export function alertActivity(id: string, title: string, daysAgo: number): ActivityItem {
  return {
    id,
    type: 'alert',
    title,
    description: `${title}: the rate crossed the threshold you set.`,
    messageKey: null,
    params: null,
    status: 'completed',
    date: iso(TO - daysAgo * DAY),
    relatedId: null,
  };
}

export function buildReportContent(overrides: Partial<RiskReportContent> = {}): RiskReportContent {
  return {
    organisationName: 'Acme Imports Ltd',
    exportedBy: 'Jane Doe',
    exportedAt: new Date('2026-11-21T12:05:00.000Z'),
    generatedAt: new Date('2026-11-21T12:05:03.000Z'),
    dashboard: buildDashboard(),
    alerts: [
      alertActivity('a-1', 'EUR/USD below 1.0526', 1),
      alertActivity('a-2', 'GBP/USD moved 2% in 1h', 2),
    ],
    translator: translatorFor('en'),
    ...overrides,
  };
}
