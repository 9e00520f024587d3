// The mail a stack without SMTP_URL sends: the workers write each message as an .eml file into
// DATA_DIR/outbox (the product's own default), and a test reads it from there, as a person running
// `npm start` would. The shared browser stack sends its mail this way, so every file's mail is in one
// folder and each test finds its own by recipient.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { vi } from 'vitest';
import type { ReceivedMail } from './smtp-sink.js';

/** Newer than this, a file may still be being written (writeFile is not atomic): left for the next look. */
const SETTLE_MS = 100;

interface OutboxFile {
  name: string;
  mtimeMs: number;
}

/** The addresses of a header (To, From), folded lines joined, lower case. */
function addressesOf(headers: string, name: string): string[] {
  const value = new RegExp(`^${name}: (.*)$`, 'mi').exec(headers)?.[1] ?? '';
  return [...value.matchAll(/[^\s<>",]+@[^\s<>",]+/g)].map((match) => match[0].toLowerCase());
}

export function parseEml(raw: string): ReceivedMail {
  const headers = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]/g, ' ');
  return { from: addressesOf(headers, 'From')[0] ?? '', to: addressesOf(headers, 'To'), raw };
}

/** The mailbox of the stack whose DATA_DIR is `dataDir`. */
export function outboxMailbox(dataDir: string) {
  const folder = path.join(dataDir, 'outbox');
  const parsed = new Map<string, ReceivedMail>();

  /** Every settled mail so far, oldest first. */
  async function received(): Promise<ReceivedMail[]> {
    const names = await readdir(folder).catch(() => [] as string[]);
    const files: OutboxFile[] = [];
    const now = Date.now();
    for (const name of names.filter((entry) => entry.endsWith('.eml'))) {
      const { mtimeMs } = await stat(path.join(folder, name));
      if (parsed.has(name) || now - mtimeMs >= SETTLE_MS) files.push({ name, mtimeMs });
    }
    files.sort((a, b) => a.mtimeMs - b.mtimeMs || a.name.localeCompare(b.name));
    const mails: ReceivedMail[] = [];
    for (const { name } of files) {
      let mail = parsed.get(name);
      if (!mail) parsed.set(name, (mail = parseEml(await readFile(path.join(folder, name), 'utf8'))));
      mails.push(mail);
    }
    return mails;
  }

  return {
    received,
    /** The nth mail (1 = the first) to `to`, already written or still to come. */
    waitFor(to: string, timeoutMs = 15_000, nth = 1): Promise<ReceivedMail> {
      return vi.waitFor(
        async () => {
          const matching = (await received()).filter((mail) => mail.to.includes(to.toLowerCase()));
          const mail = matching[nth - 1];
          if (!mail) throw new Error(`no mail #${nth} to ${to} in ${folder} within ${timeoutMs} ms`);
          return mail;
        },
        { timeout: timeoutMs, interval: 100 },
      );
    },
  };
}

export type OutboxMailbox = ReturnType<typeof outboxMailbox>;
