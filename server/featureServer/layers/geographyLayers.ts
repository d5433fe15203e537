import type { MultiPolygon } from 'geojson';
import { loadStateGeography } from '../../geo/stateGeography';
import { loadUsStates } from '../../geo/usStates';
import type { FeatureService, LayerField } from '../layerSource';
import { memoryLayer } from '../memoryLayer';
import { esriColor } from './phaseRenderer';

const polygonRenderer = (
  outline: string,
  width: number,
  fill: [number, number, number, number],
) => ({
  type: 'simple',
  symbol: {
    type: 'esriSFS',
    style: 'esriSFSSolid',
    color: fill,
    outline: { type: 'esriSLS', style: 'esriSLSSolid', color: esriColor(outline), width },
  },
});

const OBJECT_ID: LayerField = { name: 'OBJECTID', type: 'oid', alias: 'Object ID' };

/** Counties: one polygon each, from the Census boundaries (us-atlas, 1:10,000,000). */
export function countiesService(stateFips: string, stateName: string): FeatureService {
  const { counties } = loadStateGeography(stateFips);
  const fields: LayerField[] = [
    OBJECT_ID,
    { name: 'fips', type: 'string', alias: 'FIPS code', length: 5 },
    { name: 'name', type: 'string', alias: 'County', length: 40 },
    { name: 'abbreviation', type: 'string', alias: 'Abbreviation', length: 3 },
    { name: 'district', type: 'integer', alias: 'District' },
  ];
  const description = `The counties of ${stateName}, from the U.S. Census Bureau's boundaries.`;
  return {
    name: 'Counties',
    description,
    layers: [
      memoryLayer(
        {
          id: 0,
          name: 'Counties',
          description,
          geometryType: 'Polygon',
          displayField: 'name',
          fields,
          renderer: polygonRenderer('#6e6e6e', 1, [0, 0, 0, 0]),
          maxRecordCount: 2000,
        },
        counties.map((county) => ({
          id: Number(county.fips),
          geometry: { type: 'MultiPolygon', coordinates: county.polygons } satisfies MultiPolygon,
          box: county.box,
          attributes: {
            fips: county.fips,
            name: county.name,
            abbreviation: county.abbreviation,
            district: county.district,
          },
        })),
      ),
    ],
  };
}

/** Districts: the department's districts, each the union of its counties. */
export function districtsService(stateFips: string, stateName: string): FeatureService {
  const { districts } = loadStateGeography(stateFips);
  const fields: LayerField[] = [
    OBJECT_ID,
    { name: 'district', type: 'integer', alias: 'District' },
    { name: 'name', type: 'string', alias: 'Name', length: 20 },
    { name: 'counties', type: 'integer', alias: 'Counties' },
  ];
  const description = `The districts of the department in ${stateName}, each made of whole counties.`;
  return {
    name: 'Districts',
    description,
    layers: [
      memoryLayer(
        {
          id: 0,
          name: 'Districts',
          description,
          geometryType: 'Polygon',
          displayField: 'name',
          fields,
          renderer: polygonRenderer('#009969', 2.5, [0, 153, 105, 20]),
          maxRecordCount: 2000,
        },
        districts.map((district) => ({
          id: district.district,
          geometry: { type: 'MultiPolygon', coordinates: district.polygons } satisfies MultiPolygon,
          box: district.box,
          attributes: {
            district: district.district,
            name: `District ${district.district}`,
            counties: district.counties.length,
          },
        })),
      ),
    ],
  };
}

/**
 * States: every U.S. state, the land of the offline basemap (the map draws them light on a
 * water-coloured background, with the state's counties above).
 */
export function statesService(): FeatureService {
  const fields: LayerField[] = [
    OBJECT_ID,
    { name: 'fips', type: 'string', alias: 'FIPS code', length: 2 },
    { name: 'name', type: 'string', alias: 'State', length: 40 },
  ];
  const description = "The states of the United States, from the U.S. Census Bureau's boundaries.";
  return {
    name: 'States',
    description,
    layers: [
      memoryLayer(
        {
          id: 0,
          name: 'States',
          description,
          geometryType: 'Polygon',
          displayField: 'name',
          fields,
          renderer: polygonRenderer('#c8c8c0', 1, [246, 246, 241, 255]),
          maxRecordCount: 2000,
        },
        loadUsStates().map((state) => ({
          id: Number(state.fips),
          geometry: { type: 'MultiPolygon', coordinates: state.polygons } satisfies MultiPolygon,
          box: state.box,
          attributes: { fips: state.fips, name: state.name },
        })),
      ),
    ],
  };
}
