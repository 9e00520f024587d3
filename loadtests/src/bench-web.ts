// `npm run bench:web`: the web app as a browser gets it, in headless Chromium (Debian's, through
// playwright-core). It starts its own workers and gateway (which serves the web/dist just built) on a
// PostgreSQL database and a Redis prefix of its own, seeds the demo workspace, signs in once as one of its
// approved members, then measures:
//
// 1. the risk dashboard's largest contentful paint: BENCH_LOADS (default 10) loads of `/`, each in a new
//    browser context (empty HTTP cache) with the session cookie, after BENCH_WARMUP (default 1) load not
//    counted; LCP, FCP and the paint of the first risk tile from the page's own performance entries; each
//    load is paired with one of a bare page (one paragraph from node:http on loopback, also a new context),
//    the floor printed beside the dashboard's figures, so a busy machine can be told from a slower page;
// 2. live updates: the dashboard with the FX feed at BENCH_TICK_MS (default 50 ms: 20 ticks/s), the rate
//    card's rate of one currency (`rate-card-JPY-rate`) observed for BENCH_LIVE_SECONDS (default 10): its
//    re-renders per one-second window must stay ≤ 10 (web/src/realtime/throttledStore.ts);
// 3. the initial JavaScript: entry script and modulepreloads of web/dist/index.html, gzip (the method of
//    infra/test/unit/web-initial-bundle-budget.test.ts).
//
// One table against the targets; exits 0 when every target passes, 1 when one fails, 2 when the run
// itself failed. Everything it created is removed at the end, on failure and on Ctrl-C.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium } from '../../infra/test-support/chromium.js';
import { freePort } from '../../infra/test-support/product-process.js';
import { startBarePageServer } from './harness/bare-page.js';
import { Cleanup } from './harness/cleanup.js';
import { seedDemoWithMemberPassword, signIn } from './harness/demo-member.js';
import { waitForFxHistory } from './harness/fx-history.js';
import {
  afterPaint,
  LOAD_PROBE,
  READ_RESOURCES,
  READ_WATERFALL,
  startLiveProbe,
  type LoadResources,
  type LiveProbe,
  type LoadProbe,
} from './harness/page-probes.js';
import { formatMs, printTable, verdict, type Row } from './harness/report.js';
import { prepareRunEnvironment } from './harness/run-environment.js';
import { ROOT, sleep, waitUntilReady } from './harness/stack.js';
import { startSupervisedServer } from './harness/supervised-server.js';
import { percentile } from './harness/tick-recorder.js';
import { summariseTrace, TRACE_CATEGORIES } from './harness/trace-summary.js';

const settings = {
  loads: positive('BENCH_LOADS', 10),
  warmups: Number(process.env.BENCH_WARMUP ?? 1),
  /** Wait after the tiles show (and two frames) before reading the entries. */
  settleMs: Number(process.env.BENCH_SETTLE_MS ?? 500),
  tickMs: positive('BENCH_TICK_MS', 50),
  liveSeconds: positive('BENCH_LIVE_SECONDS', 10),
  quote: process.env.BENCH_QUOTE ?? 'JPY',
  /** A directory: each measured load is traced (Chromium's Tracing domain) into it and summarised. */
  traceDir: process.env.BENCH_CDP_TRACE,
};

// Issue 18: the initial JavaScript ≤ 150 KB gzip and the dashboard LCP p95 ≤ 1.2 s.
const TARGETS = { lcpMs: 1200, repaintsPerSecond: 10, initialJsBytes: 150 * 1024 };
const VIEWPORT = { width: 1440, height: 1000 };
/** The dashboard is recognised by its four risk tiles' figures (web/test/browser/risk-dashboard.test.ts). */
const TILE_KEYS = ['counterpartyRisk', 'fxRiskExposure', 'cashflowRisk', 'marketRisk'];

const cleanup = new Cleanup();

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

