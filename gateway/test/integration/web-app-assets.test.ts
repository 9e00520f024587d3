import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { startTestGateway, TEST_SESSION_SECRET, type TestGateway } from '../support/test-gateway.js';

// The web app's files as the build leaves them (web/vite.config.ts writes .br and .gz copies of each text
// asset over 1 KB): the gateway sends the copy the browser accepts, and the file itself otherwise.
let gateway: TestGateway;
let app: Awaited<ReturnType<typeof buildApp>>;
const distDir = mkdtempSync(path.join(tmpdir(), 'tradehub-web-dist-'));
const script = `export const rates = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ quote: `Q${i}`, rate: i / 7 })))};\n`;
const indexHtml = `<!doctype html><title>TradeHub</title>${'<!-- padding -->'.repeat(100)}`;

beforeAll(async () => {
  gateway = await startTestGateway('web-assets');
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), indexHtml);
  writeFileSync(path.join(distDir, 'index.html.br'), brotliCompressSync(indexHtml));
  writeFileSync(path.join(distDir, 'assets', 'rates-abc123.js'), script);
  writeFileSync(path.join(distDir, 'assets', 'rates-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(distDir, 'assets', 'rates-abc123.js.gz'), gzipSync(script));
  writeFileSync(path.join(distDir, 'assets', 'tiny-abc123.js'), 'export {};\n');
  app = await buildApp({
    config: gateway.config,
    orm: gateway.orm,
    redis: gateway.redis,
    redisUrl: gateway.config.redisUrl ?? '',
    sessionSecret: TEST_SESSION_SECRET,
    webDistDir: distDir,
    logger: false,
  });
});

afterAll(async () => {
  await app?.close();
  await gateway?.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the web app files', () => {
  it('sends the brotli copy to a browser that accepts it, and says so', async () => {
    const response = await get('/assets/rates-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 2);
  });

  it('sends the gzip copy when only gzip is accepted, and the file itself when nothing is', async () => {
    const gzip = await get('/assets/rates-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/rates-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(script);
  });

  it('sends a file without compressed copies as it is', async () => {
    const response = await get('/assets/tiny-abc123.js', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('export {};\n');
  });

  it('answers client-side routes with index.html, compressed when accepted', async () => {
    const response = await get('/payments', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(indexHtml);
    expect((await get('/index.html')).headers['cache-control']).toBe('no-cache');
  });
});
