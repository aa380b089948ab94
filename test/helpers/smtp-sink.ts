// A real SMTP server on loopback (smtp-server) that keeps every message it accepts, for the e-mail tests (issue 25).
// It can refuse the next messages with a temporary 451 (the mail worker's retry), and it checks the credentials the
// site sends when a user is set.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** The text body, decoded (quoted-printable or base64). */
  text: string;
}

export interface SmtpSink {
  port: number;
  messages: ReceivedMail[];
  /** How many of the next messages to refuse with a 451 (temporary failure). */
  refuseNext: number;
  /** How many messages were refused. */
  refused: number;
  close(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A single-part message as nodemailer writes a text e-mail: headers, a blank line, the encoded body. */
export function parseMail(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text = encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  const subject = header('Subject').replace(/=\?utf-8\?Q\?(.*?)\?=/gi, (_m, q: string) => decodeQuotedPrintable(q.replace(/_/g, ' ')));
  return { subject, text: text.replace(/\r\n/g, '\n') };
}

export async function startSmtpSink(options: { user?: string; password?: string } = {}): Promise<SmtpSink> {
  const sink: Omit<SmtpSink, 'port' | 'close'> = { messages: [], refuseNext: 0, refused: 0 };
  const server = new SMTPServer({
    // Plain SMTP on loopback: no STARTTLS (its built-in certificate is for tests only and not trusted by the client).
    disabledCommands: options.user ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: true,
    authOptional: !options.user,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.password) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (sink.refuseNext > 0) {
          sink.refuseNext--;
          sink.refused++;
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        sink.messages.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw, ...parseMail(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(sink, { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
}

/** The first link to the site's password page in a message. */
export function passwordLinkIn(text: string): URL {
  const match = /https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]+/.exec(text);
  if (!match) throw new Error(`no password link in:\n${text}`);
  return new URL(match[0]);
}

export const tokenOf = (link: URL): string => new URLSearchParams(link.hash.slice(1)).get('token') ?? '';

/**
 * E-mail settings that lead nowhere (the discard port): e-mail is on, so "Forgot password?" and invitations are
 * accepted like any valid call, while the worker's sends fail in the background and the messages stay queued (as
 * UNREACHABLE_FTC_ENV does for the sync). PUBLIC_URL, which e-mail needs for its links, is the address app.inject uses.
 */
export const UNREACHABLE_SMTP_ENV: Record<string, string> = { SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'http://localhost' };
