import { GROUP_IDS, ITEM_IDS } from '../constants';
import { byDistrict, classBreaks, simple, uniqueValues } from './renderers';
import { appItem, staffOnly, webMapItem, webSceneItem, type SeedItem } from './seedItem';
import { COUNTIES, DISTRICTS } from './webMaps';

const { featuredMaps, planning } = GROUP_IDS;

const MAINTENANCE_WORK =
  "workType IN ('Resurfacing', 'Pavement Reconstruction', 'Culvert', 'Slide Repair') AND fiscalYear = 2026";
const maintenanceColours = (geometry: 'point' | 'line') =>
  uniqueValues(geometry, 'workType', [
    ['Resurfacing', 'Resurfacing', '#4d6b2f'],
    ['Pavement Reconstruction', 'Pavement reconstruction', '#1b1b1b'],
    ['Culvert', 'Culvert', '#00b5e2'],
    ['Slide Repair', 'Slide repair', '#8c564b'],
  ]);

/** The Planning group: the program ahead, from the STIP to the long-range plan. */
export const PLANNING_ITEMS: SeedItem[] = [
  webMapItem({
    id: ITEM_IDS.pipelineMap,
    owner: 'tims.admin',
    title: 'STIP Project Pipeline',
    snippet: 'Projects in development, colored by their phase of the development process.',
    description:
      'Every project of the Statewide Transportation Improvement Program that has not reached construction yet: planning, preliminary engineering, environmental engineering and final engineering with right-of-way, in the department’s phase colors.',
    tags: ['STIP', 'planning', 'project development', 'phases'],
    groupIds: [featuredMaps, planning],
    created: '2024-12-02T15:30:00Z',
    modified: '2026-10-19T12:15:00Z',
    motif: 'pipeline',
    colour: '#00708f',
    layers: [
      DISTRICTS,
      {
        service: 'Projects',
        title: 'Projects in development',
        where:
          "phase IN ('Planning', 'Preliminary Engineering', 'Environmental Engineering', 'Final Engineering/ROW')",
      },
    ],
  }),
  appItem('Dashboard', {
    id: ITEM_IDS.programDashboard,
    owner: 'tims.admin',
    title: 'Four-Year Program, FY 2027–2030',
    snippet: 'The projects programmed for fiscal years 2027 to 2030, by district and work type.',
    description:
      'The four-year construction program: projects programmed to sell between July 2026 and June 2030, with counts by district, county, work type and phase and their estimated costs.',
    tags: ['STIP', 'program', 'fiscal year', 'budget'],
    groupIds: [planning],
    created: '2026-01-12T14:40:00Z',
    modified: '2026-11-12T10:20:00Z',
    colour: '#005f73',
    path: 'projects?fiscalYearFrom=2027&fiscalYearTo=2030',
  }),
  webMapItem({
    id: ITEM_IDS.districtsMap,
    owner: 'tims.admin',
    title: 'Projects by District',
    snippet: 'The DOT districts in color, with every project on top.',
    description:
      'Which district office is responsible for a place: each district in its own color, with all projects as small dots and the counties for reference.',
    tags: ['districts', 'projects', 'reference'],
    groupIds: [planning],
    created: '2025-04-22T11:55:00Z',
    modified: '2026-01-26T15:10:00Z',
    motif: 'grid',
    colour: '#3d5a80',
    layers: [
      { ...DISTRICTS, renderer: byDistrict('polygon') },
      { ...COUNTIES, opacity: 0.6 },
      { service: 'Projects', title: 'Projects', renderer: simple('point', '#1b1b1b', 5) },
    ],
  }),
  appItem('Web Experience', {
    id: ITEM_IDS.openDataExperience,
    owner: 'tims.admin',
    title: 'TIMS Open Data',
    snippet: 'The department’s datasets, what each field means and how to download them.',
    description:
      'The data glossary of TIMS: every dataset with its steward, update frequency and field definitions, downloads as CSV, Excel and GeoJSON, and the FeatureServer addresses for ArcGIS Pro and QGIS.',
    tags: ['open data', 'glossary', 'downloads', 'API'],
    groupIds: [featuredMaps, planning],
    created: '2025-06-02T13:00:00Z',
    modified: '2026-11-19T14:05:00Z',
    motif: 'database',
    colour: '#1f5f8b',
    path: 'data',
  }),
  appItem('Web Experience', {
    id: ITEM_IDS.countyMapBook,
    owner: 'tims.admin',
    title: 'County Map Book',
    snippet: 'The standard county maps: routes, municipalities and projects, one sheet each.',
    description:
      'The department’s county maps as PDF editions, for planners, local governments and the public.',
    tags: ['map book', 'counties', 'standard maps', 'PDF'],
    groupIds: [planning],
    created: '2025-08-25T16:15:00Z',
    modified: '2026-06-08T12:45:00Z',
    colour: '#52796f',
    path: 'maps?category=County',
  }),
  webSceneItem({
    id: ITEM_IDS.planningScene,
    owner: 'tims.admin',
    title: 'Statewide Program in 3D',
    snippet: 'The whole program on a 3D globe, by district and phase.',
    description:
      'A web scene of every project that is not completed or cancelled, in its phase color, over the districts of the department.',
    tags: ['program', '3D', 'scene', 'districts'],
    groupIds: [featuredMaps, planning],
    created: '2025-12-01T09:40:00Z',
    modified: '2026-07-27T16:50:00Z',
    colour: '#264653',
    layers: [
      DISTRICTS,
      { ...COUNTIES, visible: false },
      {
        service: 'Projects',
        title: 'Projects',
        where: "phase NOT IN ('Completed', 'Cancelled')",
      },
    ],
  }),
  webMapItem({
    id: ITEM_IDS.staffShared,
    owner: 'tims.staff',
    title: 'District Maintenance Plan 2026',
    snippet: 'Resurfacing, pavement, culvert and slide repairs planned for 2026 (staff only).',
    description:
      'The districts’ maintenance work of fiscal year 2026 by kind of work, for the maintenance engineers coordinating crews and contracts. Internal planning map shared with DOT Staff.',
    tags: ['maintenance', 'resurfacing', 'culverts', 'internal'],
    ...staffOnly(planning),
    created: '2025-10-14T13:35:00Z',
    modified: '2026-04-28T11:20:00Z',
    motif: 'roads',
    colour: '#4d6b2f',
    layers: [
      DISTRICTS,
      {
        service: 'Projects',
        layer: 1,
        title: 'Maintenance stretches',
        where: MAINTENANCE_WORK,
        renderer: maintenanceColours('line'),
      },
      {
        service: 'Projects',
        title: 'Maintenance projects',
        where: MAINTENANCE_WORK,
        renderer: maintenanceColours('point'),
      },
    ],
  }),
  webMapItem({
    id: ITEM_IDS.longRangeMap,
    owner: 'tims.admin',
    title: 'Long-Range Plan Candidates',
    snippet: 'Large projects still in planning, for the long-range plan update (staff only).',
    description:
      'Projects in the planning phase estimated at five million dollars or more: the candidates the planning office weighs for the next long-range transportation plan.',
    tags: ['long-range plan', 'planning', 'candidates', 'internal'],
    ...staffOnly(planning),
    created: '2026-03-09T14:20:00Z',
    modified: '2026-10-26T09:55:00Z',
    motif: 'pipeline',
    colour: '#3a3f7a',
    layers: [
      DISTRICTS,
      {
        service: 'Projects',
        title: 'Candidate projects',
        where: "phase = 'Planning' AND estimatedCost >= 5000000",
        renderer: classBreaks('point', 'estimatedCost', 5_000_000, [
          [10_000_000, '$5–10 million', '#00b5e2'],
          [50_000_000, '$10–50 million', '#5b6abf'],
          [10_000_000_000, 'Over $50 million', '#2b2d6e'],
        ]),
      },
    ],
  }),
  appItem('Dashboard', {
    id: ITEM_IDS.environmentalDashboard,
    owner: 'tims.admin',
    title: 'Environmental Review Tracker',
    snippet: 'Projects in environmental engineering, for NEPA scheduling.',
    description:
      'Every project in the environmental engineering phase, with its district, counties and planned sale date, so reviews can be scheduled before final design.',
    tags: ['environmental', 'NEPA', 'project development'],
    groupIds: [planning],
    created: '2025-07-21T15:45:00Z',
    modified: '2026-09-14T13:30:00Z',
    colour: '#2a6f4e',
    path: 'projects?phase=Environmental%20Engineering',
  }),
];
