import { createOrmConfig, initOrm, UserProfile, type MikroORM } from '@tradehub/db';
import { passwordResetToken } from '@tradehub/db/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreparedDatabase } from '../../../infra/test-support/template-databases.js';
import type { MailSender, OutgoingMail } from '../../src/mail/mail-transport.js';
import { createEmailProcessor, type EmailJob } from '../../src/processors/email.js';

const database = await createPreparedDatabase('password_reset_mail', 'migrated');
let orm: MikroORM;

beforeAll(async () => {
  orm = await initOrm(createOrmConfig({ clientUrl: database.url }));
});
afterAll(async () => {
  await orm?.close();
  await database.drop();
});

function recordingSender() {
  const sent: { mail: OutgoingMail; messageId: string }[] = [];
  const mail: MailSender = {
    send: async (outgoing, messageId) => {
      sent.push({ mail: outgoing, messageId });
    },
    close: () => undefined,
  };
  return { mail, sent };
}

async function buildUser(email: string, passwordHash: string | null, language: 'en' | 'zh' | 'es' = 'en') {
  const em = orm.em.fork();
  const user = em.create(UserProfile, {
    email,
    businessName: 'Reset Co',
    passwordHash,
    emailVerified: true,
    language,
  });
  await em.flush();
  return user;
}

const job = (id: string, data: { userId: string; email: string; grantId: string }) =>
  ({ id, name: 'reset-password', data }) as unknown as EmailJob;
const SECRET = 'reset-mail-test-secret-of-32-characters';

/** The e-mail processor as the workers run it, handing its messages to `mail`. */
const processorSending = (mail: MailSender) =>
  createEmailProcessor({
    orm,
    config: { appUrl: 'https://app.tradehub.test', supportEmail: 'support@tradehub.test' },
    sessionSecret: SECRET,
    mail,
  });

describe('the password reset e-mail', () => {
  it('mails the account a link to the reset page with the token derived from the grant', async () => {
    const { mail, sent } = recordingSender();
    const process = processorSending(mail);
    const user = await buildUser('forgetful@example.com', '$argon2id$stand-in');
    const grantId = 'grant-Abc_-123';

    expect(await process(job('reset-password-1', { userId: user.id, email: user.email, grantId }))).toEqual({
      status: 'sent',
    });
    expect(sent).toHaveLength(1);
    const [{ mail: message, messageId }] = sent as [(typeof sent)[number]];
    const token = passwordResetToken(SECRET, grantId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const link = `https://app.tradehub.test/reset-password?token=${token}`;
    expect(messageId).toBe('reset-password-1');
    expect(message).toMatchObject({
      to: 'forgetful@example.com',
      subject: 'Reset your TradeHub password',
      link,
    });
    expect(message.text).toContain(link);
    expect(message.text).toContain('one hour');
    expect(message.html).toContain(`href="${link}"`);
  });

  it('writes it in the member’s language: Chinese for a member whose language is 中文', async () => {
    const { mail, sent } = recordingSender();
    const process = processorSending(mail);
    const user = await buildUser('wang.lei@example.com', '$argon2id$stand-in', 'zh');
    await process(job('reset-password-zh', { userId: user.id, email: user.email, grantId: 'grant-zh' }));
    const [{ mail: message }] = sent as [(typeof sent)[number]];
    expect(message.subject).toBe('重置您的 TradeHub 密码');
    expect(message.text).toContain('打开链接设置新密码');
    expect(message.text).toContain(message.link!);
    expect(message.html).toContain('<html lang="zh">');
    expect(message.html).toContain('>重置密码</a>');
    expect(message.text).not.toContain('Reset your password');
  });

  it('writes the verification e-mail of a sign-up made in Spanish in Spanish', async () => {
    const { mail, sent } = recordingSender();
    const process = processorSending(mail);
    const em = orm.em.fork();
    const user = em.create(UserProfile, {
      email: 'lucia@example.com',
      businessName: 'Importadora Lucía',
      passwordHash: null,
      emailVerified: false,
      language: 'es',
    });
    await em.flush();
    await process({
      id: 'verify-es',
      name: 'verify-email',
      data: { userId: user.id },
    } as unknown as EmailJob);
    const [{ mail: message }] = sent as [(typeof sent)[number]];
    expect(message.subject).toBe('Verifica tu correo electrónico para TradeHub');
    expect(message.text).toContain('Te damos la bienvenida a TradeHub, Importadora Lucía.');
    expect(message.html).toContain('>Verificar correo</a>');
  });

  it('sends nothing when the address changed or the account has no password', async () => {
    const { mail, sent } = recordingSender();
    const process = processorSending(mail);
    const moved = await buildUser('moved@example.com', '$argon2id$stand-in');
    const auth0Only = await buildUser('auth0-only@example.com', null);
    expect(
      await process(job('r-2', { userId: moved.id, email: 'old-address@example.com', grantId: 'g' })),
    ).toMatchObject({ status: 'skipped' });
    expect(
      await process(job('r-3', { userId: auth0Only.id, email: auth0Only.email, grantId: 'g' })),
    ).toMatchObject({ status: 'skipped' });
    expect(sent).toHaveLength(0);
  });
});