async function main(): Promise<number> {
  cleanup.onSignals();
  const loadAtStart = os.loadavg()[0]!;
  if (settings.traceDir) mkdirSync(settings.traceDir, { recursive: true });
  const initialJs = measureInitialJs();

  const { env, databaseUrl } = await prepareRunEnvironment(cleanup, 'bench-web');
  await seedDemoWithMemberPassword(databaseUrl);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const serverEnv = { ...env, HOST: '127.0.0.1', PORT: String(port), APP_URL: baseUrl };
  // The feed at the runtime's default period (FX_TICK_MS unset: 1 s) while the loads are measured.
  const workers = startSupervisedServer(cleanup, 'workers', 'workers/dist/main.js', serverEnv);
  const gateway = startSupervisedServer(cleanup, 'gateway', 'gateway/dist/main.js', serverEnv);
  await waitUntilReady(baseUrl, gateway);
  // The first start backfills 90 days of simulated rates; the dashboard is measured once that has
  // committed and rates are live.
  await waitForFxHistory(databaseUrl);
  const cookie = await signIn(baseUrl);
  await waitForLatestRates(baseUrl, cookie);

  const barePageUrl = await startBarePageServer(cleanup);
  const browser = await launchChromium();
  cleanup.add('close Chromium', () => browser.close());
  console.log(`[bench] Chromium ${browser.version()}, viewport ${VIEWPORT.width}×${VIEWPORT.height}`);

  console.log(`[bench] dashboard: ${settings.warmups} warm-up + ${settings.loads} measured loads…`);
  const loads: LoadResult[] = [];
  const floorLcps: number[] = [];
  for (let i = 0; i < settings.warmups + settings.loads; i++) {
    const traceFile =
      settings.traceDir && i >= settings.warmups
        ? path.join(settings.traceDir, `load-${i - settings.warmups + 1}.json`)
        : undefined;
    const floorLcp = await measureBareLoad(browser, barePageUrl);
    const result = await measureLoad(browser, baseUrl, cookie, traceFile);
    if (i >= settings.warmups) {
      loads.push(result);
      floorLcps.push(floorLcp);
    }
  }

  console.log(`[bench] live updates: FX_TICK_MS=${settings.tickMs}, ${settings.liveSeconds} s…`);
  await workers.stop();
  startSupervisedServer(cleanup, 'workers', 'workers/dist/main.js', {
    ...serverEnv,
    FX_TICK_MS: String(settings.tickMs),
  });
  const live = await measureLiveUpdates(browser, baseUrl, cookie);

  const rows = [
    ...initialJsRows(initialJs),
    ...loadRows(loads, floorLcps),
    ...liveRows(live),
    {
      measure: 'machine load, 1-min average',
      value: `${loadAtStart.toFixed(2)} → ${os.loadavg()[0]!.toFixed(2)}`,
      target: `${os.availableParallelism()} CPUs`,
    },
  ];
  printTable(
    `TradeHub web: headless Chromium ${browser.version()}, ${VIEWPORT.width}×${VIEWPORT.height}, ` +
      `gateway and workers on this machine`,
    rows,
  );
  return rows.some((row) => row.verdict === 'FAIL') ? 1 : 0;
}

/** Polls GET /api/fx/latest (members only) until the feed has published a snapshot. */
async function waitForLatestRates(baseUrl: string, cookie: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let status = 0;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/api/fx/latest`, { headers: { cookie } }).catch(() => undefined);
    if (response?.ok) return;
    status = response?.status ?? 0;
    await sleep(500);
  }
  throw new Error(
    `no FX snapshot within ${timeoutMs / 1000} s (last answer ${status}): is the workers' feed running?`,
  );
}

async function newSignedInContext(
  browser: Browser,
  baseUrl: string,
  cookie: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const separator = cookie.indexOf('=');
  await context.addCookies([
    { name: cookie.slice(0, separator), value: cookie.slice(separator + 1), url: baseUrl },
  ]);
  return context;
}

