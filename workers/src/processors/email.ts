import type { Job } from 'bullmq';
import { UserProfile, type MikroORM } from '@tradehub/db';
import type { RuntimeConfig } from '@tradehub/db/config';
import { createVerificationToken } from '../mail/email-verification-token.js';
import type { MailSender } from '../mail/mail-transport.js';
import { accountDecisionMail, verificationMail } from '../mail/templates.js';
import type { JobName, JobPayloads } from '../queues.js';

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
    const user = await em.findOne(UserProfile, { id: job.data.userId });
    // The account may be gone by the time the job runs: nothing to send (DESIGN.md convention 2).
    if (!user) return { status: 'skipped', reason: 'user not found' };
    // The job id is deterministic, so a retried job reuses the same Message-ID.
    const messageId = String(job.id);

    switch (job.name) {
      case 'verify-email': {
        if (user.emailVerified) return { status: 'skipped', reason: 'already verified' };
        const token = createVerificationToken(sessionSecret, user.id, user.email);
        const link = `${config.appUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`;
        await mail.send(verificationMail(user.email, user.businessName, link), messageId);
        return { status: 'sent' };
      }
      case 'account-decision': {
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
