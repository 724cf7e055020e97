import type { OutgoingMail } from './mailer.ts';
import { brandMark, firmLine, siteName } from '../../shared/catalog/site.ts';
import { formatDate } from '../../shared/format.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Every mail's HTML: the brand mark (from the site the action links to) and name, the text, the action, the firm's details. */
function layout(paragraphs: string[], action: { label: string; link: string }): string {
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
  const mark = new URL(brandMark.png, action.link).href;
  return `<!doctype html>
<html lang="en-AU"><body style="font-family: Arial, sans-serif; color: #1a1b1e; line-height: 1.5">
<p><img src="${escapeHtml(mark)}" alt="" width="32" height="32" style="vertical-align: middle; border-radius: 7px"> <strong style="vertical-align: middle">${escapeHtml(siteName)}</strong></p>
${body}
<p><a href="${escapeHtml(action.link)}" style="display: inline-block; padding: 10px 18px; background: #1c7ed6; color: #fff; border-radius: 6px; text-decoration: none">${escapeHtml(action.label)}</a></p>
<p style="color: #868e96; font-size: 13px">If the button does not work, copy this address into your browser:<br>${escapeHtml(action.link)}</p>
<p style="color: #868e96; font-size: 12px">${escapeHtml(firmLine())}</p>
</body></html>`;
}

export function confirmationMail(to: string, link: string): OutgoingMail {
  const paragraphs = [
    'Hello,',
    'Please confirm your email address to finish setting up your CRM account. The link is valid for 24 hours.',
    'If you did not sign up, you can ignore this email.',
  ];
  return {
    to,
    subject: 'Confirm your email for the CRM',
    text: `${paragraphs.join('\n\n')}\n\nConfirm your email: ${link}\n`,
    html: layout(paragraphs, { label: 'Confirm email', link }),
    link,
  };
}

export function existingAccountMail(to: string, link: string): OutgoingMail {
  const paragraphs = [
    'Hello,',
    'Someone tried to create a CRM account with this email address, but you already have one.',
    'If it was you, just sign in. If it was not, no action is needed: your account is unchanged.',
  ];
  return {
    to,
    subject: 'You already have a CRM account',
    text: `${paragraphs.join('\n\n')}\n\nSign in: ${link}\n`,
    html: layout(paragraphs, { label: 'Sign in', link }),
    link,
  };
}

export function invitationMail(to: string, link: string): OutgoingMail {
  const paragraphs = [
    'Hello,',
    `You have been invited to the CRM of ${siteName}. Follow the link to choose your name and password. The link is valid for 7 days.`,
    'If you did not expect this invitation, you can ignore this email.',
  ];
  return {
    to,
    subject: 'Your invitation to the CRM',
    text: `${paragraphs.join('\n\n')}\n\nAccept the invitation: ${link}\n`,
    html: layout(paragraphs, { label: 'Accept invitation', link }),
    link,
  };
}

export function approvalRequestMail(
  to: string,
  link: string,
  waiting: { name: string | null; email: string } | null,
): OutgoingMail {
  const who = waiting ? (waiting.name ? `${waiting.name} (${waiting.email})` : waiting.email) : 'Someone';
  const paragraphs = [
    'Hello,',
    `${who} has confirmed their email address and is waiting for approval to use the CRM.`,
    'Open the Team page to approve or deactivate them.',
  ];
  return {
    to,
    subject: 'A new staff member is waiting for approval',
    text: `${paragraphs.join('\n\n')}\n\nOpen the Team page: ${link}\n`,
    html: layout(paragraphs, { label: 'Open the Team page', link }),
    link,
  };
}

/** To each admin when a backup failed: why, and where to look. */
export function backupFailedMail(to: string, reason: string, link: string): OutgoingMail {
  const paragraphs = [
    'Hello,',
    `A backup of the CRM's database failed: ${reason}`,
    'Until a backup succeeds, the newest backup is older than it should be. Open Settings › Backups to see the backups and take one now.',
  ];
  return {
    to,
    subject: 'A backup of the CRM failed',
    text: `${paragraphs.join('\n\n')}\n\nOpen Backups: ${link}\n`,
    html: layout(paragraphs, { label: 'Open Backups', link }),
    link,
  };
}

export function passwordResetMail(to: string, link: string): OutgoingMail {
  const paragraphs = [
    'Hello,',
    'Someone asked to set a new password for your CRM account. Follow the link to choose one. The link works once and is valid for 30 minutes.',
    'If you did not ask for this, you can ignore this email: your password is unchanged.',
  ];
  return {
    to,
    subject: 'Set a new password for the CRM',
    text: `${paragraphs.join('\n\n')}\n\nSet a new password: ${link}\n`,
    html: layout(paragraphs, { label: 'Set a new password', link }),
    link,
  };
}

export function passwordChangedMail(to: string, link: string): OutgoingMail {
  const paragraphs = [
    'Hello,',
    'The password of your CRM account has just been changed, and every other session of yours has been signed out.',
    "If you did not do this, use 'Forgot password?' on the Sign In page to set a new password at once, and tell an admin.",
  ];
  return {
    to,
    subject: 'Your CRM password was changed',
    text: `${paragraphs.join('\n\n')}\n\nSign in: ${link}\n`,
    html: layout(paragraphs, { label: 'Sign in', link }),
  };
}

