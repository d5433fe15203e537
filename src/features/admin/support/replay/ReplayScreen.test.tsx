import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../../app/AppProviders';
import { renderApp, testI18n } from '../../../../../test/support/renderApp';
import {
  actionLogText,
  answersAttachedLog,
  hasNoAttachedLog,
} from '../../../../../test/support/replayHandlers';
import { signedInAs } from '../../../../../test/support/signedInAs';
import { createTestStore } from '../../../../../test/support/testStore';
import { ReplayScreen } from './ReplayScreen';

const REFERENCE = 'TIMS-7K3P9QXM';

async function renderReplay() {
  const { store } = createTestStore();
  const router = createMemoryRouter(
    [{ path: '/admin/support/replay', element: <ReplayScreen /> }],
    { initialEntries: ['/admin/support/replay'] },
  );
  const i18n = await testI18n();
  await act(() => i18n.loadNamespaces('replay'));
  render(
    <AppProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, user: userEvent.setup() };
}

const logFile = (text: string, name = 'session.json') =>
  new File([text], name, { type: 'application/json' });

async function openLog(user: ReturnType<typeof userEvent.setup>, file: File) {
  await user.upload(screen.getByLabelText('Open a log file'), file);
}

const inspector = () =>
  screen.getByRole('group', { name: 'The actions, and the state at each step' });
const slider = () => screen.getByRole('group', { name: 'Step through the actions' });
/** The current step as read out (the inspector's drag-and-drop has a status region too). */
const step = () => screen.getByText(/^Step \d+ of \d+/);
const fact = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;

