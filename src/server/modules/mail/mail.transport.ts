// The SMTP connection (nodemailer) built from the settings. Its options never reach a log: nodemailer's own logger is
// off, and the mail worker logs only a message's id, its attempt and the error's text.
import nodemailer, { type SMTPTransportOptions } from 'nodemailer';
import type { Config } from '../../config';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
}

export interface MailTransport {
  /** `signal` aborts a send in flight (the app closing): nodemailer closes its connection. */
  send(message: OutgoingMail, signal?: AbortSignal): Promise<void>;
  close(): void;
}

const QUIET = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000, logger: false, debug: false } as const;

export function smtpOptions(config: Config): SMTPTransportOptions {
  // nodemailer reads host, port, user, password and smtps:// from the URL.
  if (config.SMTP_URL) return { url: config.SMTP_URL, ...QUIET };
  return {
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    secure: config.SMTP_SECURE ?? config.SMTP_PORT === 465,
    auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? '' } : undefined,
    ...QUIET,
  };
}

/** One connection per message (no pool): the queue sends a few messages a day, one at a time. */
export function smtpTransport(config: Config): MailTransport {
  const transporter = nodemailer.createTransport(smtpOptions(config));
  return {
    async send(message, signal) {
      await transporter.sendMail({ ...message, signal });
    },
    close: () => transporter.close(),
  };
}
