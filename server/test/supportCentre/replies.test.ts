import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type {
  ContactReceipt,
  SupportMailStatus,
  SupportReply,
  SupportRequestDetails,
} from '../../../contracts/support';
import type { TestApp } from '../helper';
import { startTestPortal, type TestPortal } from '../support/testPortal';
import { REFUSED_ADDRESS, startSmtpServer, type TestSmtpServer } from './smtpServer';
import { contactFields, createSupportApp, eventually, postContact } from './supportHelper';

const MESSAGE = 'The project page says Construction,\nbut the work ended last spring.';

/** Replies by e-mail, delivered to a real SMTP server and read back. */
describe('replies through an SMTP server', () => {
  let portal: TestPortal;
  let smtp: TestSmtpServer;
  let server: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    portal = await startTestPortal();
    smtp = await startSmtpServer();
    server = await createSupportApp({
      env: {
        PORTAL_URL: portal.url,
        SMTP_URL: `smtp://tims:s3cret-pass@127.0.0.1:${smtp.port}`,
        SUPPORT_MAIL_FROM: 'Ohio DOT TIMS Support <tims-support@dot.example.gov>',
        SUPPORT_REQUEST_LIMIT: '0',
      },
    });
    admin = { authorization: `Bearer ${portal.signIn('ada')}` };
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
    await portal.close();
  });

  const send = async (email = 'ana.ruiz@example.com') => {
    const response = await server.app.inject(postContact(contactFields({ email })));
    expect(response.statusCode).toBe(201);
    return response.json<ContactReceipt>().reference;
  };
  const reply = (reference: string, payload: object) =>
    server.app.inject({
      method: 'POST',
      url: `/tims/api/admin/support/requests/${reference}/replies`,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const details = async (reference: string) =>
    (
      await server.app.inject({
        url: `/tims/api/admin/support/requests/${reference}`,
        headers: admin,
      })
    ).json<SupportRequestDetails>();
  const mailTo = (subject: string) =>
    eventually(() => smtp.messages.find((message) => message.subject === subject));

  it('acknowledges a request to its sender, repeating nothing they typed', async () => {
    const reference = await send();
    const ack = await mailTo(`[${reference}] We received your request`);
    expect(ack.to).toMatchObject({ text: 'ana.ruiz@example.com' });
    expect(ack.from?.value).toEqual([
      { address: 'tims-support@dot.example.gov', name: 'Ohio DOT TIMS Support' },
    ]);
    expect(ack.messageId).toBe(`<${reference}@dot.example.gov>`);
    expect(ack.text).toContain(`we received your support request ${reference}`);
    expect(ack.text).not.toContain('Bridge 4521');
    expect(smtp.logins).toContain('tims');
  });

  it('delivers a reply threaded on the request, with the original quoted, and marks it answered', async () => {
    const reference = await send();
    const response = await reply(reference, { body: 'Thank you, Ana.\nWe corrected the phase.' });
    expect(response.statusCode).toBe(201);
    const stored = response.json<SupportReply>();
    expect(stored).toEqual({
      id: expect.any(Number),
      author: 'ada',
      body: 'Thank you, Ana.\nWe corrected the phase.',
      sentAt: expect.any(String),
      transport: 'smtp',
      messageId: expect.stringMatching(
        new RegExp(`^<${reference}\\.[0-9a-f]{12}@dot\\.example\\.gov>$`),
      ),
      outboxFile: null,
    });

    const mail = await mailTo(`Re: [${reference}] Bridge 4521 shows the wrong phase`);
    expect(mail.to).toMatchObject({ value: [{ address: 'ana.ruiz@example.com' }] });
    expect(mail.messageId).toBe(stored.messageId);
    expect(mail.inReplyTo).toBe(`<${reference}@dot.example.gov>`);
    expect(mail.references).toBe(`<${reference}@dot.example.gov>`);
    expect(mail.text).toContain('Thank you, Ana.\nWe corrected the phase.');
    expect(mail.text).toContain(
      'Ana Ruiz wrote:\n> Subject: Bridge 4521 shows the wrong phase\n>\n',
    );
    expect(mail.text).toContain(
      MESSAGE.split('\n')
        .map((line) => `> ${line}`)
        .join('\n'),
    );
    expect((await details(reference)).status).toBe('answered');

    // A second reply closes it, and refers to the whole thread.
    const closing = await reply(reference, { body: 'Closing this request.', close: true });
    expect(closing.statusCode).toBe(201);
    const second = await mailTo(`Re: [${reference}] Bridge 4521 shows the wrong phase`).then(() =>
      eventually(() =>
        smtp.messages.find(
          (message) => message.messageId === closing.json<SupportReply>().messageId,
        ),
      ),
    );
    expect(second.references).toEqual([`<${reference}@dot.example.gov>`, stored.messageId]);
    const after = await details(reference);
    expect(after.status).toBe('closed');
    expect(after.replies.map((item) => item.body)).toEqual([
      'Thank you, Ana.\nWe corrected the phase.',
      'Closing this request.',
    ]);
  });

  it('answers 502 mail-failed with the server’s words when it refuses, storing nothing', async () => {
    const reference = await send(REFUSED_ADDRESS);
    const response = await reply(reference, { body: 'Hello' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: {
        code: 'mail-failed',
        message: expect.stringContaining('550 Mailbox unavailable'),
      },
    });
    const after = await details(reference);
    expect(after.status).toBe('new');
    expect(after.replies).toEqual([]);
  });

  it('tells administrators where mail goes, never with the password, which no log line holds', async () => {
    const response = await server.app.inject({
      url: '/tims/api/admin/support/mail',
      headers: admin,
    });
    expect(response.json<SupportMailStatus>()).toEqual({
      transport: 'smtp',
      from: 'Ohio DOT TIMS Support <tims-support@dot.example.gov>',
      server: `smtp://127.0.0.1:${smtp.port}`,
      outboxDir: null,
    });
    expect(JSON.stringify(server.logs)).not.toContain('s3cret-pass');
  });
});