describe('the replay viewer', () => {
  it('replays a log file in Redux DevTools monitors and says it reproduces the final state', async () => {
    const { store, user } = await renderReplay();
    const { portal, toasts } = store.getState();
    await openLog(user, logFile(actionLogText({ dropped: 12 })));

    expect(
      await screen.findByRole('group', { name: 'Replaying reproduces the recorded final state' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'After the last of its 4 actions, the replayed state equals the state the browser recorded.',
      ),
    ).toBeInTheDocument();
    // Read out too: the focus stays on the file picker.
    expect(
      screen.getByText('Replaying reproduces the recorded final state', {
        selector: '[role="status"]',
      }),
    ).toBeInTheDocument();
    expect(fact('Actions')).toHaveTextContent('4');
    expect(fact('Dropped earlier')).toHaveTextContent('12');
    expect(fact('App version')).toHaveTextContent('1.4.0');
    expect(fact('Recorded')).toHaveTextContent(/Mar 30, 2026.* to Mar 30, 2026/);
    expect(fact('Source')).toHaveTextContent('File session.json');

    // The slider stands on the last of the 4 actions; the inspector lists them after @@INIT.
    expect(within(slider()).getByRole('slider')).toHaveAttribute('max', '4');
    expect(within(slider()).getByRole('slider')).toHaveValue('4');
    expect(step()).toHaveTextContent('Step 4 of 4: toasts/toastAdded');
    const rows = within(inspector()).getAllByText(/^(@@INIT|portal\/|toasts\/)/);
    expect(rows.map((row) => row.textContent)).toEqual([
      '@@INIT',
      'portal/sessionAnonymous',
      'portal/signInRequested',
      'portal/signInFailed',
      'toasts/toastAdded',
    ]);

    // The app's own store has not seen the log's actions nor its states.
    expect(store.getState().portal).toBe(portal);
    expect(store.getState().toasts).toBe(toasts);
  });

  it('steps back with the slider and shows the state at that step', async () => {
    const { user } = await renderReplay();
    await openLog(user, logFile(actionLogText()));
    await screen.findByRole('group', { name: 'Replaying reproduces the recorded final state' });

    await user.click(within(slider()).getByRole('button', { name: 'Go back' }));
    await user.click(within(slider()).getByRole('button', { name: 'Go back' }));
    expect(step()).toHaveTextContent('Step 2 of 4: portal/signInRequested');
    expect(within(slider()).getByRole('slider')).toHaveValue('2');

    await user.click(within(inspector()).getByText('State'));
    await user.click(within(inspector()).getByText('portal'));
    // Each key of the state tree is followed by the inspector's "(pin)".
    expect(inspector()).toHaveTextContent('session(pin): "signing-in"');

    await user.click(within(slider()).getByRole('button', { name: 'Go forward' }));
    await waitFor(() => expect(inspector()).toHaveTextContent('session(pin): "anonymous"'));

    // The action of the step, with its payload.
    await user.click(within(inspector()).getByText('Action'));
    await user.click(within(inspector()).getByText('payload'));
    expect(inspector()).toHaveTextContent('type(pin): "portal/signInFailed"');
    expect(inspector()).toHaveTextContent('message(pin): "The portal refused"');
  });

  it('goes to an action chosen in the inspector list, by click or by keyboard', async () => {
    const { user } = await renderReplay();
    await openLog(user, logFile(actionLogText()));
    await screen.findByRole('group', { name: 'Replaying reproduces the recorded final state' });

    await user.click(within(inspector()).getByText('portal/sessionAnonymous'));
    expect(step()).toHaveTextContent('Step 1 of 4: portal/sessionAnonymous');
    expect(within(slider()).getByRole('slider')).toHaveValue('1');

    const row = within(inspector()).getByText('portal/signInFailed').closest('[tabindex]');
    (row as HTMLElement).focus();
    await user.keyboard('{Enter}');
    expect(step()).toHaveTextContent('Step 3 of 4: portal/signInFailed');
  });

  it('lists where a tampered log does not reproduce the recorded final state', async () => {
    const { user } = await renderReplay();
    const tampered = actionLogText({
      tamper: (state) => ({
        ...state,
        portal: { ...(state.portal as object), session: 'signed-in' },
      }),
    });
    await openLog(user, logFile(tampered, 'tampered.json'));

    expect(
      await screen.findByRole('group', {
        name: 'Replaying does not reproduce the recorded final state',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The replayed state differs from the recorded one at one place:'),
    ).toBeInTheDocument();
    const differences = screen.getByRole('list', {
      name: 'Replaying does not reproduce the recorded final state',
    });
    const [difference] = within(differences).getAllByRole('listitem');
    expect(within(difference!).getByText('portal.session')).toBeInTheDocument();
    expect(
      within(difference!).getByText('Expected (recorded)').nextElementSibling,
    ).toHaveTextContent('"signed-in"');
    expect(within(difference!).getByText('Actual (replayed)').nextElementSibling).toHaveTextContent(
      '"anonymous"',
    );
    // The replay is still shown, to find where it went another way.
    expect(slider()).toBeInTheDocument();
  });

  it('says what is wrong with a file that is not an action log', async () => {
    const { user } = await renderReplay();
    await openLog(user, logFile('{"payload": 1', 'notes.json'));
    expect(
      await screen.findByRole('group', { name: 'notes.json cannot be replayed' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The file is not JSON. Choose a session log downloaded from TIMS.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Details: The file is not valid JSON')).toBeInTheDocument();

    await openLog(user, logFile('{"payload":"{}","tims":{"format":"other"}}', 'other.json'));
    expect(
      await screen.findByRole('group', { name: 'other.json cannot be replayed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The file is JSON but not a TIMS action log.')).toBeInTheDocument();
    expect(screen.getByText('Details: "tims.format" is not "tims-action-log"')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Replay' })).not.toBeInTheDocument();
  });
});

describe('the replay viewer of a support request', () => {
  it('loads the attached log with the administrator token and links back to the request', async () => {
    const { asked } = answersAttachedLog(REFERENCE, actionLogText());
    await renderApp({
      path: `/admin/support/replay?request=${REFERENCE}`,
      testServices: signedInAs('tims.admin'),
    });

    expect(
      await screen.findByRole(
        'group',
        { name: 'Replaying reproduces the recorded final state' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(asked).toHaveLength(1);
    expect(asked[0]?.headers.get('authorization')).toMatch(/^Bearer /);
    const link = screen.getByRole('link', { name: `Support request ${REFERENCE}` });
    expect(link).toHaveAttribute('href', `/admin/support/${REFERENCE}`);
    expect(step()).toHaveTextContent('Step 4 of 4');
  });

  it('says so when the request has no log', async () => {
    hasNoAttachedLog();
    await renderApp({
      path: `/admin/support/replay?request=${REFERENCE}`,
      testServices: signedInAs('tims.admin'),
    });
    expect(
      await screen.findByText(
        `Request ${REFERENCE} does not exist, or no action log is attached to it.`,
        undefined,
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });
});
