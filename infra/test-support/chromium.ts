import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (apt-get install chromium); a tool's own browser download cannot work here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Headless Debian Chromium, its background services (which this machine's closed network refuses) off, and
 * set to prefer reduced motion, as a reader may ask for it: the landing page's floating currency symbols then
 * stand still (landing.css). Without a GPU Chromium paints their animation in software, which took most of a
 * core for each open landing page, and browser tests leave many open. A test of the motion itself opens a
 * context with `reducedMotion: 'no-preference'`.
 */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  // Playwright emulates 'no-preference' unless a context says otherwise: its contexts and pages say so here.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ reducedMotion: 'reduce', ...options });
  const newPage = browser.newPage.bind(browser);
  browser.newPage = (options = {}) => newPage({ reducedMotion: 'reduce', ...options });
  return browser;
}
