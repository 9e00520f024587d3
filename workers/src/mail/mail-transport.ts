import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about, logged when mail goes to the outbox folder. */
  link?: string;
}

export interface MailSender {
  send(mail: OutgoingMail, messageId: string): Promise<void>;
  close(): void;
}

/**
 * SMTP_URL when configured; otherwise each mail is written as an .eml file into DATA_DIR/outbox and its
 * link logged, so sign-up works on a machine with no mail server.
 */
export function createMailSender(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  logger: Logger;
}): MailSender {
  const { smtpUrl, from, outboxDir, logger } = options;
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
        { to: mail.to, subject: mail.subject, file, link: mail.link },
        'mail written to the outbox',
      );
    },
    close: () => transport.close(),
  };
}
