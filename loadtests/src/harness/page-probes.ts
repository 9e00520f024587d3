// Scripts bench:web runs inside Chromium. They are plain JavaScript strings (the loadtests compile for
// Node, without the DOM library): `LOAD_PROBE` is added as an init script, so it runs before the app's
// own code on every navigation; the live-update probe is evaluated on a page that is already showing.

/** What `LOAD_PROBE` leaves on `window.__benchLoad` (times: ms since navigation start). */
export interface LoadProbe {
  /** Every largest-contentful-paint candidate so far; the last one is the page's LCP. */
  lcp: { startTime: number; size: number; element: string }[];
  fcp: number | null;
  /** The first risk tile's value: when it entered the DOM, and when its text was painted (Element Timing). */
  tileInsertedAt: number | null;
  tilePaintedAt: number | null;
  visibility: string;
  errors: string[];
}

/** The selector of a risk tile's figure (RiskTiles.tsx: `risk-tile-${key}-value`). */
export const RISK_TILE_VALUE = '[data-testid^="risk-tile-"][data-testid$="-value"]';

export const LOAD_PROBE = `(() => {
  const probe = { lcp: [], fcp: null, tileInsertedAt: null, tilePaintedAt: null, visibility: document.visibilityState, errors: [] };
  window.__benchLoad = probe;
  const describe = (element) => {
    if (!element) return '(removed)';
    const testId = element.getAttribute('data-testid');
    if (testId) return element.tagName.toLowerCase() + '[data-testid=' + testId + ']';
    const className = typeof element.className === 'string' ? element.className.trim().split(/\\s+/)[0] : '';
    return element.tagName.toLowerCase() + (className ? '.' + className : '');
  };
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch (error) {
      probe.errors.push(type + ': ' + error);
    }
  };
  observe('largest-contentful-paint', (entry) =>
    probe.lcp.push({ startTime: entry.startTime, size: entry.size, element: describe(entry.element) }),
  );
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') probe.fcp = entry.startTime;
  });
  observe('element', (entry) => {
    if (entry.identifier === 'bench-risk-tile' && probe.tilePaintedAt === null)
      probe.tilePaintedAt = entry.renderTime || entry.loadTime || entry.startTime;
  });
  // The first tile gets an elementtiming attribute as soon as React inserts it (a MutationObserver runs
  // before the next paint), so Element Timing reports when its text was actually painted.
  const tiles = new MutationObserver(() => {
    const tile = document.querySelector(${JSON.stringify(RISK_TILE_VALUE)});
    if (!tile) return;
    probe.tileInsertedAt = performance.now();
    tile.setAttribute('elementtiming', 'bench-risk-tile');
    tiles.disconnect();
  });
  tiles.observe(document, { childList: true, subtree: true });
})();`;

/** Resolves after two animation frames and `settleMs`: the paint of what is on screen has been reported. */
export const afterPaint = (settleMs: number) =>
  `new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, ${settleMs}))))`;

/** What the live-update probe recorded (times: ms on the page's clock, `performance.now()`). */
export interface LiveProbe {
  /** MutationObserver callbacks with a change to the observed rate's element: one per React commit. */
  rateCommits: number[];
  /** The distinct texts the rate showed, in order. */
  rateTexts: string[];
  /** MutationObserver callbacks touching anything in the rate card (all currencies, freshness line). */
  cardCommits: number[];
  startedAt: number;
  /** False when the card was replaced while observed (then the counts stop early). */
  attached: boolean;
}

/** Starts counting mutations of `rate-card-${quote}-rate` (and of the whole card) on `window.__benchLive`. */
export const startLiveProbe = (quote: string) => `(() => {
  const card = document.querySelector('[data-testid="rate-card"]');
  const rateSelector = '[data-testid="rate-card-${quote}-rate"]';
  const rate = card && card.querySelector(rateSelector);
  if (!card || !rate) throw new Error('no ' + rateSelector + ' in the rate card');
  const probe = { rateCommits: [], rateTexts: [rate.textContent], cardCommits: [], startedAt: performance.now(), attached: true };
  window.__benchLive = probe;
  const inRate = (node) => {
    const element = node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement;
    return Boolean(element && element.closest(rateSelector));
  };
  const observer = new MutationObserver((records) => {
    const now = performance.now();
    probe.cardCommits.push(now);
    if (records.some((record) => inRate(record.target))) probe.rateCommits.push(now);
    const current = card.querySelector(rateSelector);
    const text = current ? current.textContent : null;
    if (text !== probe.rateTexts[probe.rateTexts.length - 1]) probe.rateTexts.push(text);
    if (!card.isConnected) probe.attached = false;
  });
  observer.observe(card, { subtree: true, childList: true, characterData: true, attributes: true });
  window.__benchLiveStop = () => observer.disconnect();
})()`;

/** Where a load's time went, from Resource Timing (ms since navigation start; null when not fetched). */
export interface LoadResources {
  /** The dashboard's data: `GET /api/dashboard…` asked for, and answered. */
  dashboardApiStart: number | null;
  dashboardApiEnd: number | null;
  /** The last script (entry, preloads, route chunks) fetched before the tiles showed. */
  lastScriptEnd: number | null;
  scripts: number;
}

export const READ_RESOURCES = `(() => {
  const entries = performance.getEntriesByType('resource');
  const tileAt = window.__benchLoad.tilePaintedAt || window.__benchLoad.tileInsertedAt || Infinity;
  const api = entries.filter((entry) => new URL(entry.name).pathname === '/api/dashboard');
  const scripts = entries.filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
    .filter((entry) => entry.startTime < tileAt);
  return {
    dashboardApiStart: api.length ? Math.min(...api.map((entry) => entry.startTime)) : null,
    dashboardApiEnd: api.length ? Math.min(...api.map((entry) => entry.responseEnd)) : null,
    lastScriptEnd: scripts.length ? Math.max(...scripts.map((entry) => entry.responseEnd)) : null,
    scripts: scripts.length,
  };
})()`;

/** Every resource of the load as `start → end  path`, in the order they started (BENCH_TRACE=1). */
/** Each request: started → sent (after any wait for a connection) → first byte → last byte, in ms. */
export const READ_WATERFALL = `(() => performance.getEntriesByType('resource')
  .sort((a, b) => a.startTime - b.startTime)
  .map((e) => [e.startTime, e.requestStart, e.responseStart, e.responseEnd].map(Math.round).join(' → ') + '  ' + new URL(e.name).pathname)
  .join('\\n'))()`;
