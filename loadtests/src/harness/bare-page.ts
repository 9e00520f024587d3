// bench:web's floor: what this Chromium, on this machine and at this moment, takes to open a new context,
// navigate and paint one paragraph served from loopback. The dashboard's LCP is printed beside it, so a
// run on a busy evening can be told from a slower page.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Cleanup } from './cleanup.js';

const BARE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>floor</title></head>' +
  '<body><p data-testid="bare">TradeHub bench floor: one paragraph, no script.</p></body></html>';

/** Serves the bare page on a loopback port until `cleanup` runs; resolves to its URL. */
export async function startBarePageServer(cleanup: Cleanup): Promise<string> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(BARE_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanup.add(
    'close the bare page server',
    () => new Promise<void>((resolve) => server.close(() => resolve())),
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}
