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
