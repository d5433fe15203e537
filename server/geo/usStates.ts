import { readFileSync } from 'node:fs';
import type { MultiPolygon, Polygon as GeoJsonPolygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { boxOf, type Box, type Polygon } from './geometry';

export interface StateShape {
  fips: string;
  name: string;
  polygons: Polygon[];
  box: Box;
}

let states: StateShape[] | undefined;

/** Every state and territory from the Census boundaries (us-atlas, 1:10,000,000), read once. */
export function loadUsStates(): StateShape[] {
  if (states) return states;
  const topology = JSON.parse(
    readFileSync(require.resolve('us-atlas/states-10m.json'), 'utf8'),
  ) as Topology<{ states: GeometryCollection<{ name: string }> }>;
  states = feature(topology, topology.objects.states)
    .features.map((state) => {
      const geometry = state.geometry as GeoJsonPolygon | MultiPolygon;
      const polygons = (
        geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates
      ) as Polygon[];
      return {
        fips: String(state.id),
        name: state.properties.name,
        polygons,
        box: boxOf(polygons),
      };
    })
    .sort((a, b) => a.fips.localeCompare(b.fips));
  return states;
}
