import { createMemoryRouter } from 'react-router-dom';
import { makesConfigFail } from '../../test/support/mswServer';
import { testI18n } from '../../test/support/renderApp';
import { createTestStore } from '../../test/support/testStore';
import { selectConfigStatus } from '../features/shell/appSlice';
import { removePrerenderedStyles, whenReadyToReplace } from './prerendered';
import { routes } from './routes';

function prerenderedPicture(namespaces: string): HTMLElement {
  const picture = document.createElement('div');
  picture.setAttribute('data-prerendered', '');
  picture.setAttribute('data-namespaces', namespaces);
  return picture;
}

async function setUp(path: string) {
  const i18n = await testI18n();
  const { store } = createTestStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { store, router, i18n };
}

describe('taking over a pre-rendered screen', () => {
  it("waits for the screen's chunk, its translations and the config", async () => {
    const ready = await setUp('/support');
    expect(ready.router.state.initialized).toBe(false);

    await whenReadyToReplace(prerenderedPicture('common support screens'), ready);

    expect(ready.router.state.initialized).toBe(true);
    expect(selectConfigStatus(ready.store.getState())).toBe('loaded');
    expect(ready.i18n.hasLoadedNamespace('support')).toBe(true);
  });

  it('goes ahead after a few seconds when the config does not come (the app shows why)', async () => {
    makesConfigFail(500);
    const ready = await setUp('/');

    await whenReadyToReplace(prerenderedPicture('common home'), ready);

    expect(selectConfigStatus(ready.store.getState())).not.toBe('loaded');
    expect(ready.router.state.initialized).toBe(true);
  }, 10_000);

  it("drops the picture's styles once the app's own are in", () => {
    const style = document.createElement('style');
    style.setAttribute('data-prerendered', '');
    document.head.append(style);

    removePrerenderedStyles();

    expect(document.head.querySelector('style[data-prerendered]')).toBeNull();
  });
});
