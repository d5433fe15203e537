import type { MultiPolygon } from 'geojson';
import { boxOf, type Box } from '../../geo/geometry';
import type { MapContext, MapProject, MapSpec } from './mapInput';

export interface FocusArea {
  /** The area's outline, as d3-geo takes it. */
  outline: MultiPolygon;
  box: Box;
  /** The name of the state, district or county. */
  name: string;
  /** Its current projects. */
  projects: MapProject[];
  /** The county's district, on a county map. */
  district?: number;
}

/** The state, district or county a map is about, its outline and its projects. */
export function focusArea(spec: MapSpec, context: MapContext): FocusArea {
  const { counties, districts } = context.geography;
  if (spec.kind === 'county') {
    const county = counties.find((candidate) => candidate.fips === spec.countyFips);
    if (!county) throw new Error(`No county ${spec.countyFips} in state ${context.stateFips}`);
    return {
      outline: { type: 'MultiPolygon', coordinates: county.polygons },
      box: county.box,
      name: `${county.name} County`,
      projects: context.projects.filter((project) => project.counties.includes(county.fips)),
      district: county.district,
    };
  }
  if (spec.kind === 'district') {
    const district = districts.find((candidate) => candidate.district === spec.district);
    if (!district) throw new Error(`No district ${spec.district} in state ${context.stateFips}`);
    return {
      outline: { type: 'MultiPolygon', coordinates: district.polygons },
      box: district.box,
      name: `District ${district.district}`,
      projects: context.projects.filter((project) => project.district === district.district),
    };
  }
  const polygons = districts.flatMap((district) => district.polygons);
  return {
    outline: { type: 'MultiPolygon', coordinates: polygons },
    box: boxOf(polygons),
    name: context.stateName,
    projects: context.projects,
  };
}
