// The texts of the site's e-mails (plain text, English like the dashboard). Each builds a QueuedMail; links are
// absolute, built from PUBLIC_URL (mail.service.ts siteLink), never from a request's Host.
import type { QueuedMail } from './mail.repository';

export function passwordResetMail(to: string, link: string): QueuedMail {
  return {
    kind: 'password_reset',
    to,
    subject: 'Reset your FTC Romania password',
    text: [
      'Someone (hopefully you) asked to reset the password of your FTC Romania account.',
      '',
      'To choose a new password, open this link within one hour:',
      link,
      '',
      'The link works once. If you did not ask for it, ignore this message: your password stays as it is.',
    ].join('\n'),
  };
}

export function invitationMail(to: string, name: string, link: string, days: number): QueuedMail {
  return {
    kind: 'invitation',
    to,
    subject: 'Your FTC Romania account',
    text: [
      `Hello ${name},`,
      '',
      'An administrator created an account for you on the FTC Romania site.',
      `To choose your password, open this link within ${days} days:`,
      link,
      '',
      `Then sign in with this e-mail address (${to}) and the password you chose.`,
    ].join('\n'),
  };
}

export function registrationNoticeMail(to: string, user: { name: string; email: string }, link: string): QueuedMail {
  return {
    kind: 'registration_notice',
    to,
    subject: `New registration: ${user.name}`,
    text: [`A new account was registered on the FTC Romania site:`, '', `Name: ${user.name}`, `E-mail: ${user.email}`, '', `See the users: ${link}`].join('\n'),
  };
}

/** To each ADMIN: a TEAM account asks to join a team or applies for a new one (decision 195). */
export function teamRequestNoticeMail(to: string, user: { name: string; email: string }, what: string, link: string): QueuedMail {
  return {
    kind: 'team_request_notice',
    to,
    subject: `Team request: ${user.name}`,
    text: [`${user.name} (${user.email}) ${what}.`, '', `Approve or decline it on the Users screen: ${link}`].join('\n'),
  };
}

/** To the TEAM account: the outcome of its request, in the dashboard's words (outcomeSentence). */
export function teamRequestDecisionMail(to: string, name: string, sentence: string, link: string): QueuedMail {
  return {
    kind: 'team_request_decision',
    to,
    subject: 'Your FTC Romania team request',
    text: [`Hello ${name},`, '', sentence, '', `Your dashboard: ${link}`].join('\n'),
  };
}
