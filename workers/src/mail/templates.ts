import type { OutgoingMail } from './mail-transport.js';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }) {
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a"><h2>${escapeHtml(title)}</h2>\n${body}\n${button}<p style="color:#64748b">TradeHub</p></body></html>`;
}

export function verificationMail(to: string, businessName: string, link: string): OutgoingMail {
  const paragraphs = [
    `Welcome to TradeHub, ${businessName}.`,
    'Please confirm your e-mail address to finish creating your account. The link works for 24 hours.',
  ];
  return {
    to,
    subject: 'Verify your email for TradeHub',
    text: `${paragraphs.join('\n\n')}\n\nVerify your email: ${link}\n\nIf you did not create this account, ignore this message.`,
    html: layout('Verify your email', paragraphs, { label: 'Verify email', url: link }),
    link,
  };
}

/** 'Forgot password?': the link to set a new password, valid for an hour and once. */
export function passwordResetMail(to: string, link: string): OutgoingMail {
  const paragraphs = [
    'Someone (we hope you) asked to reset the password of your TradeHub account.',
    'Open the link to choose a new password. It works once, for one hour; setting the new password signs you out everywhere.',
  ];
  return {
    to,
    subject: 'Reset your TradeHub password',
    text: `${paragraphs.join('\n\n')}\n\nReset your password: ${link}\n\nIf you did not ask for this, ignore this message: your password stays as it is.`,
    html: layout('Reset your password', paragraphs, { label: 'Reset password', url: link }),
    link,
  };
}

export function accountDecisionMail(
  to: string,
  decision: 'approved' | 'rejected',
  appUrl: string,
  reason: string | null,
  supportEmail: string,
): OutgoingMail {
  if (decision === 'approved') {
    const paragraphs = ['Good news: your TradeHub account has been approved. You now have full access.'];
    return {
      to,
      subject: 'Your TradeHub account is approved',
      text: `${paragraphs[0]}\n\nSign in: ${appUrl}`,
      html: layout('Account approved', paragraphs, { label: 'Open TradeHub', url: appUrl }),
      link: appUrl,
    };
  }
  const paragraphs = [
    'We reviewed your TradeHub account and could not approve it.',
    ...(reason ? [`Reason: ${reason}`] : []),
    `If you think this is a mistake, contact ${supportEmail}.`,
  ];
  return {
    to,
    subject: 'Your TradeHub account application',
    text: paragraphs.join('\n\n'),
    html: layout('Account not approved', paragraphs),
  };
}

export function teamInviteMail(
  to: string,
  organisationName: string,
  role: string,
  inviterName: string,
  link: string,
  expiresAt: Date,
): OutgoingMail {
  const paragraphs = [
    `${inviterName} invited you to join ${organisationName} on TradeHub as ${role}.`,
    `Open the link to sign up (or sign in) with this e-mail address and join the team. It works until ${expiresAt.toUTCString()}.`,
  ];
  return {
    to,
    subject: `You are invited to join ${organisationName} on TradeHub`,
    text: `${paragraphs.join('\n\n')}\n\nAccept the invitation: ${link}\n\nIf you did not expect this invitation, ignore this message.`,
    html: layout(`Join ${organisationName} on TradeHub`, paragraphs, {
      label: 'Accept invitation',
      url: link,
    }),
  };
}
