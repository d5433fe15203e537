import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { NotificationInput } from '../../../../contracts/notifications';
import { plainText } from '../../../../contracts/richText';
import { API, mswServer } from '../../../../test/support/mswServer';
import {
  makeNotification,
  notificationHandlers,
} from '../../../../test/support/notificationHandlers';
import { renderApp } from '../../../../test/support/renderApp';
import { toLocalInput } from './notificationForm';
import { signedInAs } from '../../../../test/support/signedInAs';

// jsdom has no layout: Quill measures the selection to keep it in view.
beforeAll(() => {
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
});

async function openEditor(path: string, api = notificationHandlers()) {
  mswServer.use(...api.handlers);
  const view = await renderApp({ path, testServices: signedInAs('tims.admin') });
  return { ...view, api };
}

const textbox = () => screen.findByRole('textbox', { name: 'Text' });

async function typeContent(text: string) {
  await userEvent.click(await textbox());
  await userEvent.keyboard(text);
}

const preview = () => screen.getByRole('region', { name: 'Preview' });

describe('the notification editor', () => {
  it('creates a notification for chosen pages, on a schedule, and returns to the list', async () => {
    const { api, router } = await openEditor('/admin/notifications/new');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'New notification' }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'On the pages I choose' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Project Search' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Data' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Warning' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'I-70 lane closures');
    fireEvent.change(screen.getByLabelText('Starts'), { target: { value: '2030-12-01T08:00' } });
    fireEvent.change(screen.getByLabelText('Ends'), { target: { value: '2030-12-05T18:30' } });
    await typeContent('Lanes close at night.');

    // The preview is the card visitors see, as it is written.
    expect(
      within(preview()).getByRole('heading', { name: 'Warning: I-70 lane closures' }),
    ).toBeInTheDocument();
    expect(within(preview()).getByText('Lanes close at night.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/notifications'));
    expect(api.requests).toHaveLength(1);
    const { method, body } = api.requests[0]!;
    const input = body as NotificationInput;
    expect(method).toBe('POST');
    expect({ ...input, content: undefined }).toEqual({
      isGlobal: false,
      pages: ['Data', 'Projects'],
      severity: 'warning',
      title: 'I-70 lane closures',
      content: undefined,
      startsAt: new Date(2030, 11, 1, 8, 0).toISOString(),
      endsAt: new Date(2030, 11, 5, 18, 30).toISOString(),
    });
    expect(plainText(input.content.ops)).toBe('Lanes close at night.');
    expect(await screen.findByRole('link', { name: 'I-70 lane closures' })).toBeInTheDocument();
  });

  it('refuses to save without pages, with the end before the start, or without text', async () => {
    const { api, router } = await openEditor('/admin/notifications/new');
    await userEvent.click(await screen.findByRole('radio', { name: 'On the pages I choose' }));
    fireEvent.change(screen.getByLabelText('Starts'), { target: { value: '2030-12-05T18:00' } });
    fireEvent.change(screen.getByLabelText('Ends'), { target: { value: '2030-12-01T08:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Choose at least one page, or show it on every page.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The end must come after the start.')).toBeInTheDocument();
    expect(screen.getByText("Write the notification's text.")).toBeInTheDocument();
    expect(screen.getByLabelText('Ends')).toHaveAttribute('aria-invalid', 'true');
    expect(await textbox()).toHaveAttribute('aria-invalid', 'true');
    // The first field to correct takes the focus.
    expect(screen.getByRole('checkbox', { name: 'Home' })).toHaveFocus();

    fireEvent.change(screen.getByLabelText('Starts'), { target: { value: '1899-12-31T12:00' } });
    expect(
      await screen.findByText('Enter a date from 1900-01-01 to 2099-12-31.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/notifications/new');
    expect(api.requests).toEqual([]);
  });

  it('shows the server’s reason when it refuses the notification', async () => {
    const { router } = await openEditor('/admin/notifications/new');
    mswServer.use(
      http.post(`${API}/admin/notifications`, () =>
        HttpResponse.json(
          { error: { code: 'invalid-input', message: 'Operation 0: unknown format "code"' } },
          { status: 400 },
        ),
      ),
    );
    await typeContent('Closed');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The notification was not saved: Operation 0: unknown format "code"'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/notifications/new');
  });

  it('loads a notification to edit and saves the changes', async () => {
    const notification = makeNotification({
      id: 7,
      isGlobal: false,
      pages: ['Support'],
      severity: 'error',
      title: 'Portal outage',
      content: {
        ops: [
          { insert: 'Sign-in is ' },
          { insert: 'down', attributes: { bold: true } },
          { insert: '.\n' },
        ],
      },
      startsAt: '2030-12-01T13:00:00.000Z',
      endsAt: null,
    });
    const { api, router } = await openEditor(
      '/admin/notifications/7',
      notificationHandlers([notification]),
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Edit notification' }),
    ).toBeInTheDocument();
    const title = screen.getByRole('textbox', { name: /^Title/ });
    expect(title).toHaveValue('Portal outage');
    expect(screen.getByRole('radio', { name: 'Error' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'On the pages I choose' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Information & Support' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Home' })).not.toBeChecked();
    expect(screen.getByLabelText('Starts')).toHaveValue(toLocalInput('2030-12-01T13:00:00.000Z'));
    expect(screen.getByLabelText('Ends')).toHaveValue('');
    expect(await textbox()).toHaveTextContent('Sign-in is down.');
    expect(
      within(preview()).getByRole('heading', { name: 'Error: Portal outage' }),
    ).toBeInTheDocument();

    await userEvent.clear(title);
    await userEvent.type(title, 'Portal restored');
    await userEvent.click(screen.getByRole('radio', { name: 'Success' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/notifications'));
    expect(api.requests).toEqual([
      {
        method: 'PUT',
        path: '/admin/notifications/7',
        body: {
          isGlobal: false,
          pages: ['Support'],
          severity: 'success',
          title: 'Portal restored',
          content: notification.content,
          startsAt: '2030-12-01T13:00:00.000Z',
          endsAt: null,
        },
      },
    ]);
  });

  it('says so when the notification to edit does not exist', async () => {
    await openEditor(
      '/admin/notifications/99',
      notificationHandlers([makeNotification({ id: 7 })]),
    );
    expect(
      await screen.findByRole('heading', { name: 'Notification not found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('There is no notification 99. It may have been deleted.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to notifications' })).toHaveAttribute(
      'href',
      '/admin/notifications',
    );
  });
});
