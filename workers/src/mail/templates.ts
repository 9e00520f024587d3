// The e-mails TradeHub sends, in the recipient's language: every text from the server's catalogue
// (gateway/contract/src/i18n, `mail.*`) through the translator for that language, a plain-text part and an
// HTML part, dates in the language's format.
import type { ServerTranslator } from '../i18n/server-i18n.js';
import { formatDateTimeUtc } from '../i18n/utc-dates.js';
import type { OutgoingMail } from './mail-transport.js';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function layout(
  tr: ServerTranslator,
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
) {
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<!doctype html><html lang="${tr.language}"><body style="font-family:system-ui,sans-serif;color:#0f172a"><h2>${escapeHtml(title)}</h2>\n${body}\n${button}<p style="color:#64748b">${escapeHtml(tr.t('mail.signature'))}</p></body></html>`;
}

export function verificationMail(
  tr: ServerTranslator,
  to: string,
  businessName: string,
  link: string,
): OutgoingMail {
  const { t } = tr;
  const paragraphs = [t('mail.verify.welcome', { businessName }), t('mail.verify.body')];
  return {
    to,
    subject: t('mail.verify.subject'),
    text: `${paragraphs.join('\n\n')}\n\n${t('mail.verify.linkLine', { link })}\n\n${t('mail.verify.ignore')}`,
    html: layout(tr, t('mail.verify.title'), paragraphs, { label: t('mail.verify.action'), url: link }),
    link,
  };
}

/** 'Forgot password?': the link to set a new password, valid for an hour and once. */
export function passwordResetMail(tr: ServerTranslator, to: string, link: string): OutgoingMail {
  const { t } = tr;
  const paragraphs = [t('mail.reset.intro'), t('mail.reset.body')];
  return {
    to,
    subject: t('mail.reset.subject'),
    text: `${paragraphs.join('\n\n')}\n\n${t('mail.reset.linkLine', { link })}\n\n${t('mail.reset.ignore')}`,
    html: layout(tr, t('mail.reset.title'), paragraphs, { label: t('mail.reset.action'), url: link }),
    link,
  };
}

export function accountDecisionMail(
  tr: ServerTranslator,
  to: string,
  decision: 'approved' | 'rejected',
  appUrl: string,
  reason: string | null,
  supportEmail: string,
): OutgoingMail {
  const { t } = tr;
  if (decision === 'approved') {
    const paragraphs = [t('mail.approved.body')];
    return {
      to,
      subject: t('mail.approved.subject'),
      text: `${paragraphs[0]}\n\n${t('mail.approved.linkLine', { link: appUrl })}`,
      html: layout(tr, t('mail.approved.title'), paragraphs, {
        label: t('mail.approved.action'),
        url: appUrl,
      }),
      link: appUrl,
    };
  }
  const paragraphs = [
    t('mail.rejected.body'),
    ...(reason ? [t('mail.rejected.reason', { reason })] : []),
    t('mail.rejected.contact', { supportEmail }),
  ];
  return {
    to,
    subject: t('mail.rejected.subject'),
    text: paragraphs.join('\n\n'),
    html: layout(tr, t('mail.rejected.title'), paragraphs),
  };
}

export function teamInviteMail(
  tr: ServerTranslator,
  to: string,
  organisationName: string,
  role: string,
  inviterName: string,
  link: string,
  expiresAt: Date,
): OutgoingMail {
  const { t } = tr;
  const organisation = organisationName;
  const paragraphs = [
    t('mail.invite.body', { inviter: inviterName, organisation, role }),
    t('mail.invite.expires', { date: formatDateTimeUtc(expiresAt, tr) }),
  ];
  return {
    to,
    subject: t('mail.invite.subject', { organisation }),
    text: `${paragraphs.join('\n\n')}\n\n${t('mail.invite.linkLine', { link })}\n\n${t('mail.invite.ignore')}`,
    html: layout(tr, t('mail.invite.title', { organisation }), paragraphs, {
      label: t('mail.invite.action'),
      url: link,
    }),
  };
}

/** A webhook endpoint failed every delivery for 24 hours and was turned off (to each Team Manager). */
export function webhookDisabledMail(
  tr: ServerTranslator,
  to: string,
  endpointUrl: string,
  settingsUrl: string,
): OutgoingMail {
  const { t } = tr;
  const paragraphs = [t('mail.webhookDisabled.body', { url: endpointUrl }), t('mail.webhookDisabled.next')];
  return {
    to,
    subject: t('mail.webhookDisabled.subject'),
    text: `${paragraphs.join('\n\n')}\n\n${t('mail.webhookDisabled.linkLine', { link: settingsUrl })}`,
    html: layout(tr, t('mail.webhookDisabled.title'), paragraphs, {
      label: t('mail.webhookDisabled.action'),
      url: settingsUrl,
    }),
    link: settingsUrl,
  };
}

export interface MarginAlertFigures {
  reference: string;
  supplierName: string;
  /** The open amount and the due date as the mail shows them ('€250,000.00', '2027-01-11'). */
  openAmount: string;
  dueDate: string;
  movePercent: number;
  tolerancePercent: number;
  /** USD cost at the live rate minus at the budget ('+$9,090.91'). */
  costDelta: string;
}

/** The margin guard fired for a bill (to each FX manager and its creator): the figures and the hedge. */
export function marginAlertMail(
  tr: ServerTranslator,
  to: string,
  figures: MarginAlertFigures,
  hedgeUrl: string,
): OutgoingMail {
  const { t } = tr;
  const percent = (value: number, signed: boolean) =>
    new Intl.NumberFormat(tr.locale, {
      style: 'percent',
      minimumFractionDigits: signed ? 2 : 0,
      maximumFractionDigits: 2,
      signDisplay: signed ? 'always' : 'auto',
    }).format(value / 100);
  const tolerance = percent(figures.tolerancePercent, false);
  const paragraphs = [
    t('mail.marginAlert.body', {
      reference: figures.reference,
      supplier: figures.supplierName,
      amount: figures.openAmount,
      dueDate: figures.dueDate,
      move: percent(figures.movePercent, true),
      delta: figures.costDelta,
      tolerance,
    }),
    t('mail.marginAlert.next'),
  ];
  return {
    to,
    subject: t('mail.marginAlert.subject', { reference: figures.reference, tolerance }),
    text: `${paragraphs.join('\n\n')}\n\n${t('mail.marginAlert.linkLine', { link: hedgeUrl })}`,
    html: layout(tr, t('mail.marginAlert.title', { reference: figures.reference }), paragraphs, {
      label: t('mail.marginAlert.action'),
      url: hedgeUrl,
    }),
    link: hedgeUrl,
  };
}
