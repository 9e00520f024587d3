import { Market, prepareExposure, ExposureRevaluation } from '@tradehub/db/domain';
const CURRENCIES = { EUR: 0.921, GBP: 0.789, JPY: 148.25, CNY: 7.2134, CHF: 0.8812 };
const BUCKET_DAYS = [-5, 20, 60, 120, 250, 400];
const DAY_MS = 864e5;
function random(seed) { let s = seed >>> 0; return () => { s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0; return s / 2 ** 32; }; }
const now = new Date(); const next = random(25);
const day = (o) => new Date(now.getTime() + o * DAY_MS).toISOString().slice(0, 10);
const prepared = [];
for (let i = 0; i < 1000; i++) {
  const inputs = { organisationId: `org-${i}`, baseCurrency: 'USD', marginTolerancePercent: 2, payables: [], hedges: [], targets: { EUR: 60 } };
  for (const c of Object.keys(CURRENCIES)) for (const o of BUCKET_DAYS) { const a = Math.round(1e6 + next() * 5e7); inputs.payables.push({ currency: c, amountMinor: a, day: day(o), budgetRate: '1.05' }); if (o > 3) inputs.hedges.push({ currency: c, amountMinor: Math.round(a * next()), day: day(o) }); }
  prepared.push(new ExposureRevaluation(prepareExposure(inputs, now)));
}
const n2 = random(7); const dailyCloses = new Map();
for (const [c, a] of Object.entries(CURRENCIES)) { let r = a; const cl = [r]; for (let k = 1; k <= 90; k++) cl.push((r = r * (1 + (n2() - 0.5) * 0.01))); dailyCloses.set(c, cl); }
const base = new Market({ ratesPerUsd: { ...CURRENCIES }, asOf: now.toISOString(), dailyCloses });
const rates = { ...CURRENCIES }; const w = random(3); const times = [];
for (let t = 0; t < 300; t++) {
  for (const c of Object.keys(rates)) rates[c] *= 1 + (w() - 0.5) * 0.002;
  const m = base.withLiveRates({ rates: { ...rates }, asOf: new Date().toISOString() });
  const st = process.cpuUsage();
  for (const r of prepared) { r.value(m); r.movedEnoughSincePushed(); }
  const u = process.cpuUsage(st); times.push((u.user + u.system) / 1000);
}
times.sort((a, b) => a - b);
console.log('p50', times[150], 'p99', times[296], 'max', times[299]);
