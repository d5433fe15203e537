import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailTransport, SupportMailStatus } from '../../../contracts/support';
import { Outbox } from './outbox';

export interface MailMessage {
  /** The support request the mail is about: the outbox file is named after it. */
  reference: string;
  to: { name: string; address: string };
  subject: string;
  text: string;
  messageId: string;
  inReplyTo?: string;
  references?: string[];
}

export interface SentMail {
  transport: MailTransport;
  messageId: string;
  /** The `.eml` file's name under the outbox, for the outbox transport. */
  outboxFile: string | null;
}

/** The SMTP server refused the message or could not be reached; `message` says what it said. */
export class MailError extends Error {
  constructor(message: string, options?: { cause: unknown }) {
    super(message, options);
    this.name = 'MailError';
  }
}

export interface Mailer {
  readonly from: string;
  status(): SupportMailStatus;
  /** A new Message-ID in TIMS's mail domain, e.g. `<TIMS-7K3P9QXM.a1b2c3@example.gov>`. */
  messageId(localPart: string): string;
  /** The Message-ID a request's thread hangs from (its acknowledgement's): `<TIMS-…@domain>`. */
  threadId(reference: string): string;
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

export interface MailerOptions {
  /** `smtp://` or `smtps://`, credentials allowed; null writes to the outbox. */
  smtpUrl: string | null;
  from: string;
  dataDir: string;
}

/** A slow or silent SMTP server fails the send instead of holding the request forever. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** The address of `Name <address>` or of a bare address. */
export function addressOf(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
}

/** `smtp://host:port` of an SMTP URL: what the inbox may show, never the credentials. */
export function smtpServerOf(url: string): string {
  const parsed = new URL(url);
  const secure = parsed.protocol.toLowerCase() === 'smtps:';
  return `${secure ? 'smtps' : 'smtp'}://${parsed.hostname}:${parsed.port || (secure ? 465 : 587)}`;
}

/**
 * Mail of the support desk through nodemailer: an SMTP server when `SMTP_URL` names one, else
 * `DATA_DIR/outbox/*.eml` (nodemailer's stream transport gives the RFC 822 bytes). Errors of
 * the SMTP server become `MailError` with its answer; its URL, which may hold a password, is
 * never part of a message or the status.
 */
export function createMailer({ smtpUrl, from, dataDir }: MailerOptions): Mailer {
  const domain = addressOf(from).split('@')[1] ?? 'localhost';
  const outbox = new Outbox(join(dataDir, 'outbox'));
  const transport = smtpUrl
    ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

  return {
    from,
    status: () => ({
      transport: smtpUrl ? 'smtp' : 'outbox',
      from,
      server: smtpUrl ? smtpServerOf(smtpUrl) : null,
      outboxDir: smtpUrl ? null : outbox.dir,
    }),
    threadId: (reference) => `<${reference}@${domain}>`,
    messageId: (localPart) => `<${localPart}.${randomBytes(6).toString('hex')}@${domain}>`,
    async send(message) {
      const mail = {
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        messageId: message.messageId,
        inReplyTo: message.inReplyTo,
        references: message.references,
      };
      if (!smtpUrl) {
        const info = (await transport.sendMail(mail)) as { message: Buffer };
        const outboxFile = await outbox.write(message.reference, info.message);
        return { transport: 'outbox', messageId: message.messageId, outboxFile };
      }
      try {
        await transport.sendMail(mail);
      } catch (error) {
        throw new MailError(smtpProblem(error, smtpUrl), { cause: error });
      }
      return { transport: 'smtp', messageId: message.messageId, outboxFile: null };
    },
    close: () => transport.close(),
  };
}

/** What the SMTP server answered (`550 Mailbox unavailable`), or why it could not be reached. */
function smtpProblem(error: unknown, smtpUrl: string): string {
  const { response, message } = error as { response?: unknown; message?: unknown };
  const text = typeof response === 'string' && response ? response : String(message ?? error);
  // Never echo the password, should a library put the URL into its message.
  const raw = new URL(smtpUrl).password;
  let password = raw;
  try {
    password = decodeURIComponent(raw);
  } catch {
    // A password with a stray % is hidden as written.
  }
  const safe = [password, raw].reduce(
    (shown, secret) => (secret ? shown.split(secret).join('***') : shown),
    text,
  );
  return `The mail server ${smtpServerOf(smtpUrl)} did not take the message: ${safe.slice(0, 500)}`;
}
