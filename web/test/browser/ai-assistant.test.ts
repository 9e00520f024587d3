import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../gateway/src/auth/password.js';
import { startBrowserStack, type BrowserStack } from '../../../infra/test-support/browser-stack.js';
import { signInThroughApi } from '../../../infra/test-support/shared-browser-stack.js';
import { buildApprovedMember } from '../../../infra/test-support/factories.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../../infra/test-support/fake-openai.js';

// The AI chat widget against the product as `npm start` runs it, with an OpenAI-compatible fake as the
// provider: the gateway queues the question, the workers call the fake, the reply comes back to the page.
let stack: BrowserStack;
let fake: FakeOpenAi;
const password = 'assistant-password';
const panelTitle = 'HUB AI | Your Smart Trade Assistant';
const paymentRisksQuestion =
  'What are the main risks of paying an overseas supplier, and which payment terms and methods reduce them?';

beforeAll(async () => {
  fake = await startFakeOpenAi();
  stack = await startBrowserStack('ai-assistant-browser', {
    seed: async (em) => {
      const passwordHash = await hashPassword(password);
      buildApprovedMember(em, {
        email: 'asker@example.com',
        passwordHash,
        businessName: 'Curious Imports Ltd',
      });
      buildApprovedMember(em, {
        email: 'phone@example.com',
        passwordHash,
        businessName: 'Pocket Traders Ltd',
      });
      const { user: admin } = buildApprovedMember(em, {
        email: 'admin@example.com',
        passwordHash,
        businessName: 'TradeHub Operations',
      });
      admin.isAdmin = true;
    },
    // The seeded administrator keeps the rights only while the address is in ADMIN_EMAILS.
    env: { AI_BASE_URL: fake.baseUrl, AI_API_KEY: 'test-key', ADMIN_EMAILS: 'admin@example.com' },
  });
});

afterAll(async () => {
  await stack?.stop();
  await fake?.close();
});

async function openAssistant(page: Page): Promise<Locator> {
  const launcher = page.getByRole('button', { name: 'AI Assistant' });
  await launcher.waitFor({ timeout: 30_000 });
  await launcher.click();
  const panel = page.getByRole('dialog', { name: panelTitle });
  await panel.waitFor({ timeout: 20_000 });
  return panel;
}

const quotaText = (panel: Locator) => panel.getByTestId('assistant-quota').innerText();
const replies = (panel: Locator) => panel.locator('[data-testid="assistant-message"][data-role="assistant"]');
const questions = (panel: Locator) => panel.locator('[data-testid="assistant-message"][data-role="user"]');

async function ask(panel: Locator, question: string) {
  const before = await replies(panel).count();
  const input = panel.getByRole('textbox', { name: 'Your question' });
  await input.fill(question);
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => replies(panel).count(), { timeout: 30_000 }).toBe(before + 1);
}

