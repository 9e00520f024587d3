import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpSinkOptions {
  /**
   * How long the sink waits before replying to a message's DATA, like a slow provider (default 0). Until it
   * replies the message is not accepted: a client that goes away meanwhile has delivered nothing.
   */
  replyDelayMs?: number;
}

interface HeldReply {
  mail: ReceivedMail;
  timer: NodeJS.Timeout;
}

/**
 * A real SMTP server on loopback that keeps what it receives: the fake for a mail provider across the
 * internet (tests send through nodemailer exactly as production does).
 */
export async function startSmtpSink({ replyDelayMs = 0 }: SmtpSinkOptions = {}) {
  const received: ReceivedMail[] = [];
  /** Messages whose client disconnected before the reply to DATA: not accepted, as with a real server. */
  const dropped: ReceivedMail[] = [];
  const held = new Map<string, HeldReply>();
  let delayMs = replyDelayMs;
  let rejecting = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (rejecting) {
          // A provider's temporary failure: nothing accepted, the client is to try again later.
          const refusal = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          return callback(refusal);
        }
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        const accept = () => {
          held.delete(session.id);
          received.push(mail);
          callback();
        };
        if (delayMs <= 0) return accept();
        held.set(session.id, { mail, timer: setTimeout(accept, delayMs) });
      });
    },
    onClose(session) {
      const reply = held.get(session.id);
      if (!reply) return;
      clearTimeout(reply.timer);
      held.delete(session.id);
      dropped.push(reply.mail);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    dropped,
    /** Messages received in full whose reply to DATA is still being held back. */
    held: () => [...held.values()].map((reply) => reply.mail),
    /** Refuses (451, try again later) every message from now on until turned off. */
    setRejecting(on: boolean) {
      rejecting = on;
    },
    /** Changes the reply delay for messages received from now on (held ones keep theirs). */
    setReplyDelay(ms: number) {
      delayMs = ms;
    },
    /** The nth mail (1 = the first) to `to`, already received or still to come. */
    async waitFor(to: string, timeoutMs = 15_000, nth = 1): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const matching = received.filter((mail) => mail.to.includes(to.toLowerCase()));
        const mail = matching[nth - 1];
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail #${nth} to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const reply of held.values()) clearTimeout(reply.timer);
        held.clear();
        server.close(() => resolve());
      }),
  };
}

/** The verification link of a TradeHub mail (quoted-printable soft breaks undone). */
export function extractLink(raw: string, path = '/api/auth/verify-email'): string {
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = new RegExp(`https?://[^\\s"<>]*${path.replace(/\//g, '\\/')}[^\\s"<>]*`).exec(unfolded);
  if (!match) throw new Error(`no ${path} link in mail:\n${raw}`);
  return match[0].replace(/&amp;/g, '&');
}

/**
 * A message as a mail client reads it: its subject with the Q-encoded words decoded, and its raw text with the
 * quoted-printable encoding undone (soft breaks joined, =XX bytes read as UTF-8).
 */
export function readableMail(raw: string): { subject: string; text: string } {
  const bytes = (text: string) =>
    Buffer.from(
      text.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  const headers = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]/g, ' ');
  const subject = (/^Subject: (.*)$/m.exec(headers)?.[1] ?? '')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/g, (_, word: string) => bytes(word.replace(/_/g, ' ')));
  return { subject, text: bytes(raw.replace(/=\r?\n/g, '')) };
}
