import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { extractLink } from '../../../infra/test-support/smtp-sink.js';
import { createMailSender } from '../../src/mail/mail-transport.js';
import { verificationMail } from '../../src/mail/templates.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'tradehub-outbox-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('mail without SMTP_URL', () => {
  it('writes an .eml file into the outbox and logs the link', async () => {
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
    const outboxDir = path.join(dataDir, 'outbox');
    const sender = createMailSender({
      smtpUrl: undefined,
      from: 'TradeHub <no-reply@tradehub.local>',
      outboxDir,
      logger,
    });
    const link = 'http://localhost:3000/api/auth/verify-email?token=abc';
    await sender.send(verificationMail('buyer@example.com', 'Acme', link), 'verify-email-u1-signup');
    sender.close();

    const files = readdirSync(outboxDir);
    expect(files).toEqual(['verify-email-u1-signup.eml']);
    const raw = readFileSync(path.join(outboxDir, files[0] ?? ''), 'utf8');
    expect(raw).toContain('To: buyer@example.com');
    expect(raw).toContain('Subject: Verify your email for TradeHub');
    expect(extractLink(raw)).toBe(link);
    expect(lines.join('')).toContain(link);
  });
});
