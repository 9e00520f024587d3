import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { extractLink } from '../../../infra/test-support/smtp-sink.js';
import { createMailSender } from '../../src/mail/mail-transport.js';
import { translatorFor } from '../../src/i18n/server-i18n.js';
import { verificationMail } from '../../src/mail/templates.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'tradehub-outbox-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function capturingLogger() {
  const lines: string[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    }),
  );
  return { logger, lines };
}

describe('mail without SMTP_URL', () => {
  it('writes an .eml file into the outbox and logs the link (development)', async () => {
    const { logger, lines } = capturingLogger();
    const outboxDir = path.join(dataDir, 'outbox');
    const sender = createMailSender({
      smtpUrl: undefined,
      from: 'TradeHub <no-reply@tradehub.local>',
      outboxDir,
      logger,
      logLinks: true,
      printLink: (text) => printed.push(text),
    });
    const printed: string[] = [];
    const link = 'http://localhost:3000/api/auth/verify-email?token=abc';
    await sender.send(
      verificationMail(translatorFor('en'), 'buyer@example.com', 'Acme', link),
      'verify-email-u1-signup',
    );
    sender.close();

    const files = readdirSync(outboxDir);
    expect(files).toEqual(['verify-email-u1-signup.eml']);
    const raw = readFileSync(path.join(outboxDir, files[0] ?? ''), 'utf8');
    expect(raw).toContain('To: buyer@example.com');
    expect(raw).toContain('Subject: Verify your email for TradeHub');
    expect(extractLink(raw)).toBe(link);
    expect(lines.join('')).toContain(link);
    // And on a line of its own, to click in a developer's terminal.
    expect(
      printed
        .join('')
        .split('\n')
        .map((line) => line.trim()),
    ).toContain(link);
  });

  it('never logs the link where links must not be logged (production), yet still writes the .eml', async () => {
    const { logger, lines } = capturingLogger();
    const outboxDir = path.join(dataDir, 'outbox-quiet');
    const sender = createMailSender({
      smtpUrl: undefined,
      from: 'TradeHub <no-reply@tradehub.local>',
      outboxDir,
      logger,
      logLinks: false,
      printLink: (text) => printed.push(text),
    });
    const printed: string[] = [];
    const token = 'secret-link-token-0123456789';
    const link = `https://app.example.com/reset-password?token=${token}`;
    await sender.send(
      verificationMail(translatorFor('en'), 'buyer@example.com', 'Acme', link),
      'reset-password-u1-g1',
    );
    sender.close();
    expect(lines.join('')).toContain('mail written to the outbox');
    expect(lines.join('')).not.toContain(token);
    expect(printed).toEqual([]);
    const raw = readFileSync(path.join(outboxDir, 'reset-password-u1-g1.eml'), 'utf8');
    expect(raw.replace(/=\r?\n/g, '')).toContain(token);
  });
});
