import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mswServer } from '../../../test/support/mswServer';
import { renderApp } from '../../../test/support/renderApp';
import { supportHandlers } from '../../../test/support/supportHandlers';
import { ARTICLE_FEEDBACK_KEY } from '../../services/storage/articleFeedback';

const sideList = () => screen.getByRole('navigation', { name: 'Help contents' });

afterEach(() => localStorage.clear());

describe('the help centre', () => {
  it('lists the sections with their articles, the way to contact and the session log', async () => {
    mswServer.use(...supportHandlers().handlers);
    const { io } = await renderApp({ path: '/support' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Information & Support' }),
    ).toBeInTheDocument();
    const sections = within(await screen.findByRole('list', { name: 'Help sections' }));
    expect(
      sections.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Using TIMS', 'Maps and data', 'About']);
    const using = within(sections.getByRole('article', { name: 'Using TIMS' }));
    expect(using.getByRole('link', { name: 'Finding a project' })).toHaveAttribute(
      'href',
      '/support/finding-a-project',
    );
    expect(
      using.getByText('Search by PID, by county-route-section, or with filters.'),
    ).toBeInTheDocument();

    // The side list names every article; none is current on the home.
    const links = within(sideList()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Getting started',
      'Finding a project',
      'Making a map',
      'Privacy',
      'Contact',
    ]);
    expect(links.every((link) => !link.hasAttribute('aria-current'))).toBe(true);
    expect(screen.getByRole('searchbox', { name: 'Search the help' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/support/contact',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Download session log' }));
    expect(io.savedLogs).toHaveLength(1);
    expect(io.savedLogs[0]?.tims.actions).toBeGreaterThan(0);
  });

  it('shows an article: header, contents, text, feedback, previous and next', async () => {
    const server = supportHandlers();
    mswServer.use(...server.handlers);
    await renderApp({ path: '/support/making-a-map' });

    const title = await screen.findByRole('heading', { level: 1, name: 'Making a map' });
    expect(title).toBeInTheDocument();
    expect(document.title).toBe('Making a map · Information & Support · TIMS');
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumbs' }));
    expect(crumbs.getByRole('link', { name: 'Information & Support' })).toHaveAttribute(
      'href',
      '/support',
    );
    expect(crumbs.getByText('Maps and data')).toBeInTheDocument();
    expect(screen.getByText('Layers, identify, measure, print and share.')).toBeInTheDocument();
    expect(screen.getByText('Updated November 2, 2026')).toBeInTheDocument();
    expect(within(sideList()).getByRole('link', { name: 'Making a map' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const contents = within(screen.getByRole('navigation', { name: 'On this page' }));
    expect(contents.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/support/making-a-map#layers',
      '/support/making-a-map#identify',
      '/support/making-a-map#measure',
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'Measure' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The measure tool' })).toHaveAttribute(
      'src',
      '/tims/api/support/media/measure.png',
    );

    const steps = within(screen.getByRole('navigation', { name: 'Previous and next articles' }));
    expect(steps.getByRole('link', { name: /Previous.*Finding a project/ })).toHaveAttribute(
      'href',
      '/support/finding-a-project',
    );
    expect(steps.getByRole('link', { name: /Next.*Privacy/ })).toHaveAttribute(
      'href',
      '/support/privacy',
    );

    // "Was this helpful?" is answered once: remembered in this browser.
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Thanks for your feedback.')).toBeInTheDocument();
    expect(server.feedback).toEqual([{ slug: 'making-a-map', helpful: true }]);
    expect(JSON.parse(localStorage.getItem(ARTICLE_FEEDBACK_KEY) ?? '{}')).toEqual({
      'making-a-map': true,
    });

    // The next article takes the focus to its title; its question is asked afresh.
    await userEvent.click(steps.getByRole('link', { name: /Next.*Privacy/ }));
    const next = await screen.findByRole('heading', { level: 1, name: 'Privacy' });
    await waitFor(() => expect(next).toHaveFocus());
    expect(screen.getByRole('button', { name: 'No' })).toBeInTheDocument();
  });

  it('asks nothing of an article this browser already answered for', async () => {
    localStorage.setItem(ARTICLE_FEEDBACK_KEY, JSON.stringify({ 'getting-started': false }));
    mswServer.use(...supportHandlers().handlers);
    await renderApp({ path: '/support/getting-started' });
    await screen.findByRole('heading', { level: 1, name: 'Getting started' });
    expect(screen.getByText('Thanks for your feedback.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
  });

  it('follows a link inside an article with the router, to a screen or a heading', async () => {
    mswServer.use(...supportHandlers().handlers);
    const { router } = await renderApp({ path: '/support/getting-started' });
    await screen.findByRole('heading', { level: 1, name: 'Getting started' });
    const reloads = jest.fn();
    window.addEventListener('beforeunload', reloads);

    await userEvent.click(screen.getByRole('link', { name: 'how to measure' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/support/making-a-map'));
    expect(router.state.location.hash).toBe('#measure');
    const measure = await screen.findByRole('heading', { level: 3, name: 'Measure' });
    await waitFor(() => expect(measure).toHaveFocus());

    // A link to a heading of the same article stays on it.
    await userEvent.click(screen.getByRole('link', { name: 'the layers' }));
    await waitFor(() => expect(router.state.location.hash).toBe('#layers'));
    expect(router.state.location.pathname).toBe('/support/making-a-map');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Layers' })).toHaveFocus(),
    );

    await act(() => router.navigate('/support/getting-started'));
    await userEvent.click(await screen.findByRole('link', { name: 'a search for bridges' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'));
    expect(router.state.location.search).toBe('?q=bridge');
    expect(reloads).not.toHaveBeenCalled();
    window.removeEventListener('beforeunload', reloads);
  });

  it('marks the words of a search in the article it opened', async () => {
    mswServer.use(...supportHandlers().handlers);
    await renderApp({ path: '/support/making-a-map?highlight=measure%20bridge' });
    await screen.findByRole('heading', { level: 1, name: 'Making a map' });
    const marks = await waitFor(() => {
      const found = Array.from(document.querySelectorAll('article mark'));
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    expect(marks.map((mark) => mark.textContent)).toEqual(['bridge', 'Measure', 'Measure']);
    // The text around the marks is unchanged, and the markup too (only text nodes were split).
    expect(screen.getByRole('heading', { level: 3, name: 'Measure' })).toHaveAttribute(
      'id',
      'measure',
    );
    expect(screen.getByText(/a distance along a route/)).toHaveTextContent(
      'Measure a distance along a route: click the ruler.',
    );
  });

  it('says so within the help centre when there is no such article', async () => {
    mswServer.use(...supportHandlers().handlers);
    await renderApp({ path: '/support/no-such-thing' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No such help article' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Information & Support' })).toHaveAttribute(
      'href',
      '/support',
    );
    expect(document.title).toBe('No such help article · Information & Support · TIMS');
    // Still inside the help centre: its list and search are there.
    expect(await screen.findByRole('navigation', { name: 'Help contents' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the help' })).toBeInTheDocument();
  });

  it('opens the article for the screen from the header’s help icon', async () => {
    mswServer.use(...supportHandlers().handlers);
    const { router } = await renderApp({ path: '/projects' });
    const header = within(await screen.findByRole('banner'));
    const help = header.getByRole('link', { name: 'Information & Support' });
    expect(help).toHaveAttribute('href', '/support/finding-a-project');
    await userEvent.click(help);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Finding a project' }),
    ).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/projects' });
  });
});