// --- 1. the dashboard's paints -------------------------------------------------------------------------

interface LoadResult {
  lcpMs: number;
  lcpElement: string;
  fcpMs: number;
  /** The first risk tile's figure painted (Element Timing), else inserted into the DOM. */
  tileMs: number;
  tileFromElementTiming: boolean;
  resources: LoadResources;
}

async function measureLoad(
  browser: Browser,
  baseUrl: string,
  cookie: string,
  traceFile?: string,
): Promise<LoadResult> {
  const context = await newSignedInContext(browser, baseUrl, cookie);
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: LOAD_PROBE });
    // Tracing (with the CPU profiler's samples) slows the page down: its paints are later than untraced.
    if (traceFile) await browser.startTracing(page, { path: traceFile, categories: TRACE_CATEGORIES });
    await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
    try {
      await Promise.all(
        TILE_KEYS.map((key) =>
          page.getByTestId(`risk-tile-${key}-value`).waitFor({ state: 'visible', timeout: 30_000 }),
        ),
      );
    } catch (error) {
      throw new Error(`the dashboard's risk tiles did not show (at ${page.url()}): ${String(error)}`);
    }
    await page.evaluate(afterPaint(settings.settleMs));
    if (traceFile) await browser.stopTracing();
    const probe = (await page.evaluate('window.__benchLoad')) as LoadProbe;
    if (traceFile) {
      const candidates = probe.lcp.map(
        (entry) => `${Math.round(entry.startTime)} ms ${entry.element} (${entry.size})`,
      );
      console.info(
        `[bench] ${traceFile}\nLCP entries: ${candidates.join(', ')}\n${summariseTrace(traceFile)}`,
      );
    }
    if (probe.errors.length) throw new Error(`performance observers: ${probe.errors.join('; ')}`);
    const resources = (await page.evaluate(READ_RESOURCES)) as LoadResources;
    // BENCH_TRACE=1: every request of the load in the order it started, to see the waterfall.
    if (process.env.BENCH_TRACE === '1') console.info(await page.evaluate(READ_WATERFALL));
    const lcp = probe.lcp.at(-1);
    if (!lcp) throw new Error(`no largest-contentful-paint entry (document ${probe.visibility})`);
    return {
      lcpMs: lcp.startTime,
      lcpElement: lcp.element,
      fcpMs: probe.fcp ?? NaN,
      tileMs: probe.tilePaintedAt ?? probe.tileInsertedAt ?? NaN,
      tileFromElementTiming: probe.tilePaintedAt !== null,
      resources,
    };
  } finally {
    await context.close();
  }
}

/** The bare page's LCP in a new context: the floor of a navigation and a paint, right now. */
async function measureBareLoad(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: LOAD_PROBE });
    await page.goto(url, { waitUntil: 'commit' });
    await page.getByTestId('bare').waitFor({ state: 'visible', timeout: 30_000 });
    await page.evaluate(afterPaint(100));
    const lcp = ((await page.evaluate('window.__benchLoad')) as LoadProbe).lcp.at(-1);
    if (!lcp) throw new Error('no largest-contentful-paint entry for the bare page');
    return lcp.startTime;
  } finally {
    await context.close();
  }
}

