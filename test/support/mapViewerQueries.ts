import { screen, within } from '@testing-library/react';
import type { mapViewerHandlers } from './mapViewerHandlers';

/** What the Map Viewers screen shows, found as a visitor finds it (the screen's tests). */

export const groupNav = () => screen.getByRole('navigation', { name: 'Map viewer groups' });
/** The chosen group's part of the screen (its heading names it). */
export const gallery = (group: string) => screen.getByRole('region', { name: group });
export const card = (title: string) => screen.getByRole('article', { name: title });
export const cardTitles = () =>
  screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

/** The portal's content searches the screen made, as their parameters. */
export const itemSearches = (requests: ReturnType<typeof mapViewerHandlers>['requests']) =>
  requests
    .filter(({ path, params }) => path.endsWith('/search') && params.get('num') !== '0')
    .map(({ path, params }) => ({ group: path.split('/')[2], params }));
