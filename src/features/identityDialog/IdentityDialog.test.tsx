import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../app/AppProviders';
import { testI18n } from '../../../test/support/renderApp';
import { createTestStore } from '../../../test/support/testStore';
import { IdentityDialog } from './IdentityDialog';
import { identityPromptOpened, identitySignInFailed } from './identityDialogSlice';

async function openDialog(oAuthPrompt = false) {
  const { store } = createTestStore();
  const onSubmit = jest.fn();
  const onCancel = jest.fn();
  render(
    <AppProviders store={store} i18n={await testI18n()}>
      <IdentityDialog onSubmit={onSubmit} onCancel={onCancel} />
    </AppProviders>,
  );
  act(() => {
    store.dispatch(
      identityPromptOpened({
        server: 'https://gis.example.gov/server',
        resource: 'https://gis.example.gov/server/rest/services/Bridges/FeatureServer/0',
        oAuthPrompt,
      }),
    );
  });
  const dialog = await screen.findByRole('alertdialog', { name: 'Sign in' });
  return { store, onSubmit, onCancel, dialog };
}

describe('identity dialog', () => {
  it('names server and resource and puts focus on the username', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveTextContent('https://gis.example.gov/server');
    expect(dialog).toHaveTextContent('Bridges/FeatureServer/0');
    const username = screen.getByRole('textbox', { name: /Username/ });
    await waitFor(() => expect(username).toHaveFocus());
    expect(username).toHaveAttribute('autocomplete', 'off');
    expect(username).toHaveAttribute('spellcheck', 'false');
  });

  it('requires both fields, then submits them and shows the signing-in label', async () => {
    const { onSubmit, store } = await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onSubmit).not.toHaveBeenCalled(); // required fields stop the form
    await userEvent.type(screen.getByRole('textbox', { name: /Username/ }), 'tims.staff');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onSubmit).toHaveBeenCalledWith({ username: 'tims.staff', password: 'secret' });
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    expect(JSON.stringify(store.getState())).not.toContain('secret');
  });

  it('cancels: closes, clears both fields and emits cancel', async () => {
    const { onCancel, store } = await openDialog();
    await userEvent.type(screen.getByRole('textbox', { name: /Username/ }), 'someone');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(store.getState().identityDialog).toEqual(
      expect.objectContaining({ open: false, signingIn: false }),
    );
    act(() => {
      store.dispatch(identityPromptOpened({ server: 's', resource: 'r', oAuthPrompt: false }));
    });
    expect(await screen.findByRole('textbox', { name: /Username/ })).toHaveValue('');
  });

  it('shows only the info text for an OAuth prompt and submits nothing', async () => {
    const { onSubmit } = await openDialog(true);
    expect(screen.queryByRole('textbox', { name: /Username/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onSubmit).toHaveBeenCalledWith(undefined);
  });

  it('tells an invalid user from a missing authentication service', async () => {
    const { store } = await openDialog();
    store.dispatch(
      identitySignInFailed({ code: '400', message: 'Unable to generate token', status: 400 }),
    );
    expect(await screen.findByText('Invalid username or password.')).toBeInTheDocument();
    act(() => {
      store.dispatch(identitySignInFailed({ code: 'network', message: 'Failed to fetch' }));
    });
    expect(
      await screen.findByText('Unable to access the authentication service.'),
    ).toBeInTheDocument();
  });
});