function loadRows(loads: LoadResult[], floorLcps: number[]): Row[] {
  const sorted = (pick: (load: LoadResult) => number) =>
    Float64Array.from(loads.map(pick).filter(Number.isFinite)).sort();
  const lcp = sorted((load) => load.lcpMs);
  const fcp = sorted((load) => load.fcpMs);
  const tile = sorted((load) => load.tileMs);
  const apiStart = sorted((load) => load.resources.dashboardApiStart ?? NaN);
  const api = sorted((load) => load.resources.dashboardApiEnd ?? NaN);
  const scripts = sorted((load) => load.resources.lastScriptEnd ?? NaN);
  const floor = Float64Array.from(floorLcps).sort();
  const p50p95 = (values: Float64Array) =>
    `${formatMs(percentile(values, 50))} / ${formatMs(percentile(values, 95))}`;
  const elements = new Map<string, number>();
  for (const load of loads) elements.set(load.lcpElement, (elements.get(load.lcpElement) ?? 0) + 1);
  const lcpP95 = percentile(lcp, 95);
  const byElementTiming = loads.filter((load) => load.tileFromElementTiming).length;
  return [
    {
      measure: `dashboard LCP p50 / p95 (${loads.length} loads, new context each)`,
      value: p50p95(lcp),
      target: `p95 ≤ ${TARGETS.lcpMs.toLocaleString('en-US')} ms`,
      verdict: verdict(lcp.length === loads.length && lcpP95 <= TARGETS.lcpMs),
    },
    { measure: '  LCP min / max', value: `${formatMs(lcp[0] ?? NaN)} / ${formatMs(lcp.at(-1) ?? NaN)}` },
    { measure: '  baseline: bare page LCP p50 / p95 (one <p>, loopback, new context)', value: p50p95(floor) },
    {
      measure: '  dashboard LCP p50 ÷ bare page LCP p50',
      value: `${(percentile(lcp, 50) / percentile(floor, 50)).toFixed(1)}×`,
    },
    {
      measure: '  LCP element',
      value: [...elements].map(([element, count]) => `${element} ×${count}`).join(', '),
    },
    { measure: '  FCP p50 / p95', value: p50p95(fcp) },
    {
      measure: `  first risk tile shown p50 / p95 (${byElementTiming === loads.length ? 'painted' : 'in the DOM'})`,
      value: p50p95(tile),
    },
    { measure: '  GET /api/dashboard sent p50 / p95', value: p50p95(apiStart) },
    { measure: '  GET /api/dashboard answered p50 / p95', value: p50p95(api) },
    {
      measure: `  last script before the tiles loaded p50 / p95 (${loads[0]?.resources.scripts ?? 0} scripts)`,
      value: p50p95(scripts),
    },
  ];
}

// --- 2. live updates ------------------------------------------------------------------------------------

interface LiveResult {
  /** Commits of the observed rate in each whole second of the window. */
  perSecond: number[];
  /** The most commits within any 1,000 ms span (not only the aligned windows). */
  slidingMax: number;
  cardPerSecondMax: number;
  distinctValues: number;
  ticksPerSecond: number;
  attached: boolean;
}

async function measureLiveUpdates(browser: Browser, baseUrl: string, cookie: string): Promise<LiveResult> {
  const context = await newSignedInContext(browser, baseUrl, cookie);
  try {
    const page = await context.newPage();
    // Ticks as the page receives them (socket.io text frames `42["fx:tick",…]` once upgraded to a WebSocket).
    const ticks: number[] = [];
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.startsWith('42["fx:tick"')) ticks.push(Date.now());
      }),
    );
    await page.goto(`${baseUrl}/`);
    await page.getByTestId(`rate-card-${settings.quote}-rate`).waitFor({ timeout: 30_000 });
    // The restarted feed takes the lead within its lease; wait for the new rate (or give up after 30 s
    // and let the tick row say what arrived).
    const expected = 1000 / settings.tickMs;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && ticks.filter((at) => at > Date.now() - 1000).length < 0.75 * expected)
      await sleep(200);
    await sleep(1000);

    await page.evaluate(startLiveProbe(settings.quote));
    const from = Date.now();
    await sleep(settings.liveSeconds * 1000);
    const probe = (await page.evaluate(
      '(() => { window.__benchLiveStop(); return window.__benchLive; })()',
    )) as LiveProbe;
    const to = Date.now();

    const windows = Math.floor(settings.liveSeconds);
    const perSecond = countPerSecond(probe.rateCommits, probe.startedAt, windows);
    return {
      perSecond,
      slidingMax: slidingMax(probe.rateCommits, 1000),
      cardPerSecondMax: Math.max(...countPerSecond(probe.cardCommits, probe.startedAt, windows)),
      distinctValues: probe.rateTexts.length,
      ticksPerSecond: ticks.filter((at) => at >= from && at < to).length / ((to - from) / 1000),
      attached: probe.attached,
    };
  } finally {
    await context.close();
  }
}

