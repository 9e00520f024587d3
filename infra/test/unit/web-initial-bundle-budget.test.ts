import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

// The performance budget of issue 10: the JavaScript a first visit downloads before anything is shown
// (the entry script and every module it preloads, as Vite wrote them into dist/index.html) stays under
// 250 KB gzip. Pages, antd-heavy screens and echarts are split off by route and loaded where used.
// `npm test` builds the web app before the unit tests run, so this checks the build being shipped.
const BUDGET_BYTES = 250 * 1024;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

function initialScripts(html: string): string[] {
  const entry = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((match) => match[1]!);
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  return [...new Set([...entry, ...preloads])];
}

describe('initial JavaScript budget', () => {
  it('keeps the entry script and its preloads under 250 KB gzip', () => {
    const indexHtml = path.join(dist, 'index.html');
    expect(existsSync(indexHtml), 'web/dist is missing: run `npm run build:web` first').toBe(true);
    const scripts = initialScripts(readFileSync(indexHtml, 'utf8'));
    expect(scripts.length).toBeGreaterThan(0);
    const sizes = scripts.map((src) => ({
      src,
      gzip: gzipSync(readFileSync(path.join(dist, src.replace(/^\//, '')))).length,
    }));
    const total = sizes.reduce((sum, entry) => sum + entry.gzip, 0);
    expect(total, JSON.stringify(sizes)).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
