import { levelOfScale, mapRequestOf, scaleOfLevel, shareablePath } from './mapLinks';
import { mapSlice, mapOpened, viewChanged, layersDiscovered, type MapState } from './mapSlice';

const search = (query: string) => new URLSearchParams(query);

describe('map links', () => {
  it('read the document from the route and the classic parameters from the query', () => {
    expect(mapRequestOf({ wid: 'abc' }, search(''))).toEqual({
      document: { kind: 'web-map', id: 'abc' },
    });
    expect(mapRequestOf({ sid: 'Ab12Cd34Ef56' }, search(''))).toEqual({
      document: { kind: 'saved-map', sid: 'Ab12Cd34Ef56' },
    });
    expect(
      mapRequestOf(
        {},
        search(
          'center=-83.0,40.1&level=12&visiblelayers=projects,districts&basemap=dark&pid=112233',
        ),
      ),
    ).toEqual({
      document: { kind: 'default' },
      viewpoint: { center: [-83, 40.1], scale: scaleOfLevel(12) },
      visibleLayers: ['projects', 'districts'],
      basemap: 'dark',
      pid: '112233',
    });
  });

  it('take a portal basemap gallery web map by its item id, and nothing like one', () => {
    const id = '7f34b4511751a1d24704e68b224e4084';
    expect(mapRequestOf({}, search(`basemap=${id}`)).basemap).toBe(id);
    for (const bad of [id.toUpperCase(), `${id}0`, '../light', 'light%00']) {
      expect(mapRequestOf({}, search(`basemap=${bad}`)).basemap).toBeUndefined();
    }
  });

  it('ignore what is malformed rather than failing the map', () => {
    expect(mapRequestOf({}, search('center=-300,40&level=12&basemap=satellite&pid=12ab'))).toEqual({
      document: { kind: 'default' },
    });
    expect(mapRequestOf({}, search('center=-83,40&level=30'))).toEqual({
      document: { kind: 'default' },
    });
  });

  it('share a link that reopens the same view', () => {
    let state: MapState = mapSlice.reducer(
      undefined,
      mapOpened({ document: { kind: 'web-map', id: 'w1' } }),
    );
    state = mapSlice.reducer(
      state,
      layersDiscovered([
        { id: 'a', title: 'A', source: null, visible: true, opacity: 1 },
        { id: 'b', title: 'B', source: null, visible: false, opacity: 1 },
      ]),
    );
    state = mapSlice.reducer(
      state,
      viewChanged({
        viewpoint: { center: [-83.123456, 40.5], scale: scaleOfLevel(11) },
        extent: [-84, 40, -82, 41],
      }),
    );
    const path = shareablePath(state);
    expect(path).toBe(
      '/map/wid/w1?center=-83.12346,40.50000&level=11&visiblelayers=a&basemap=light',
    );
    const [pathname, query] = path.split('?') as [string, string];
    const reopened = mapRequestOf({ wid: pathname.split('/').pop() }, search(query));
    expect(reopened.visibleLayers).toEqual(['a']);
    expect(levelOfScale(reopened.viewpoint!.scale)).toBe(11);
  });
});
