import sharp from 'sharp';
import { BASEMAP_ITEMS } from '../../portal/seed/basemaps';
import { expandPublicUrl } from '../../portal/publicUrl';
import { createTestApp, type TestApp } from '../helper';

interface TiledLayerJson {
  layerType: string;
  templateUrl: string;
  tileInfo: { lods: { level: number; scale: number }[] };
  fullExtent: { spatialReference: { wkid: number } };
}

/** The basemap gallery's web maps point at tiles TIMS draws: each of their URLs answers. */
describe('the seeded basemap web maps', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
  }, 60_000);
  afterAll(() => server.close());

  it('are what the local portal’s basemap gallery offers, as the map’s picker asks for it', async () => {
    const rest = '/portal/sharing/rest';
    const get = async <T>(url: string) =>
      (await server.app.inject({ url: `${rest}/${url}` })).json<T>();
    const self = await get<{ basemapGalleryGroupQuery: string }>('portals/self?f=json');
    const groups = await get<{ results: { id: string; sortField: string }[] }>(
      `community/groups?f=json&num=1&q=${encodeURIComponent(self.basemapGalleryGroupQuery)}`,
    );
    const [group] = groups.results;
    const q = '(type:"Web Map" OR type:"Web Scene") -type:"Web Mapping Application"';
    const items = await get<{ results: { id: string; title: string; access: string }[] }>(
      `content/groups/${group!.id}/search?f=json&num=100&sortField=${group!.sortField}&q=${encodeURIComponent(q)}`,
    );
    expect(items.results.map((item) => item.id).sort()).toEqual(
      BASEMAP_ITEMS.map((item) => item.id).sort(),
    );
    expect(items.results.every((item) => item.access === 'public')).toBe(true);
  });

  it.each(BASEMAP_ITEMS.map((item) => [item.title, item] as const))(
    '%s is a web map whose one basemap layer is a TIMS tile layer',
    async (_title, item) => {
      expect(item.type).toBe('Web Map');
      const data = JSON.parse(expandPublicUrl(item.data ?? '', server.config.publicUrl)) as {
        operationalLayers: unknown[];
        baseMap: { baseMapLayers: TiledLayerJson[]; title: string };
      };
      expect(data.operationalLayers).toEqual([]);
      expect(data.baseMap.title).toBe(item.title);
      const [layer] = data.baseMap.baseMapLayers;
      expect(data.baseMap.baseMapLayers).toHaveLength(1);
      expect(layer!.layerType).toBe('WebTiledLayer');
      expect(layer!.fullExtent.spatialReference.wkid).toBe(102100);
      expect(layer!.tileInfo.lods.map((lod) => lod.level)).toEqual(
        Array.from({ length: 15 }, (_, level) => level),
      );
      const prefix = `${server.config.publicUrl}/tims/api/tiles/`;
      expect(layer!.templateUrl.startsWith(prefix)).toBe(true);
      // Columbus at level 8.
      const url = layer!.templateUrl
        .slice(server.config.publicUrl.length)
        .replace('{level}', '8')
        .replace('{col}', '68')
        .replace('{row}', '96');
      const response = await server.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({
        width: 256,
        height: 256,
      });
    },
    60_000,
  );
});
