import type { Job } from 'bullmq';
import { TeamInvite, UserProfile, type MikroORM } from '@tradehub/db';
import type { RuntimeConfig } from '@tradehub/db/config';
import { createVerificationToken } from '@tradehub/db/domain';
import type { MailSender } from '../mail/mail-transport.js';
import {
  accountDecisionMail,
  passwordResetMail,
  teamInviteMail,
  verificationMail,
} from '../mail/templates.js';
import type { JobName, JobPayloads } from '@tradehub/db/queues';

export type EmailJob = {
  [N in JobName<'email'>]: Job<JobPayloads['email'][N], unknown, N>;
}[JobName<'email'>];

export interface EmailProcessorDeps {
  orm: MikroORM;
  config: Pick<RuntimeConfig, 'appUrl' | 'supportEmail'>;
  sessionSecret: string;
  mail: MailSender;
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
      const link = `${config.appUrl}/invite/${encodeURIComponent(job.data.token)}`;
      const message = teamInviteMail(
        invite.email,
        invite.organisation.$.name,
        invite.role,
        inviter.fullName ?? inviter.businessName,
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
        await mail.send(verificationMail(address, user.businessName, link), messageId);
        return { status: 'sent' };
      }
      case 'reset-password': {
        // The address changed since the request (or the account lost its password): the link would not work.
        if (user.email !== job.data.email) return { status: 'skipped', reason: 'address changed' };
        if (!user.passwordHash) return { status: 'skipped', reason: 'no password' };
        const link = `${config.appUrl}/reset-password?token=${encodeURIComponent(job.data.token)}`;
        await mail.send(passwordResetMail(user.email, link), messageId);
        return { status: 'sent' };
      }
      case 'account-decision': {
        if (!user.emailNotifications) return { status: 'skipped', reason: 'notifications off' };
        const message = accountDecisionMail(
          user.email,
          job.data.decision,
          config.appUrl,
          user.rejectionReason ?? null,
          config.supportEmail,
        );
        await mail.send(message, messageId);
        return { status: 'sent' };
      }
    }
  };
}
