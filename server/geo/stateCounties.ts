import { readFileSync } from 'node:fs';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { MultiPolygon, Polygon as GeoJsonPolygon } from 'geojson';
import { abbreviateCounties } from './countyAbbreviations';
import { boxOf, centroidOf, type Box, type Polygon, type Position } from './geometry';

/** One county of the state, from the Census boundaries in us-atlas (1:10,000,000). */
export interface CountyShape {
  /** Five digits: state and county FIPS, e.g. `39041`. */
  fips: string;
  name: string;
  /** Three letters, e.g. `DEL`. */
  abbreviation: string;
  polygons: Polygon[];
  box: Box;
  centroid: Position;
}

export type CountiesTopology = Topology<{ counties: GeometryCollection<{ name: string }> }>;

let atlas: CountiesTopology | undefined;

/** The Census counties of every state (us-atlas, 1:10,000,000), read once. */
export function countiesTopology(): CountiesTopology {
  // Read rather than imported: a JSON import of the whole atlas would slow every type check.
  atlas ??= JSON.parse(
    readFileSync(require.resolve('us-atlas/counties-10m.json'), 'utf8'),
  ) as CountiesTopology;
  return atlas;
}

const cache = new Map<string, CountyShape[]>();

/** The state's counties in FIPS order; throws when the state has none (a wrong STATE_FIPS). */
export function loadStateCounties(stateFips: string): CountyShape[] {
  const cached = cache.get(stateFips);
  if (cached) return cached;
  const topology = countiesTopology();
  const features = feature(topology, topology.objects.counties).features.filter(
    (county) => String(county.id).slice(0, 2) === stateFips,
  );
  if (features.length === 0) throw new Error(`No counties with state FIPS ${stateFips}`);
  const abbreviations = abbreviateCounties(
    stateFips,
    features.map((county) => county.properties.name),
  );
  const counties = features
    .map((county) => {
      const geometry = county.geometry as GeoJsonPolygon | MultiPolygon;
      const polygons = (
        geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates
      ) as Polygon[];
      const name = county.properties.name;
      return {
        fips: String(county.id),
        name,
        abbreviation: abbreviations.get(name) ?? name.slice(0, 3).toUpperCase(),
        polygons,
        box: boxOf(polygons),
        centroid: centroidOf(polygons),
      };
    })
    .sort((a, b) => a.fips.localeCompare(b.fips));
  cache.set(stateFips, counties);
  return counties;
}
