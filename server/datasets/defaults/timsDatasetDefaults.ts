import type { DatasetText } from '../catalogueTypes';
import { timsKey } from '../datasetKeys';

/** Public data the department publishes without conditions. */
export const OPEN_LICENCE = 'CC0 1.0';
/** Census boundaries: works of the U.S. Government. */
export const PUBLIC_DOMAIN = 'Public domain';

const PROGRAM_OFFICE = 'Office of Program Management';
const GIS_OFFICE = 'Office of Technical Services, GIS Section';

/**
 * The glossary text of TIMS's own layers, seeded at start for administrators to edit. Contacts
 * are the offices themselves: e-mail addresses are the department's to fill in.
 */
export function timsDatasetDefaults(stateName: string): Record<string, DatasetText> {
  const projects = (shape: string): DatasetText => ({
    description:
      'The transportation projects the department has programmed, from planning to completion, ' +
      `${shape} Each project has its PID, its county-route-section, the work, the phase of the ` +
      'Project Development Process, the fiscal year and date of its sale and its estimated cost. ' +
      "Refreshed every night from the department's project management system.",
    category: 'Projects',
    steward: PROGRAM_OFFICE,
    contactName: PROGRAM_OFFICE,
    contactEmail: '',
    updateFrequency: 'daily',
    licence: OPEN_LICENCE,
  });
  return {
    [timsKey('Projects', 0)]: projects(
      'every one as a point: its own location, or the middle of its stretch of road.',
    ),
    [timsKey('Projects', 1)]: projects(
      'those that run along a stretch of road (resurfacing, widening, safety work…) as lines ' +
        'from their begin to their end mileage.',
    ),
    [timsKey('Bridges', 0)]: {
      description:
        `Bridges on public roads in ${stateName} with the ratings of their latest routine ` +
        'inspection: deck, superstructure and substructure on the National Bridge Inventory scale ' +
        '(0–9), and their overall condition (Good, Fair, Poor). For department staff: inspection ' +
        'findings are not published.',
      category: 'Structures',
      steward: 'Office of Structural Engineering',
      contactName: 'Office of Structural Engineering',
      contactEmail: '',
      updateFrequency: 'monthly',
      licence: 'Department staff only',
    },
    [timsKey('Counties', 0)]: {
      description:
        `The counties of ${stateName} from the U.S. Census Bureau's cartographic boundaries ` +
        "(1:10,000,000), with their FIPS codes, the department's three-letter abbreviations " +
        'and their districts.',
      category: 'Boundaries',
      steward: GIS_OFFICE,
      contactName: GIS_OFFICE,
      contactEmail: '',
      updateFrequency: 'asNeeded',
      licence: PUBLIC_DOMAIN,
    },
    [timsKey('Districts', 0)]: {
      description:
        `The department's districts in ${stateName}, each the union of its counties. A district ` +
        'office plans, builds and maintains the state highway system of its counties.',
      category: 'Boundaries',
      steward: GIS_OFFICE,
      contactName: GIS_OFFICE,
      contactEmail: '',
      updateFrequency: 'asNeeded',
      licence: OPEN_LICENCE,
    },
    [timsKey('States', 0)]: {
      description:
        "The states of the United States from the U.S. Census Bureau's cartographic boundaries " +
        "(1:10,000,000): the land of TIMS's offline basemap.",
      category: 'Boundaries',
      steward: GIS_OFFICE,
      contactName: GIS_OFFICE,
      contactEmail: '',
      updateFrequency: 'notPlanned',
      licence: PUBLIC_DOMAIN,
    },
  };
}
