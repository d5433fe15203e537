import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../app/AppProviders';
import { testI18n } from '../../../test/support/renderApp';
import { createTestStore } from '../../../test/support/testStore';
import { RouteErrorScreen } from './RouteErrorScreen';

async function renderFailingRoute(failure: () => never) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        loader: failure,
        Component: () => null,
        HydrateFallback: () => null,
        errorElement: <RouteErrorScreen />,
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <AppProviders store={createTestStore().store} i18n={await testI18n()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('route error screen', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("shows a sad face and the error's message", async () => {
    await renderFailingRoute(() => {
      throw new Error('Loading chunk 42 failed.');
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, this page failed');
    expect(alert).toHaveTextContent('Loading chunk 42 failed.');
    expect(alert.querySelector('svg')).toBeInTheDocument();
  });

  it('says "Something went wrong" when the error has no message', async () => {
    await renderFailingRoute(() => {
      throw 42;
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });
});
