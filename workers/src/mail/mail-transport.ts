import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about, logged (outside production) when mail goes to the outbox folder. */
  link?: string;
}

export interface MailSender {
  send(mail: OutgoingMail, messageId: string): Promise<void>;
  close(): void;
}

/**
 * SMTP_URL when configured; otherwise each mail is written as an .eml file into DATA_DIR/outbox and, with
 * `logLinks`, its link logged, so sign-up works on a developer's machine with no mail server. A link holds a
 * token that signs someone in or sets their password, so it is never logged in production (where SMTP_URL
 * is required anyway: runtime-config.ts); the .eml file stays on the local disk.
 */
export function createMailSender(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  logger: Logger;
  /** Log each outbox mail's link (development and tests); false in production. */
  logLinks: boolean;
  /**
   * Where a developer reads the link at a glance (development at a terminal: stdout), on a line of its own
   * beside the log line, ready to click or copy. Only with logLinks.
   */
  printLink?: (text: string) => void;
}): MailSender {
  const { smtpUrl, from, outboxDir, logger, logLinks, printLink } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail, messageId) {
        await transport.sendMail({ from, ...mail, messageId: `<${messageId}@tradehub>` });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail, messageId) {
      const info = await transport.sendMail({ from, ...mail, messageId: `<${messageId}@tradehub>` });
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${messageId.replace(/[^A-Za-z0-9_.-]/g, '_')}.eml`);
      await writeFile(file, info.message as Buffer);
      logger.info(
        { to: mail.to, subject: mail.subject, file, ...(logLinks ? { link: mail.link } : {}) },
        'mail written to the outbox',
      );
      if (logLinks && mail.link && printLink)
        printLink(`\n  ${mail.subject}, to ${mail.to}:\n  ${mail.link}\n\n`);
    },
    close: () => transport.close(),
  };
}
