import { GROUP_IDS, ITEM_IDS } from '../constants';
import { byDistrict, classBreaks, simple, uniqueValues } from './renderers';
import { appItem, staffOnly, webMapItem, webSceneItem, type SeedItem } from './seedItem';
import { COUNTIES, DISTRICTS } from './webMaps';

const { construction, featuredMaps } = GROUP_IDS;

/** The Construction group: what is being built, where and when. */
export const CONSTRUCTION_ITEMS: SeedItem[] = [
  webMapItem({
    id: ITEM_IDS.constructionMap,
    owner: 'tims.admin',
    title: 'Construction Projects 2026',
    snippet: 'Projects under construction or starting this season, by DOT district.',
    description:
      'Active and upcoming construction projects drawn over the DOT district boundaries. Projects already under construction are dark red; projects in final engineering that sell by the end of fiscal year 2027 are orange. Click a project for its PID, work type, counties and estimated cost.',
    tags: ['projects', 'construction', 'districts', '2026 season'],
    groupIds: [featuredMaps, construction],
    created: '2025-01-14T15:05:00Z',
    modified: '2026-03-02T13:40:00Z',
    motif: 'roads',
    colour: '#9e2a2b',
    layers: [
      DISTRICTS,
      {
        service: 'Projects',
        title: 'Construction Projects',
        where: "phase = 'Construction' OR (phase = 'Final Engineering/ROW' AND fiscalYear <= 2027)",
        renderer: uniqueValues('point', 'phase', [
          ['Construction', 'Under construction', '#9e2a2b'],
          ['Final Engineering/ROW', 'Starting soon (sale scheduled)', '#f68d2e'],
        ]),
      },
    ],
  }),
  appItem('Web Mapping Application', {
    id: ITEM_IDS.projectExplorer,
    owner: 'tims.admin',
    title: 'Statewide Project Explorer',
    snippet: 'Find construction and maintenance projects by county, district or route.',
    description:
      'The TIMS project search: every programmed project with its phase, cost and schedule. Filter by district, county, route, work type, phase and fiscal year, see the results on the map and export them.',
    tags: ['projects', 'construction', 'STIP', 'search'],
    groupIds: [featuredMaps, construction],
    created: '2024-12-09T16:20:00Z',
    modified: '2026-10-27T14:10:00Z',
    path: 'projects',
  }),
  appItem('Dashboard', {
    id: ITEM_IDS.constructionDashboard,
    owner: 'tims.admin',
    title: 'Projects in Construction',
    snippet: 'Every project under construction now, with counts by district and work type.',
    description:
      'All projects in the construction phase of the project development process. The counts by district, county, work type and fiscal year update as you filter, and the list shows each contract’s sale date and estimated cost.',
    tags: ['construction', 'projects', 'dashboard'],
    groupIds: [featuredMaps, construction],
    created: '2025-04-07T14:30:00Z',
    modified: '2026-11-16T09:15:00Z',
    colour: '#7a2e1f',
    path: 'projects?phase=Construction',
  }),
  webMapItem({
    id: ITEM_IDS.district6Map,
    owner: 'tims.admin',
    title: 'District 6 Projects',
    snippet: 'All projects in District 6 and its counties, by phase.',
    description:
      'The district office’s own view: the District 6 boundary, its counties and every project it manages, colored by phase from planning to completion.',
    tags: ['District 6', 'projects', 'districts'],
    groupIds: [construction],
    created: '2025-06-18T18:45:00Z',
    modified: '2026-08-04T12:00:00Z',
    motif: 'grid',
    colour: '#8c564b',
    covers: { district: 6 },
    layers: [
      { ...DISTRICTS, title: 'District 6', where: 'district = 6' },
      { ...COUNTIES, title: 'District 6 counties', where: 'district = 6' },
      { service: 'Projects', title: 'District 6 projects', where: 'district = 6' },
    ],
  }),
  webMapItem({
    id: ITEM_IDS.resurfacingMap,
    owner: 'tims.staff',
    title: 'Resurfacing Program 2026',
    snippet: 'Routes resurfaced under the fiscal year 2026 paving program.',
    description:
      'Resurfacing projects of fiscal year 2026 (July 2025 to June 2026): the paved stretches as lines when zoomed in, and a point for each project statewide.',
    tags: ['resurfacing', 'paving', 'pavement', 'FY 2026'],
    groupIds: [construction],
    created: '2025-02-20T15:00:00Z',
    modified: '2026-05-12T17:25:00Z',
    motif: 'roads',
    colour: '#3d3d3d',
    layers: [
      DISTRICTS,
      {
        service: 'Projects',
        layer: 1,
        title: 'Resurfaced stretches',
        where: "workType = 'Resurfacing' AND fiscalYear = 2026",
        renderer: simple('line', '#1b1b1b', 4),
      },
      {
        service: 'Projects',
        title: 'Resurfacing projects',
        where: "workType = 'Resurfacing' AND fiscalYear = 2026",
        renderer: simple('point', '#5c5c5c'),
      },
    ],
  }),
  webMapItem({
    id: ITEM_IDS.majorProjectsMap,
    owner: 'tims.admin',
    title: 'Major Projects over $10 Million',
    snippet: 'The largest investments of the program, sized by estimated cost.',
    description:
      'Projects with an estimated cost of ten million dollars or more that are not cancelled. The larger the dot, the larger the investment: 10 to 25 million, 25 to 50 million, and over 50 million dollars.',
    tags: ['major projects', 'cost', 'investment'],
    groupIds: [featuredMaps, construction],
    created: '2025-03-03T13:10:00Z',
    modified: '2026-09-21T10:35:00Z',
    motif: 'chart',
    colour: '#6b3a1f',
    layers: [
      DISTRICTS,
      {
        service: 'Projects',
        title: 'Major projects',
        where: "estimatedCost >= 10000000 AND phase <> 'Cancelled'",
        renderer: classBreaks('point', 'estimatedCost', 10_000_000, [
          [25_000_000, '$10–25 million', '#f68d2e'],
          [50_000_000, '$25–50 million', '#d9531e'],
          [10_000_000_000, 'Over $50 million', '#9e2a2b'],
        ]),
      },
    ],
  }),
  appItem('Dashboard', {
    id: ITEM_IDS.lettingDashboard,
    owner: 'tims.admin',
    title: 'Contract Letting Schedule',
    snippet: 'Projects heading to bid, in the order of their sale dates (organization only).',
    description:
      'Projects in final engineering and right-of-way, sorted by sale date, for the contracts office and the districts to plan the letting calendar.',
    tags: ['letting', 'sale date', 'contracts'],
    access: 'org',
    groupIds: [construction],
    created: '2025-08-11T14:00:00Z',
    modified: '2026-11-09T15:50:00Z',
    colour: '#a35d00',
    path: 'projects?phase=Final%20Engineering%2FROW&sort=saleDate',
  }),
  appItem('Web Experience', {
    id: ITEM_IDS.districtMapBook,
    owner: 'tims.admin',
    title: 'District Construction Map Book',
    snippet: 'Printable district maps with this year’s projects, ready to download.',
    description:
      'The standard district maps of the department: one sheet per district with its routes, counties and projects, as PDF editions to print or share.',
    tags: ['map book', 'districts', 'standard maps', 'PDF'],
    groupIds: [construction],
    created: '2025-05-27T12:30:00Z',
    modified: '2026-07-15T16:05:00Z',
    colour: '#8a4b08',
    path: 'maps?category=District',
  }),
  webMapItem({
    id: ITEM_IDS.inspectionMap,
    owner: 'tims.staff',
    title: 'Construction Inspection Assignments',
    snippet: 'Contracts under construction by district, for inspection staffing (staff only).',
    description:
      'Projects in construction colored by the district that inspects them, for construction engineers balancing inspectors between contracts.',
    tags: ['inspection', 'construction', 'staffing', 'internal'],
    ...staffOnly(construction),
    created: '2025-09-02T13:15:00Z',
    modified: '2026-10-30T11:45:00Z',
    motif: 'pins',
    colour: '#5a3d7a',
    layers: [
      DISTRICTS,
      {
        service: 'Projects',
        title: 'Contracts under construction',
        where: "phase = 'Construction'",
        renderer: byDistrict('point'),
      },
    ],
  }),
  appItem('Web Experience', {
    id: ITEM_IDS.constructionBriefing,
    owner: 'tims.admin',
    title: 'Construction Season Briefing',
    snippet: 'The weekly briefing for district construction engineers (staff only).',
    description:
      'Active contracts and inspection coverage across the districts, opened on the inspection assignments map.',
    tags: ['briefing', 'construction', 'internal'],
    ...staffOnly(construction),
    created: '2026-02-23T15:20:00Z',
    modified: '2026-11-18T08:30:00Z',
    colour: '#4b2e5c',
    path: `map/wid/${ITEM_IDS.inspectionMap}`,
  }),
  webSceneItem({
    id: ITEM_IDS.interchangeScene,
    owner: 'tims.admin',
    title: 'Interchange and Widening Projects in 3D',
    snippet: 'Interchange and widening projects on a 3D globe of the state.',
    description:
      'A web scene of the projects that add capacity: new and rebuilt interchanges and widened routes, draped on the ground of the state with its counties.',
    tags: ['interchange', 'widening', '3D', 'scene'],
    groupIds: [construction],
    created: '2025-10-06T17:00:00Z',
    modified: '2026-06-29T13:55:00Z',
    colour: '#2b3a67',
    layers: [
      COUNTIES,
      {
        service: 'Projects',
        layer: 1,
        title: 'Interchange and widening lines',
        where: "workType IN ('Interchange', 'Widening')",
        renderer: uniqueValues('line', 'workType', [
          ['Interchange', 'Interchange', '#5b6abf'],
          ['Widening', 'Widening', '#00b5e2'],
        ]),
      },
      {
        service: 'Projects',
        title: 'Interchange and widening projects',
        where: "workType IN ('Interchange', 'Widening')",
        renderer: uniqueValues('point', 'workType', [
          ['Interchange', 'Interchange', '#5b6abf'],
          ['Widening', 'Widening', '#00b5e2'],
        ]),
      },
    ],
  }),
];
