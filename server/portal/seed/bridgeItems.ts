import { GROUP_IDS, ITEM_IDS } from '../constants';
import { classBreaks, simple, uniqueValues } from './renderers';
import { appItem, staffOnly, webMapItem, webSceneItem, type SeedItem } from './seedItem';
import { COUNTIES } from './webMaps';

const { bridges, featuredMaps } = GROUP_IDS;

const BRIDGE_WORK = "workType IN ('Bridge Replacement', 'Bridge Rehabilitation')";
const bridgeWorkColours = (geometry: 'point' | 'line') =>
  uniqueValues(geometry, 'workType', [
    ['Bridge Replacement', 'Replacement', '#1f5f8b'],
    ['Bridge Rehabilitation', 'Rehabilitation', '#00b5e2'],
  ]);

/**
 * The Bridges group. The Bridges FeatureServer is for signed-in staff only, so a public map
 * drawing it carries `Requires Subscription` (the gallery says sign-in is needed) and the
 * condition maps are shared with DOT Staff only.
 */
export const BRIDGE_ITEMS: SeedItem[] = [
  webMapItem({
    id: ITEM_IDS.bridgeMap,
    owner: 'tims.admin',
    title: 'Bridge Inventory',
    snippet: 'State and local bridges with condition ratings from the latest inspections.',
    description:
      'Bridges of the National Bridge Inventory in the state, by county, colored by condition (good, fair, poor) from their deck, superstructure and substructure ratings. The bridge layer needs a DOT sign-in.',
    tags: ['bridges', 'NBI', 'inspection', 'condition'],
    keywords: ['Requires Subscription'],
    groupIds: [featuredMaps, bridges],
    created: '2024-12-04T17:10:00Z',
    modified: '2026-06-30T14:25:00Z',
    motif: 'bridge',
    colour: '#1f5f8b',
    layers: [COUNTIES, { service: 'Bridges', title: 'Bridges' }],
  }),
  webMapItem({
    id: ITEM_IDS.bridgeProjectsMap,
    owner: 'tims.staff',
    title: 'Bridge Replacement and Rehabilitation Projects',
    snippet: 'Bridges being replaced or rehabilitated, in every phase.',
    description:
      'The bridge program’s projects: replacements in dark blue and rehabilitations in light blue, from planning to completion, with the counties for reference.',
    tags: ['bridges', 'replacement', 'rehabilitation', 'projects'],
    groupIds: [bridges],
    created: '2025-03-17T13:50:00Z',
    modified: '2026-08-18T10:40:00Z',
    motif: 'bridge',
    colour: '#2a6f97',
    layers: [
      COUNTIES,
      {
        service: 'Projects',
        title: 'Bridge projects',
        where: BRIDGE_WORK,
        renderer: bridgeWorkColours('point'),
      },
    ],
  }),
  webMapItem({
    id: ITEM_IDS.poorBridgesMap,
    owner: 'tims.staff',
    title: 'Bridges in Poor Condition',
    snippet: 'Bridges rated poor at their last inspection (staff only).',
    description:
      'Bridges whose lowest deck, superstructure or substructure rating is 4 or below, drawn at every scale, for the bridge office to set repair and replacement priorities.',
    tags: ['bridges', 'poor condition', 'inspection', 'internal'],
    ...staffOnly(bridges),
    created: '2025-06-30T12:20:00Z',
    modified: '2026-10-13T15:05:00Z',
    motif: 'bridge',
    colour: '#7a1f22',
    layers: [
      COUNTIES,
      {
        service: 'Bridges',
        title: 'Poor bridges',
        where: "condition = 'Poor'",
        renderer: simple('point', '#9e2a2b', 9),
        minScale: 0,
      },
    ],
  }),
  appItem('Dashboard', {
    id: ITEM_IDS.bridgeDashboard,
    owner: 'tims.staff',
    title: 'Bridge Condition Dashboard',
    snippet: 'Bridge conditions statewide, bridge by bridge (staff only).',
    description:
      'The bridge inventory opened on the TIMS map with its condition colors, for inspectors and district bridge engineers.',
    tags: ['bridges', 'condition', 'dashboard', 'internal'],
    ...staffOnly(bridges),
    created: '2025-11-24T16:00:00Z',
    modified: '2026-11-05T12:35:00Z',
    colour: '#14466b',
    path: `map/cid/${ITEM_IDS.bridgesService}`,
  }),
  webMapItem({
    id: ITEM_IDS.bridgeAgeMap,
    owner: 'tims.admin',
    title: 'Bridges by Year Built',
    snippet: 'The age of the state’s bridges, from before 1940 to today (staff only).',
    description:
      'Bridges classed by the year they were built, to see where the oldest structures are and plan the replacement program.',
    tags: ['bridges', 'age', 'year built', 'internal'],
    ...staffOnly(bridges),
    created: '2026-02-09T11:30:00Z',
    modified: '2026-09-29T14:15:00Z',
    motif: 'chart',
    colour: '#5e3c58',
    layers: [
      COUNTIES,
      {
        service: 'Bridges',
        title: 'Bridges by year built',
        renderer: classBreaks('point', 'yearBuilt', 1800, [
          [1939, 'Before 1940', '#7a1f22'],
          [1969, '1940–1969', '#d9531e'],
          [1999, '1970–1999', '#f5b400'],
          [2100, '2000 and later', '#009969'],
        ]),
      },
    ],
  }),
  appItem('Web Experience', {
    id: ITEM_IDS.bridgeProgramExperience,
    owner: 'tims.staff',
    title: 'Bridge Program',
    snippet: 'The bridges the department is replacing and rehabilitating, and when.',
    description:
      'The bridge replacement and rehabilitation projects of the department with their phases, sale dates and costs.',
    tags: ['bridges', 'program', 'projects'],
    groupIds: [bridges],
    created: '2025-11-03T10:45:00Z',
    modified: '2026-05-25T13:15:00Z',
    colour: '#1d4e89',
    path: 'projects?workType=Bridge%20Replacement&workType=Bridge%20Rehabilitation',
  }),
  webSceneItem({
    id: ITEM_IDS.bridgeScene,
    owner: 'tims.staff',
    title: 'River Crossings in 3D',
    snippet: 'Bridge replacement and rehabilitation projects on a 3D view of the state.',
    description:
      'A web scene of the bridge program: every bridge replacement and rehabilitation project draped on the ground, with the counties for reference.',
    tags: ['bridges', '3D', 'scene'],
    groupIds: [bridges],
    created: '2026-04-13T14:05:00Z',
    modified: '2026-10-08T09:30:00Z',
    colour: '#0b3c5d',
    layers: [
      COUNTIES,
      {
        service: 'Projects',
        title: 'Bridge projects',
        where: BRIDGE_WORK,
        renderer: bridgeWorkColours('point'),
      },
    ],
  }),
];