/** The prospect's copy of an accepted quote: the PDF attached, and the private link to see it again. */
export function quoteToProspectMail(
  to: string,
  quote: { number: string; name: string; total: string; validUntil: string },
  link: string,
  pdf: Buffer,
): OutgoingMail {
  const paragraphs = [
    `Hello ${quote.name},`,
    `Thank you for accepting our proposal. Your quote ${quote.number} for ${quote.total} inc GST is attached as a PDF, and it is valid until ${quote.validUntil}.`,
    'You can view it again at any time with the private link below. We will be in touch within 24-48 hours to start your registration.',
  ];
  return {
    to,
    subject: `Your quote ${quote.number}`,
    text: `${paragraphs.join('\n\n')}\n\nView your quote: ${link}\n`,
    html: layout(paragraphs, { label: 'View your quote', link }),
    link,
    attachments: [{ filename: `${quote.number}.pdf`, content: pdf, contentType: 'application/pdf' }],
  };
}

/** Tells the lead's owner (or the admins) that a proposal was accepted online. */
export function quoteToStaffMail(
  to: string,
  quote: { number: string; businessName: string; total: string },
  link: string,
): OutgoingMail {
  const paragraphs = [
    'Hello,',
    `${quote.businessName} accepted a proposal online: quote ${quote.number}, ${quote.total} inc GST.`,
    'Open the quote in the CRM to see its lead and the details.',
  ];
  return {
    to,
    subject: `Proposal accepted online: ${quote.number}`,
    text: `${paragraphs.join('\n\n')}\n\nOpen the quote: ${link}\n`,
    html: layout(paragraphs, { label: 'Open the quote', link }),
    link,
  };
}

/** One line of a task digest: 'Overdue since 19 Nov 2026: Send the audit checklist (Account: Wattle Care)'. */
export type DigestLine = { title: string; dueDate: string; overdue: boolean; subject: string };

export function taskDigestMail(to: string, day: string, lines: DigestLine[], link: string): OutgoingMail {
  const overdue = lines.filter((line) => line.overdue).length;
  const today = lines.length - overdue;
  const describe = (line: DigestLine) =>
    `${line.overdue ? `Overdue since ${formatDate(line.dueDate)}` : 'Due today'}: ${line.title} (${line.subject})`;
  const paragraphs = [
    'Good morning,',
    `You have ${today} task${today === 1 ? '' : 's'} due today and ${overdue} overdue.`,
    ...lines.map(describe),
  ];
  return {
    to,
    subject: `Your tasks for ${formatDate(day)}`,
    text: `${paragraphs.join('\n\n')}\n\nOpen your tasks: ${link}\n`,
    html: layout(paragraphs, { label: 'Open your tasks', link }),
    link,
  };
}

/** A website enquiry or accepted proposal, to its owner or the shared inbox: who wrote, and the link to the lead. */
export function enquiryRoutedMail(
  to: string,
  enquiry: { title: string; from: string; company: string; message: string | null; owner: string | null },
  link: string,
): OutgoingMail {
  const paragraphs = [
    'Hello,',
    `A new enquiry has arrived: ${enquiry.title}.`,
    `From: ${enquiry.from}`,
    `Company: ${enquiry.company}`,
    ...(enquiry.message ? [`Message: ${enquiry.message}`] : []),
    enquiry.owner ? `Owner: ${enquiry.owner}` : 'It has no owner yet.',
  ];
  return {
    to,
    subject: `New enquiry: ${enquiry.title}`,
    text: `${paragraphs.join('\n\n')}\n\nOpen the lead: ${link}\n`,
    html: layout(paragraphs, { label: 'Open the lead', link }),
    link,
  };
}

/** What an evidence request's mails say of it. */
export type EvidenceRequestSummary = {
  firstName: string;
  accountName: string;
  title: string;
  dueDate: string;
  /** Items asked for, and of those still to send (none received, or rejected). */
  items: number;
  missing: number;
};

const documentCount = (count: number) => `${count} document${count === 1 ? '' : 's'}`;

/** The request to an account's contact: what, by when, and the private link to upload to. */
export function evidenceRequestMail(to: string, request: EvidenceRequestSummary, link: string): OutgoingMail {
  const paragraphs = [
    `Hello ${request.firstName},`,
    `${siteName} is preparing the audit of ${request.accountName} and asks for ${documentCount(request.items)} (${request.title}) by ${formatDate(request.dueDate)}.`,
    'The private link below lists each document. You can upload the files from a phone or a computer, one item at a time, and see what we have received. No account or password is needed.',
    'Please keep this email to yourself: anyone with the link can upload for you.',
  ];
  return {
    to,
    subject: `Documents for your audit: ${request.title}`,
    text: `${paragraphs.join('\n\n')}\n\nUpload your documents: ${link}\n`,
    html: layout(paragraphs, { label: 'Upload your documents', link }),
    link,
  };
}

/** A reminder before the due date, with a new private link (the one in earlier mails stops working). */
export function evidenceReminderMail(
  to: string,
  request: EvidenceRequestSummary,
  daysLeft: number,
  link: string,
): OutgoingMail {
  const when = daysLeft === 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`;
  const paragraphs = [
    `Hello ${request.firstName},`,
    `A reminder from ${siteName}: the documents for the audit of ${request.accountName} (${request.title}) are due ${when} (${formatDate(request.dueDate)}). We are still waiting for ${documentCount(request.missing)} of ${request.items}.`,
    'Please use the link below to upload them; the link in our earlier emails no longer works.',
  ];
  return {
    to,
    subject: `Reminder: documents due ${when} (${request.title})`,
    text: `${paragraphs.join('\n\n')}\n\nUpload your documents: ${link}\n`,
    html: layout(paragraphs, { label: 'Upload your documents', link }),
    link,
  };
}
