import { loadStateGeography } from '../../geo/stateGeography';
import { loadUsStates } from '../../geo/usStates';
import type { MapContext, MapProject } from '../draw/mapInput';
import { loadStatePlaces } from './places';

/** What a drawing process is told; the geography and places it reads itself. */
export interface ContextInput {
  departmentName: string;
  stateName: string;
  stateFips: string;
  publicUrl: string;
  editionDate: string;
  projects: MapProject[];
}

export function buildMapContext(input: ContextInput): MapContext {
  return {
    ...input,
    geography: loadStateGeography(input.stateFips),
    otherStates: loadUsStates().filter((state) => state.fips !== input.stateFips),
    places: loadStatePlaces(input.stateFips),
  };
}

/** Today in the server's time zone, `YYYY-MM-DD`: the date an edition drawn now carries. */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