function countPerSecond(times: number[], start: number, windows: number): number[] {
  const counts = new Array<number>(windows).fill(0);
  for (const time of times) {
    const index = Math.floor((time - start) / 1000);
    if (index >= 0 && index < windows) counts[index]!++;
  }
  return counts;
}

function slidingMax(times: number[], spanMs: number): number {
  let best = 0;
  for (let first = 0, last = 0; last < times.length; last++) {
    while (times[last]! - times[first]! >= spanMs) first++;
    best = Math.max(best, last - first + 1);
  }
  return best;
}

function liveRows(live: LiveResult): Row[] {
  const max = Math.max(...live.perSecond);
  return [
    {
      measure: `rate-card-${settings.quote}-rate repaints, max per 1-s window`,
      value: `${max}/s`,
      target: `≤ ${TARGETS.repaintsPerSecond}/s`,
      verdict: verdict(live.attached && max <= TARGETS.repaintsPerSecond),
    },
    { measure: '  per window', value: live.perSecond.join(' ') },
    { measure: '  most in any 1,000 ms span', value: `${live.slidingMax}` },
    { measure: '  whole rate card, max commits per window', value: `${live.cardPerSecondMax}/s` },
    { measure: `  distinct ${settings.quote} values shown`, value: `${live.distinctValues}` },
    {
      measure: `  fx:tick received by the page (FX_TICK_MS=${settings.tickMs})`,
      value: `${live.ticksPerSecond.toFixed(1)}/s`,
      target: `> ${TARGETS.repaintsPerSecond}/s (throttle exercised)`,
      verdict: verdict(live.ticksPerSecond > TARGETS.repaintsPerSecond),
    },
  ];
}

// --- 3. initial JavaScript ------------------------------------------------------------------------------

interface InitialJs {
  files: { src: string; gzip: number }[];
  total: number;
}

/** The entry script and its modulepreloads, as Vite wrote them into web/dist/index.html, gzipped. */
function measureInitialJs(): InitialJs {
  const dist = path.join(ROOT, 'web/dist');
  const indexHtml = path.join(dist, 'index.html');
  if (!existsSync(indexHtml)) throw new Error('web/dist is missing: run `npm run build:web` first');
  const html = readFileSync(indexHtml, 'utf8');
  const entry = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((match) => match[1]!);
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  const files = [...new Set([...entry, ...preloads])].map((src) => ({
    src,
    gzip: gzipSync(readFileSync(path.join(dist, src.replace(/^\//, '')))).length,
  }));
  if (files.length === 0) throw new Error('no entry script in web/dist/index.html');
  return { files, total: files.reduce((sum, file) => sum + file.gzip, 0) };
}

function initialJsRows({ files, total }: InitialJs): Row[] {
  const largest = [...files].sort((a, b) => b.gzip - a.gzip)[0]!;
  return [
    {
      measure: `initial JavaScript, gzip (entry + ${files.length - 1} modulepreloads)`,
      value: kb(total),
      target: `≤ ${kb(TARGETS.initialJsBytes)}`,
      verdict: verdict(total <= TARGETS.initialJsBytes),
    },
    { measure: `  largest: ${path.basename(largest.src)}`, value: kb(largest.gzip) },
  ];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

main()
  .then(async (code) => {
    await cleanup.run();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error('[bench:web] failed:', error instanceof Error ? error.message : error);
    await cleanup.run();
    process.exit(2);
  });
