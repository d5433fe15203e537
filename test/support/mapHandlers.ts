import { http, HttpResponse } from 'msw';
import type { SavedMap, SavedMapInput } from '../../contracts/maps';

const API = 'http://localhost/tims/api';

/** A saved map as the server answers it; tests override what they care about. */
export function makeSavedMap(overrides: Partial<SavedMap> = {}): SavedMap {
  return {
    sid: 'Ab12Cd34Ef56',
    owner: 'tims.staff',
    title: 'Construction in District 6',
    description: '',
    basemap: 'dark',
    layers: [
      {
        id: 'projects',
        title: 'Projects',
        source: { kind: 'service', url: `${API}/rest/services/Projects/FeatureServer/0` },
        visible: true,
        opacity: 0.7,
      },
    ],
    extent: [-83.2, 39.8, -82.6, 40.3],
    sharing: 'link',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * The saved-maps API over an in-memory list, with the server's access rules simplified: a
 * private map is refused without a bearer token.
 */
export function mapHandlers(maps: SavedMap[] = []) {
  const store = new Map(maps.map((map) => [map.sid, map]));
  return [
    http.get(`${API}/maps/:sid`, ({ params, request }) => {
      const map = store.get(String(params.sid));
      if (!map) {
        return HttpResponse.json(
          { error: { code: 'not-found', message: `No saved map ${String(params.sid)}` } },
          { status: 404 },
        );
      }
      if (map.sharing === 'private' && !request.headers.get('authorization')) {
        return HttpResponse.json(
          { error: { code: 'sign-in-required', message: 'This map is private.' } },
          { status: 401 },
        );
      }
      return HttpResponse.json(map);
    }),
    http.get(`${API}/maps`, () => HttpResponse.json({ items: [...store.values()] })),
    http.post(`${API}/maps`, async ({ request }) => {
      const input = (await request.json()) as SavedMapInput;
      const map = makeSavedMap({ ...input, sid: `New${String(store.size).padStart(9, '0')}` });
      store.set(map.sid, map);
      return HttpResponse.json(map, { status: 201 });
    }),
  ];
}
