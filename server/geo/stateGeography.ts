import type { MultiPolygon } from 'geojson';
import { merge } from 'topojson-client';
import type {
  MultiPolygon as TopoMultiPolygon,
  Polygon as TopoPolygon,
} from 'topojson-specification';
import { assignDistricts, districtCount } from './districts';
import { boxOf, type Box, type Polygon } from './geometry';
import { countiesTopology, loadStateCounties, type CountyShape } from './stateCounties';

export interface DistrictedCounty extends CountyShape {
  district: number;
}

export interface DistrictShape {
  district: number;
  /** The FIPS codes of its counties. */
  counties: string[];
  polygons: Polygon[];
  box: Box;
}

export interface StateGeography {
  counties: DistrictedCounty[];
  districts: DistrictShape[];
}

const cache = new Map<string, StateGeography>();

/**
 * The state's counties and the districts that group them, the same on every run: the demo
 * projects are numbered by these districts, and the Districts layer draws them (each the union
 * of its counties, merged along their shared borders in the Census topology).
 */
export function loadStateGeography(stateFips: string): StateGeography {
  const cached = cache.get(stateFips);
  if (cached) return cached;
  const shapes = loadStateCounties(stateFips);
  const numbers = assignDistricts(
    shapes.map((county) => county.centroid),
    districtCount(stateFips, shapes.length),
  );
  const counties = shapes.map((county, i) => ({ ...county, district: numbers[i]! }));

  const topology = countiesTopology();
  const districtOf = new Map(counties.map((county) => [county.fips, county.district]));
  const districts = [...new Set(numbers)]
    .sort((a, b) => a - b)
    .map((district) => {
      // County geometries are polygons and multipolygons, never collections.
      const members = topology.objects.counties.geometries.filter(
        (
          geometry,
        ): geometry is TopoPolygon<{ name: string }> | TopoMultiPolygon<{ name: string }> =>
          districtOf.get(String(geometry.id)) === district,
      );
      const polygons = (merge(topology, members) as MultiPolygon).coordinates as Polygon[];
      return {
        district,
        counties: members.map((geometry) => String(geometry.id)).sort(),
        polygons,
        box: boxOf(polygons),
      };
    });
  const geography = { counties, districts };
  cache.set(stateFips, geography);
  return geography;
}
