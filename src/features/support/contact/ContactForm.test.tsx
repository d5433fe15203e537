import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mswServer } from '../../../../test/support/mswServer';
import { renderApp } from '../../../../test/support/renderApp';
import { signedInAs } from '../../../../test/support/signedInAs';
import {
  contactRefusal,
  contactUnreachable,
  supportHandlers,
} from '../../../../test/support/supportHandlers';

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send request' }));

/** The message Fluent shows under the field: its control is described by it. */
const messageOf = (control: HTMLElement) => control.getAttribute('aria-describedby') ?? '';
const describedBy = (control: HTMLElement) =>
  messageOf(control)
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function openForm(path = '/support/contact') {
  const server = supportHandlers();
  mswServer.use(...server.handlers);
  const view = await renderApp({ path });
  if (path === '/support/contact') {
    await screen.findByRole('heading', { level: 2, name: 'Send a request' });
  }
  return { ...view, server };
}

async function fillIn() {
  await userEvent.type(field(/^Your name/), 'Jordan Lee');
  await userEvent.type(field(/^Your e-mail address/), 'jordan.lee@example.com');
  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: /^What is it about/ }),
    'data',
  );
  await userEvent.type(field(/^Subject/), 'Bridge 123 is on the wrong road');
  await userEvent.type(field(/^Message/), 'The bridge at SLM 4.2 shows on US 23.');
}

describe('the contact form', () => {
  it('says what is wrong under each field, focuses the first and sends nothing', async () => {
    const { server } = await openForm();
    await send();
    const name = field(/^Your name/);
    await waitFor(() => expect(name).toHaveFocus());
    for (const label of [/^Your name/, /^Your e-mail address/, /^Subject/, /^Message/]) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(describedBy(field(label))).toContain('Please fill this in.');
    }

    await userEvent.type(name, 'Jordan');
    await userEvent.paste('\u0007');
    await userEvent.type(field(/^Your e-mail address/), 'jordan.example.com');
    await userEvent.click(field(/^Subject/));
    await userEvent.paste('x'.repeat(151));
    await userEvent.click(field(/^Message/));
    await userEvent.paste('Tabs\tand\nlines are fine\u0000but not this');
    await send();

    expect(describedBy(name)).toContain('characters that cannot be sent');
    expect(describedBy(field(/^Your e-mail address/))).toContain(
      'Please enter an e-mail address such as name@example.com.',
    );
    expect(describedBy(field(/^Subject/))).toContain('At most 150 characters, please.');
    expect(describedBy(field(/^Message/))).toContain('characters that cannot be sent');
    await waitFor(() => expect(name).toHaveFocus());
    expect(server.requests).toHaveLength(0);
  });

  it('sends the request and shows its reference, what happens next and the way back', async () => {
    const { server, router, io } = await openForm('/projects');
    // From the screen the visitor was on: the help icon, then the article list's Contact.
    const header = within(await screen.findByRole('banner'));
    await userEvent.click(header.getByRole('link', { name: 'Information & Support' }));
    await userEvent.click(
      within(await screen.findByRole('navigation', { name: 'Help contents' })).getByRole('link', {
        name: 'Contact',
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact us' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You can also call the help desk on weekdays.')).toBeInTheDocument();
    expect(document.title).toBe('Contact us · Information & Support · TIMS');
    await userEvent.click(screen.getByRole('button', { name: 'Go to the form' }));
    expect(field(/^Your name/)).toHaveFocus();

    await fillIn();
    expect(screen.getByText('37 of 5,000 characters')).toBeInTheDocument();
    await send();

    const sent = await screen.findByRole('heading', {
      level: 2,
      name: 'Your request has been sent',
    });
    await waitFor(() => expect(sent).toHaveFocus());
    expect(screen.getByText('TIMS-7K3P9QXM')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The TIMS team reads every request and answers by e-mail to jordan.lee@example.com.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied.')).toBeInTheDocument();
    expect(io.copied).toEqual(['TIMS-7K3P9QXM']);

    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toEqual({
      fields: {
        name: 'Jordan Lee',
        email: 'jordan.lee@example.com',
        category: 'data',
        subject: 'Bridge 123 is on the wrong road',
        message: 'The bridge at SLM 4.2 shows on US 23.',
        language: 'en',
        page: '/projects',
      },
      files: {},
    });

    await userEvent.click(screen.getByRole('link', { name: 'Back to where you were' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'));
  });

  it('attaches the session’s action log as a file when asked', async () => {
    const { server } = await openForm();
    const attach = screen.getByRole('checkbox', { name: "Attach this session's action log" });
    expect(describedBy(attach)).toMatch(/— \d+ actions since \d{1,2}:\d\d( [AP]M)? —/);
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute(
      'href',
      '/support/privacy',
    );
    await fillIn();
    await userEvent.click(attach);
    await send();

    expect(await screen.findByText(/action log was attached/)).toBeInTheDocument();
    const log = server.requests[0]?.files.actionLog;
    expect(log).toMatchObject({ name: 'tims-action-log.json', type: 'application/json' });
    const file = JSON.parse(log?.text ?? '{}') as { payload: string; tims: { format: string } };
    expect(file.tims.format).toBe('tims-action-log');
    expect(typeof file.payload).toBe('string');
  });

  it('fills in the name of the signed-in user', async () => {
    const server = supportHandlers();
    mswServer.use(...server.handlers);
    await renderApp({ path: '/support/contact', testServices: signedInAs('tims.staff') });
    await waitFor(() => expect(field(/^Your name/)).toHaveValue('Sam Rivera, P.E.'));
  });

  it('says which field the server refused, and keeps what was typed', async () => {
    await openForm();
    mswServer.use(
      contactRefusal(400, {
        code: 'invalid-request',
        message: 'body/email must match format "email"',
        details: { field: 'body/email' },
      }),
    );
    await fillIn();
    await send();
    const email = field(/^Your e-mail address/);
    await waitFor(() => expect(email).toHaveFocus());
    expect(describedBy(email)).toContain(
      'The server did not accept this: body/email must match format "email"',
    );
    // The first alert is the form's; Fluent says each field's message as an alert too.
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent(
      'Your request was not sent' +
        'Please check the field marked below. What you wrote is kept here.',
    );
    expect(field(/^Message/)).toHaveValue('The bridge at SLM 4.2 shows on US 23.');
  });

  it('says when to try again after too many requests', async () => {
    await openForm();
    mswServer.use(
      contactRefusal(
        429,
        { code: 'rate-limited', message: 'Too many requests' },
        { 'Retry-After': '150' },
      ),
    );
    await fillIn();
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests were sent from here. Please try again in 3 minutes.',
    );
    expect(field(/^Subject/)).toHaveValue('Bridge 123 is on the wrong road');
  });

  it('says so when TIMS cannot be reached or the log is too large', async () => {
    await openForm();
    mswServer.use(contactUnreachable());
    await fillIn();
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'TIMS could not be reached. Check your connection and send it again.',
    );

    mswServer.use(contactRefusal(413, { code: 'too-large', message: 'Too large' }));
    await userEvent.click(
      screen.getByRole('checkbox', { name: "Attach this session's action log" }),
    );
    await send();
    const attach = screen.getByRole('checkbox', { name: "Attach this session's action log" });
    await waitFor(() => expect(describedBy(attach)).toContain('too large to attach'));
  });
});