describe('the AI assistant in the browser', () => {
  it('answers five free questions, then offers the upgrade; the conversation survives a reload', async () => {
    const page = await signInThroughApi(stack, 'asker@example.com', password);
    await page.getByRole('heading', { name: 'Curious Imports Ltd' }).waitFor({ timeout: 30_000 });

    const launcher = page.getByRole('button', { name: 'AI Assistant' });
    await launcher.hover();
    await page.getByRole('tooltip', { name: 'AI Assistant' }).waitFor({ timeout: 10_000 });

    // Clicking outside closes the panel.
    let panel = await openAssistant(page);
    await page.mouse.click(200, 400);
    await panel.waitFor({ state: 'hidden', timeout: 10_000 });

    panel = await openAssistant(page);
    expect((await panel.boundingBox())?.width).toBeCloseTo(400, -1);
    await expect.poll(() => quotaText(panel), { timeout: 20_000 }).toBe('5 questions remaining today');
    await panel.getByRole('heading', { name: 'How can I help you today?' }).waitFor();
    for (const title of ['Verify a new supplier', 'Assess payment risks', 'Check compliance requirements']) {
      expect(await panel.getByRole('button', { name: new RegExp(title) }).isVisible()).toBe(true);
    }
    const input = panel.getByRole('textbox', { name: 'Your question' });
    expect(await input.getAttribute('placeholder')).toBe(
      'Ask about supplier verification, risks, or compliance...',
    );
    const send = panel.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);
    await input.fill('   ');
    expect(await send.isDisabled()).toBe(true);

    // A slow provider, so the typing indicator can be seen.
    fake.setBehaviour({ kind: 'slow', delayMs: 1_500 });
    await panel.getByRole('button', { name: /Assess payment risks/ }).click();
    await panel.getByTestId('assistant-typing').waitFor({ timeout: 10_000 });
    expect(await input.isDisabled()).toBe(true);
    await expect.poll(() => replies(panel).count(), { timeout: 30_000 }).toBe(1);
    await panel.getByTestId('assistant-typing').waitFor({ state: 'hidden' });
    expect(await questions(panel).first().innerText()).toContain(paymentRisksQuestion);
    expect(await replies(panel).first().innerText()).toMatch(
      /HUB AI[\s\S]*Answer 1 from .*: about "What are the main risks/,
    );
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.authorization).toBe('Bearer test-key');
    expect(fake.requests[0]?.body.messages.at(-1)).toEqual({ role: 'user', content: paymentRisksQuestion });
    await expect.poll(() => quotaText(panel), { timeout: 10_000 }).toBe('4 questions remaining today');

    fake.setBehaviour({ kind: 'answer' });
    for (const question of [
      'Which Incoterms suit a first order from Vietnam?',
      'How do I check a supplier is not on a sanctions list?',
      'Should I hedge a EUR payable due in 90 days?',
      'What documents prove the origin of goods?',
    ]) {
      await ask(panel, question);
    }
    expect(fake.requests).toHaveLength(5);

    await panel.getByRole('heading', { name: 'Daily Limit Reached' }).waitFor({ timeout: 10_000 });
    expect(await panel.getByTestId('assistant-limit').innerText()).toContain(
      "You've used all your free questions for today. Upgrade to our premium plan for unlimited AI assistance and advanced features.",
    );
    for (const feature of [
      'Unlimited AI assistance',
      'Advanced risk analysis',
      'Custom supplier verification',
      'Priority support',
    ]) {
      expect(await panel.getByText(feature, { exact: true }).isVisible()).toBe(true);
    }
    const upgrade = panel.getByRole('link', { name: 'Upgrade Now' });
    expect(await upgrade.getAttribute('href')).toBe('/pricing-beta');
    expect(await quotaText(panel)).toBe('0 questions remaining today');
    expect(await input.isDisabled()).toBe(true);

    // Escape closes the panel; the conversation is the server's, so a reload shows it again.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden', timeout: 10_000 });
    await page.reload();
    panel = await openAssistant(page);
    await expect.poll(() => replies(panel).count(), { timeout: 20_000 }).toBe(5);
    expect(await questions(panel).count()).toBe(5);
    expect(await questions(panel).first().innerText()).toContain(paymentRisksQuestion);
    await panel.getByRole('heading', { name: 'Daily Limit Reached' }).waitFor();

    await panel.getByRole('link', { name: 'Upgrade Now' }).click();
    await page.waitForURL(`${stack.url}/pricing-beta`, { timeout: 10_000 });
    await page.getByRole('heading', { name: 'Schedule Your Upgrade Call' }).waitFor({ timeout: 20_000 });
    await page.context().close();
  });

  it('fills a phone screen, and keeps a question whose reply failed so it can be sent again', async () => {
    const page = await signInThroughApi(stack, 'phone@example.com', password, {
      viewport: { width: 390, height: 844 },
    });
    await page.getByRole('heading', { name: 'Pocket Traders Ltd' }).waitFor({ timeout: 30_000 });
    const panel = await openAssistant(page);
    await expect.poll(async () => (await panel.boundingBox())?.width, { timeout: 5_000 }).toBe(390);
    await expect.poll(() => quotaText(panel), { timeout: 20_000 }).toBe('5 questions remaining today');

    fake.reset();
    fake.setBehaviour({ kind: 'error', status: 500 });
    const question = 'Is a letter of credit worth it for a USD 20,000 order?';
    await panel.getByRole('textbox', { name: 'Your question' }).fill(question);
    await panel.getByRole('button', { name: 'Send' }).click();
    await panel.getByText('Failed to generate response. Please try again.').waitFor({ timeout: 60_000 });
    expect(await questions(panel).count()).toBe(1);
    expect(await questions(panel).first().innerText()).toContain(question);
    expect(await replies(panel).count()).toBe(0);
    expect(fake.requests.length).toBeGreaterThan(0);
    await expect.poll(() => quotaText(panel), { timeout: 10_000 }).toBe('5 questions remaining today');

    fake.setBehaviour({ kind: 'answer' });
    await panel.getByRole('button', { name: 'Send this question again' }).click();
    await expect.poll(() => replies(panel).count(), { timeout: 30_000 }).toBe(1);
    expect(await replies(panel).first().innerText()).toContain('about "Is a letter of credit worth it');
    await expect.poll(() => quotaText(panel), { timeout: 10_000 }).toBe('4 questions remaining today');
    await page.context().close();
  });

  it('gives an organisation unlimited questions from the admin page', async () => {
    const admin = await signInThroughApi(stack, 'admin@example.com', password, { path: '/admin' });
    await admin.getByRole('tab', { name: 'Organisations' }).click();
    const premium = admin.getByRole('switch', { name: 'Premium (unlimited AI) for Curious Imports Ltd' });
    await premium.waitFor({ timeout: 20_000 });
    expect(await premium.getAttribute('aria-checked')).toBe('false');
    await premium.click();
    await admin.getByText('Curious Imports Ltd now has unlimited AI questions.').waitFor({ timeout: 20_000 });
    expect(await premium.getAttribute('aria-checked')).toBe('true');
    await admin.context().close();

    // The member who used up the free questions may ask again.
    fake.reset();
    const page = await signInThroughApi(stack, 'asker@example.com', password);
    const panel = await openAssistant(page);
    await expect.poll(() => quotaText(panel), { timeout: 20_000 }).toBe('Unlimited questions with Premium');
    expect(await panel.getByTestId('assistant-limit').count()).toBe(0);
    await ask(panel, 'Now that we are premium, what else should I check?');
    expect(fake.requests).toHaveLength(1);
    expect(await quotaText(panel)).toBe('Unlimited questions with Premium');
    await page.context().close();
  });
});