describe('replies without an SMTP server', () => {
  let portal: TestPortal;
  let server: TestApp;
  beforeAll(async () => {
    portal = await startTestPortal();
    server = await createSupportApp({ env: { PORTAL_URL: portal.url } });
  });
  afterAll(async () => {
    await server.close();
    await portal.close();
  });

  it('writes the acknowledgement and the reply to DATA_DIR/outbox as .eml files', async () => {
    const outbox = join(server.config.dataDir, 'outbox');
    const admin = { authorization: `Bearer ${portal.signIn('ada')}` };
    const mail = await server.app.inject({ url: '/tims/api/admin/support/mail', headers: admin });
    expect(mail.json()).toEqual({
      transport: 'outbox',
      from: 'TIMS Support <support@localhost>',
      server: null,
      outboxDir: outbox,
    });

    const sent = await server.app.inject(postContact(contactFields()));
    const { reference } = sent.json<ContactReceipt>();
    const ackFile = await eventually(() =>
      (existsSync(outbox) ? readdirSync(outbox) : []).find((name) => name.endsWith('.eml')),
    );
    expect(ackFile).toMatch(new RegExp(`^\\d{8}T\\d{9}Z-${reference}\\.eml$`));

    const response = await server.app.inject({
      method: 'POST',
      url: `/tims/api/admin/support/requests/${reference}/replies`,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: JSON.stringify({ body: 'We corrected the phase.' }),
    });
    expect(response.statusCode).toBe(201);
    const stored = response.json<SupportReply>();
    expect(stored).toMatchObject({
      transport: 'outbox',
      outboxFile: expect.stringMatching(/\.eml$/),
    });
    expect(
      readdirSync(outbox)
        .filter((name) => name.endsWith('.eml'))
        .sort(),
    ).toEqual([ackFile, stored.outboxFile].sort());
    expect(readdirSync(outbox).filter((name) => !name.endsWith('.eml'))).toEqual([]);

    const raw = readFileSync(join(outbox, stored.outboxFile!));
    expect(raw.toString()).toContain('\r\n');
    const parsed = await simpleParser(raw);
    expect(parsed.subject).toBe(`Re: [${reference}] Bridge 4521 shows the wrong phase`);
    expect(parsed.to).toMatchObject({ value: [{ address: 'ana.ruiz@example.com' }] });
    expect(parsed.inReplyTo).toBe(`<${reference}@localhost>`);
    expect(parsed.messageId).toBe(stored.messageId);
    expect(parsed.text).toContain('We corrected the phase.');
  });
});
