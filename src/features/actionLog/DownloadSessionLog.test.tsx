import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseActionLog } from '../../../contracts/actionLogFile';
import { renderApp } from '../../../test/support/renderApp';
import { signedInAs } from '../../../test/support/signedInAs';
import { serializeActionLog } from '../../services/actionLog/serializeActionLog';

describe('Download session log', () => {
  it("is in the signed-in user's menu and saves the session's log", async () => {
    const io = signedInAs('tims.admin');
    const { store } = await renderApp({ path: '/data', testServices: io });
    await userEvent.click(
      await screen.findByRole('button', { name: 'AM: account menu of Alex Morgan' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Download session log' }));
    await waitFor(() => expect(io.savedLogs).toHaveLength(1));
    const log = parseActionLog(serializeActionLog(io.savedLogs[0]!));
    expect(log.meta.appVersion).toBe('0.0.0-test');
    const types = log.actions.map(({ action }) => action.type);
    expect(types).toContain('portal/userSignedIn');
    expect(log.meta.finalState).toMatchObject({ portal: { session: 'signed-in' } });
    expect(store.getState().portal.session).toBe('signed-in');
  });
});
