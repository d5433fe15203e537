import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  port: number;
  /** Every message accepted, parsed back. */
  messages: ParsedMail[];
  /** The user names that signed in. */
  logins: string[];
  close(): Promise<void>;
}

/** Recipients the server refuses with `550 Mailbox unavailable`. */
export const REFUSED_ADDRESS = 'nobody@refused.example';

/**
 * A real SMTP server on a free port (`smtp-server`, the one nodemailer's authors test against),
 * without TLS, taking the login `tims` / `s3cret-pass` and any sender, refusing one recipient.
 */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ParsedMail[] = [];
  const logins: string[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username !== 'tims' || auth.password !== 's3cret-pass') {
        callback(new Error('Invalid username or password'));
        return;
      }
      logins.push(auth.username);
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      if (address.address === REFUSED_ADDRESS) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          messages.push(parsed);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    messages,
    logins,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
