import type { SupportRequestDetails } from '../../../contracts/support';
import type { MailMessage, Mailer } from './mailer';

/** `Tue, 14 Jan 2026 10:30 UTC`: unambiguous wherever the requester reads it. */
function when(iso: string): string {
  return new Date(iso).toUTCString().replace(/:\d\d GMT$/, ' UTC');
}

/**
 * "We received your request TIMS-…": sent to the address the form gave. It repeats nothing the
 * visitor typed but the address itself (not even the name, in `To`), so the form cannot be used
 * to mail someone else a text of one's choosing.
 */
export function acknowledgementMail(
  mailer: Mailer,
  request: { reference: string; email: string; createdAt: string },
  signature: string,
): MailMessage {
  const { reference } = request;
  return {
    reference,
    to: { name: '', address: request.email },
    subject: `[${reference}] We received your request`,
    messageId: mailer.threadId(reference),
    text: [
      'Hello,',
      '',
      `we received your support request ${reference} on ${when(request.createdAt)}.`,
      'We will answer at this address.',
      '',
      `Please quote ${reference} if you write to us about it.`,
      '',
      '-- ',
      signature,
    ].join('\n'),
  };
}

/**
 * An administrator's reply: plain text, the requester's message quoted below it, threaded on
 * the request (`In-Reply-To` its acknowledgement, `References` that and every earlier reply).
 */
export function replyMail(
  mailer: Mailer,
  request: SupportRequestDetails,
  body: string,
  earlierReplies: string[],
  signature: string,
): MailMessage {
  const { reference } = request;
  const quoted = [`Subject: ${request.subject}`, '', ...request.message.split(/\r?\n/)]
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
  const thread = mailer.threadId(reference);
  return {
    reference,
    to: { name: request.name, address: request.email },
    subject: `Re: [${reference}] ${request.subject}`,
    messageId: mailer.messageId(reference),
    inReplyTo: thread,
    references: [thread, ...earlierReplies],
    text: [
      body.replace(/\r\n/g, '\n').trimEnd(),
      '',
      '-- ',
      signature,
      `Reference: ${reference}`,
      '',
      `On ${when(request.createdAt)}, ${request.name} wrote:`,
      quoted,
    ].join('\n'),
  };
}
