import type { Job } from 'bullmq';
import { Bill, Organisation, TeamInvite, UserProfile, WebhookEndpoint, type MikroORM } from '@tradehub/db';
import { formatMoney } from '@tradehub/contract';
import type { RuntimeConfig } from '@tradehub/db/config';
import { createVerificationToken, inviteToken, passwordResetToken, personName } from '@tradehub/db/domain';
import type { MailSender } from '../mail/mail-transport.js';
import {
  accountDecisionMail,
  marginAlertMail,
  passwordResetMail,
  teamInviteMail,
  verificationMail,
  webhookDisabledMail,
} from '../mail/templates.js';
import type { JobName, JobPayloads } from '@tradehub/db/queues';
import { translatorFor } from '../i18n/server-i18n.js';

export type EmailJob = {
  [N in JobName<'email'>]: Job<JobPayloads['email'][N], unknown, N>;
}[JobName<'email'>];

export interface EmailProcessorDeps {
  orm: MikroORM;
  config: Pick<RuntimeConfig, 'appUrl' | 'supportEmail'>;
  sessionSecret: string;
  mail: MailSender;
}

/**
 * The token a mail job queued before link tokens were derived (issue 24) carried in its data: such a job,
 * retried after the upgrade, still mails the link its stored hash was made from. Jobs queued since carry
 * none.
 */
function legacyToken(data: object): string | undefined {
  const token = (data as { token?: unknown }).token;
  return typeof token === 'string' && token.length > 0 ? token : undefined;
}

export function createEmailProcessor({ orm, config, sessionSecret, mail }: EmailProcessorDeps) {
  return async function processEmail(job: EmailJob) {
    const em = orm.em.fork();
    if (job.name === 'team-invite') {
      const invite = await em.findOne(
        TeamInvite,
        { id: job.data.inviteId },
        { populate: ['organisation', 'createdBy'] },
      );
      // Revoked (or gone) before the mail left: the link would not work anyway.
      if (!invite || invite.status !== 'pending') return { status: 'skipped', reason: 'invite not pending' };
      if (invite.expiresAt.getTime() <= Date.now()) return { status: 'skipped', reason: 'invite expired' };
      const inviter = invite.createdBy.$;
      // Derived here, never queued: the job holds the invitation's id alone (domain auth/link-tokens.ts). A job
      // queued before that (it carried its random token) keeps the token its invitation's hash was made from.
      const token = legacyToken(job.data) ?? inviteToken(sessionSecret, invite.id);
      const link = `${config.appUrl}/invite/${encodeURIComponent(token)}`;
      // In the language the inviter chose for them, else the inviter's own (the invitee has no profile yet).
      const message = teamInviteMail(
        translatorFor(invite.language ?? inviter.language),
        invite.email,
        invite.organisation.$.name,
        invite.role,
        personName(inviter),
        link,
        invite.expiresAt,
      );
      await mail.send(message, String(job.id));
      return { status: 'sent' };
    }
    const user = await em.findOne(UserProfile, { id: job.data.userId });
    // The account may be gone by the time the job runs: nothing to send (DESIGN.md convention 2).
    if (!user) return { status: 'skipped', reason: 'user not found' };
    // The job id is deterministic, so a retried job reuses the same Message-ID.
    // Delivery is at-least-once, as SMTP allows no better: a worker that dies before the server accepted
    // the message (its reply to DATA) leaves nothing delivered, and the job's rerun (BullMQ's stalled-job
    // check) sends it once; one that dies after the reply but before the job is marked completed gets it
    // sent twice, and the shared Message-ID is what lets a mail system recognise the duplicate.
    const messageId = String(job.id);
    // Every mail to a person is in their language (their setting; at sign-up, the language they signed up in).
    const tr = translatorFor(user.language);

    switch (job.name) {
      case 'verify-email': {
        // An e-mail change: verify the new address, mailed to it, while it is still the pending one.
        const changeTo = job.data.email;
        if (changeTo !== undefined && user.pendingEmail !== changeTo)
          return { status: 'skipped', reason: 'address no longer pending' };
        if (changeTo === undefined && user.emailVerified)
          return { status: 'skipped', reason: 'already verified' };
        const address = changeTo ?? user.email;
        const token = createVerificationToken(sessionSecret, user.id, address);
        const link = `${config.appUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`;
        await mail.send(verificationMail(tr, address, user.businessName, link), messageId);
        return { status: 'sent' };
      }
      case 'reset-password': {
        // The address changed since the request (or the account lost its password): the link would not work.
        if (user.email !== job.data.email) return { status: 'skipped', reason: 'address changed' };
        if (!user.passwordHash) return { status: 'skipped', reason: 'no password' };
        const token = legacyToken(job.data) ?? passwordResetToken(sessionSecret, job.data.grantId);
        const link = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mail.send(passwordResetMail(tr, user.email, link), messageId);
        return { status: 'sent' };
      }
      case 'webhook-disabled': {
        if (!user.emailNotifications) return { status: 'skipped', reason: 'notifications off' };
        const endpoint = await em.findOne(WebhookEndpoint, { id: job.data.endpointId });
        // Turned back on (or removed) before the mail left: nothing to tell.
        if (!endpoint || endpoint.enabled) return { status: 'skipped', reason: 'endpoint enabled or gone' };
        await mail.send(
          webhookDisabledMail(tr, user.email, endpoint.url, `${config.appUrl}/settings`),
          messageId,
        );
        return { status: 'sent' };
      }
      case 'margin-alert': {
        if (!user.emailNotifications) return { status: 'skipped', reason: 'notifications off' };
        const bill = await em.findOne(Bill, { id: job.data.billId }, { populate: ['supplier'] });
        // Cancelled (or gone) before the mail left: nothing left to hedge.
        if (!bill || bill.status === 'cancelled')
          return { status: 'skipped', reason: 'bill cancelled or gone' };
        const figures = {
          reference: bill.reference,
          supplierName: bill.supplier.$.name,
          openAmount: formatMoney(job.data.openMinor, bill.currency, tr.locale),
          dueDate: bill.dueDate.toISOString().slice(0, 10),
          movePercent: job.data.movePercent,
          tolerancePercent: job.data.tolerancePercent,
          costDelta: formatMoney(job.data.deltaMinor, job.data.deltaCurrency, tr.locale, {
            signDisplay: 'always',
          }),
        };
        await mail.send(
          marginAlertMail(tr, user.email, figures, `${config.appUrl}${job.data.link}`),
          messageId,
        );
        return { status: 'sent' };
      }
      case 'account-decision': {
        if (!user.emailNotifications) return { status: 'skipped', reason: 'notifications off' };
        // Jobs queued before review moved to organisations name no organisation: the reason is then unknown.
        const organisation = job.data.organisationId
          ? await em.findOne(Organisation, { id: job.data.organisationId })
          : null;
        const message = accountDecisionMail(
          tr,
          user.email,
          job.data.decision,
          config.appUrl,
          job.data.decision === 'rejected' ? (organisation?.rejectionReason ?? null) : null,
          config.supportEmail,
        );
        await mail.send(message, messageId);
        return { status: 'sent' };
      }
    }
  };
}
