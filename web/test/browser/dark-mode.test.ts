// Dark mode (issue 18, item 7): the device's setting by default, followed live; Light, Dark or System in
// Account Settings, applied at once and kept in the profile across reloads. And the device's motion setting:
// the landing page's floating symbols and antd's dialogs stand still for a reader who prefers reduced motion.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../gateway/src/auth/password.js';
import { chooseSelectOption } from '../../../infra/test-support/antd-select.js';
import {
  joinSharedStack,
  signInThroughApi,
  type SharedBrowserStack,
} from '../../../infra/test-support/shared-browser-stack.js';
import { buildApprovedMember } from '../../../infra/test-support/factories.js';

const EMAIL = 'night.owl@dark-mode.example';
const PASSWORD = 'dark-mode-password';

let stack: SharedBrowserStack;
let page: Page;

beforeAll(async () => {
  stack = await joinSharedStack({
    seed: async (em) => {
      buildApprovedMember(em, { email: EMAIL, passwordHash: await hashPassword(PASSWORD) });
    },
  });
  // A device set to dark.
  const context = await stack.browser.newContext({
    colorScheme: 'dark',
    viewport: { width: 1400, height: 950 },
  });
  page = await context.newPage();
});

afterAll(async () => {
  await stack?.stop();
});

const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
const waitForTheme = (expected: string) =>
  page.waitForFunction((value) => document.documentElement.dataset.theme === value, expected, {
    timeout: 10_000,
  });

/** Relative luminance (0 black … 1 white) of an element's computed background colour. */
const backgroundLuminance = (selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const match = /rgba?\((\d+), (\d+), (\d+)/.exec(getComputedStyle(element).backgroundColor);
      if (!match) throw new Error(`no background colour on ${element.className}`);
      const [r, g, b] = match.slice(1, 4).map((channel) => {
        const value = Number(channel) / 255;
        return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    });

describe('dark mode', () => {
  it('follows the device before anyone signs in', async () => {
    await page.goto(stack.url);
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 20_000 });
    expect(await theme()).toBe('dark');
    expect(await backgroundLuminance('.th-public')).toBeLessThan(0.05);
  });

  it('renders the signed-in shell dark, and follows the device as it switches', async () => {
    await signInThroughApi(stack, EMAIL, PASSWORD, { page, path: '/settings' });
    await page.getByTestId('settings-color-scheme').waitFor({ timeout: 20_000 });
    expect(await theme()).toBe('dark');
    expect(await backgroundLuminance('html')).toBeLessThan(0.05);
    expect(await backgroundLuminance('.th-topbar')).toBeLessThan(0.05);
    // antd's own components take the dark algorithm too.
    expect(await backgroundLuminance('.th-settings__section')).toBeLessThan(0.05);

    await page.emulateMedia({ colorScheme: 'light' });
    await waitForTheme('light');
    expect(await backgroundLuminance('.th-topbar')).toBeGreaterThan(0.9);
    await page.emulateMedia({ colorScheme: 'dark' });
    await waitForTheme('dark');
  });

  it('switches to Light from Settings at once, and keeps it across a reload', async () => {
    await chooseSelectOption(page.getByTestId('settings-color-scheme'), 'Light');
    await waitForTheme('light');
    expect(await backgroundLuminance('.th-topbar')).toBeGreaterThan(0.9);
    expect(await backgroundLuminance('.th-settings__section')).toBeGreaterThan(0.9);
    await expect
      .poll(
        () =>
          page.evaluate(
            async () =>
              ((await (await fetch('/api/profile')).json()) as { profile: { colorScheme: string } }).profile
                .colorScheme,
          ),
        { timeout: 10_000 },
      )
      .toBe('light');

    // The device still says dark: the choice wins, from the first paint of the reload on.
    await page.reload();
    expect(await theme()).toBe('light');
    await page.getByTestId('settings-color-scheme').waitFor({ timeout: 20_000 });
    expect(await theme()).toBe('light');
    expect(await backgroundLuminance('.th-topbar')).toBeGreaterThan(0.9);
    await expect(page.getByTestId('settings-color-scheme').textContent()).resolves.toContain('Light');
    // Chosen, not following: the device switching changes nothing.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await theme()).toBe('light');
  });
});

describe('motion', () => {
  it("floats the landing page's 24 currency symbols and fades its dialogs in, and holds both still for a reader who asks for less motion", async () => {
    const symbolsOn = async (reducedMotion: 'reduce' | 'no-preference') => {
      const context = await stack.browser.newContext({ reducedMotion });
      try {
        const landing = await context.newPage();
        await landing.goto(stack.url);
        const symbols = landing.locator('.th-currency-symbol');
        await symbols.first().waitFor({ state: 'attached', timeout: 20_000 });
        const result = {
          count: await symbols.count(),
          animations: await symbols.evaluateAll((nodes) =>
            nodes.map((node) => getComputedStyle(node).animationName),
          ),
        };
        // antd's own motion follows the same setting: the Sign In dialog fades in (its motion classes come and
        // go), or simply appears.
        await landing.evaluate(() => {
          const seen: string[] = [];
          (window as unknown as { motionClasses: string[] }).motionClasses = seen;
          new MutationObserver((records) => {
            for (const record of records) {
              const element = record.target as Element;
              for (const name of element.classList ?? [])
                if (/-(appear|enter|leave)(-|$)/.test(name)) seen.push(name);
            }
          }).observe(document.body, { attributes: true, attributeFilter: ['class'], subtree: true });
        });
        await landing.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
        await landing
          .getByRole('dialog', { name: 'Sign In' })
          .getByLabel('Email')
          .waitFor({ timeout: 20_000 });
        const motionClasses = await landing.evaluate(
          () => (window as unknown as { motionClasses: string[] }).motionClasses,
        );
        return { ...result, motionClasses };
      } finally {
        await context.close();
      }
    };
    const moving = await symbolsOn('no-preference');
    expect(moving.count).toBe(24);
    expect(new Set(moving.animations)).toEqual(new Set(['th-currency-float']));
    // A motion's steps: -start, then -active while it runs (the click's wave is one too).
    const running = (classes: string[]) => classes.filter((name) => /-(start|active)$/.test(name));
    expect(running(moving.motionClasses)).not.toEqual([]);
    const still = await symbolsOn('reduce');
    expect(still.count).toBe(24);
    expect(new Set(still.animations)).toEqual(new Set(['none']));
    expect(running(still.motionClasses)).toEqual([]);
  });
});
