import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mswServer } from '../../../../test/support/mswServer';
import { renderApp } from '../../../../test/support/renderApp';
import { signedInAs } from '../../../../test/support/signedInAs';
import {
  makesMailFail,
  supportAdminHandlers,
  type SupportAdminOptions,
} from '../../../../test/support/supportAdminHandlers';

const DANA = '/admin/support/TIMS-7K3P9QXM';

async function renderRequest(path = DANA, options: SupportAdminOptions = {}) {
  const inbox = supportAdminHandlers(undefined, options);
  mswServer.use(...inbox.handlers);
  const view = await renderApp({ path, testServices: signedInAs('tims.admin') });
  return { ...view, inbox };
}

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });
const section = (name: string) => within(screen.getByRole('region', { name }));

describe('a support request', () => {
  it('opens from the inbox and shows who wrote, the message, the log and the notes', async () => {
    const { router } = await renderRequest('/admin/support?q=blank');
    await userEvent.click(await screen.findByRole('link', { name: 'TIMS-7K3P9QXM' }));
    await heading('The map stays blank after I sign in');
    expect(router.state.location.pathname).toBe(DANA);
    expect(screen.getByText('TIMS-7K3P9QXM')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('new');
    expect(screen.getByRole('link', { name: 'dana.whitfield@example.com' })).toHaveAttribute(
      'href',
      'mailto:dana.whitfield@example.com',
    );
    const fact = (name: string) => screen.getByText(name).nextElementSibling?.textContent;
    expect(fact('Category')).toBe('Problem');
    expect(fact('Language')).toBe('American English');
    expect(fact('Written from')).toBe('/map');
    expect(fact('TIMS account')).toBe('tims.staff');

    // Plain text, as written: spaces and line breaks kept, markup shown as typed.
    const message = section('Message').getByText(/After signing in/);
    expect(message.textContent).toBe(
      'After signing in, /map shows no layers.\n\n  Steps:\n  1. Sign in\n  2. Open the map\n<b>not bold</b>',
    );
    expect(message.querySelector('b')).toBeNull();

    const log = section('Action log');
    expect(log.getByText('312')).toBeInTheDocument();
    expect(log.getByText('47 KB')).toBeInTheDocument();
    expect(log.getByText('1.4.0')).toBeInTheDocument();
    expect(log.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(log.getByRole('link', { name: 'Open in replay viewer' })).toHaveAttribute(
      'href',
      '/admin/support/replay?request=TIMS-7K3P9QXM',
    );

    const notes = section('Internal notes');
    expect(
      notes.getByText('Only administrators see notes; they are never sent to the requester.'),
    ).toBeInTheDocument();
    expect(notes.getByText('Probably the expired token issue.')).toBeInTheDocument();

    // Back to the inbox as it was left.
    await userEvent.click(screen.getByRole('link', { name: 'All requests' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=blank'));
  });

  it('says when a request has no action log', async () => {
    await renderRequest('/admin/support/TIMS-4RDW2HNB');
    await heading('Bridge 1804512 has the wrong county');
    expect(section('Action log').getByText('No action log was attached.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open in replay viewer' })).not.toBeInTheDocument();
  });

  it('adds an internal note', async () => {
    const { inbox } = await renderRequest();
    await heading('The map stays blank after I sign in');
    const notes = section('Internal notes');
    await userEvent.click(notes.getByRole('button', { name: 'Add note' }));
    expect(await notes.findByText('Write something first.')).toBeInTheDocument();
    expect(inbox.writes).toHaveLength(0);

    const box = notes.getByRole('textbox', { name: 'New note' });
    await userEvent.type(box, 'Asked the GIS team.{Enter}Waiting for them.');
    await userEvent.click(notes.getByRole('button', { name: 'Add note' }));
    expect(await notes.findByText('Note added.')).toBeInTheDocument();
    expect(inbox.writes).toEqual([
      {
        method: 'POST',
        path: '/admin/support/requests/TIMS-7K3P9QXM/notes',
        body: { body: 'Asked the GIS team.\nWaiting for them.' },
      },
    ]);
    expect(box).toHaveValue('');
    const list = within(await notes.findByRole('list', { name: 'Notes' }));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(2));
    expect(list.getAllByRole('listitem')[1]).toHaveTextContent(
      'Asked the GIS team. Waiting for them.',
      { normalizeWhitespace: true },
    );
  });

  it('sends a reply, says it went to the outbox, and the request is answered', async () => {
    const { inbox } = await renderRequest();
    await heading('The map stays blank after I sign in');
    const replies = section('Replies');
    expect(
      await replies.findByText(/Replies are not sent: no SMTP_URL is configured/),
    ).toBeVisible();
    await userEvent.type(
      replies.getByRole('textbox', { name: 'Reply to Dana Whitfield' }),
      'Please sign out and in again.',
    );
    await userEvent.click(replies.getByRole('button', { name: 'Send reply' }));
    expect(
      await replies.findByText(
        'It was not e-mailed: it was written to the outbox as TIMS-7K3P9QXM-reply-100.eml.',
      ),
    ).toBeInTheDocument();
    expect(inbox.writes.at(-1)).toEqual({
      method: 'POST',
      path: '/admin/support/requests/TIMS-7K3P9QXM/replies',
      body: { body: 'Please sign out and in again.', close: false },
    });
    expect(replies.getByRole('textbox', { name: 'Reply to Dana Whitfield' })).toHaveValue('');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('answered'),
    );
    const sent = within(replies.getByRole('list', { name: 'Replies sent' }));
    expect(sent.getByText('Please sign out and in again.')).toBeInTheDocument();
    expect(
      sent.getByText(/not sent: written to the outbox as TIMS-7K3P9QXM-reply-100\.eml/),
    ).toBeInTheDocument();
  });

  it('sends by SMTP and closes with "Send and close"', async () => {
    const { inbox } = await renderRequest(DANA, { transport: 'smtp' });
    await heading('The map stays blank after I sign in');
    const replies = section('Replies');
    await userEvent.type(replies.getByRole('textbox', { name: /Reply to/ }), 'Fixed in 1.4.1.');
    await userEvent.click(replies.getByRole('button', { name: 'Send and close' }));
    expect(
      await replies.findByText('It was sent by SMTP to dana.whitfield@example.com.'),
    ).toBeInTheDocument();
    expect(inbox.writes.at(-1)?.body).toEqual({ body: 'Fixed in 1.4.1.', close: true });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('closed'),
    );
    expect(screen.queryByText(/SMTP_URL/)).not.toBeInTheDocument();
  });

  it('says when the mail server refuses the reply, and keeps the text', async () => {
    await renderRequest();
    mswServer.use(makesMailFail());
    await heading('The map stays blank after I sign in');
    const replies = section('Replies');
    const box = replies.getByRole('textbox', { name: 'Reply to Dana Whitfield' });
    await userEvent.type(box, 'Please try again tomorrow.');
    await userEvent.click(replies.getByRole('button', { name: 'Send reply' }));
    const alert = await replies.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(/^The reply was not sent\./));
    expect(alert).toHaveTextContent('The SMTP server refused the message: 554 relay denied');
    expect(alert).toHaveTextContent(/Your text is kept: try again\.$/);
    expect(box).toHaveValue('Please try again tomorrow.');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('new');
  });

  it('changes the status', async () => {
    const { inbox } = await renderRequest();
    await heading('The map stays blank after I sign in');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'In progress');
    await waitFor(() =>
      expect(inbox.writes).toEqual([
        {
          method: 'PUT',
          path: '/admin/support/requests/TIMS-7K3P9QXM/status',
          body: { status: 'in-progress' },
        },
      ]),
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('in-progress');
    await userEvent.click(screen.getByRole('link', { name: 'All requests' }));
    expect(await screen.findByRole('tab', { name: 'In progress 2' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'New 1' })).toBeInTheDocument();
  });

  it('says when there is no such request', async () => {
    await renderRequest('/admin/support/TIMS-ZZZZZZZZ');
    expect(await heading('Request not found')).toBeInTheDocument();
    expect(screen.getByText('There is no support request TIMS-ZZZZZZZZ.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All requests' })).toHaveAttribute(
      'href',
      '/admin/support',
    );
  });
});
