import { GROUP_IDS, ITEM_IDS } from '../constants';
import { simple, uniqueValues } from './renderers';
import { appItem, staffOnly, webMapItem, webSceneItem, type SeedItem } from './seedItem';
import { COUNTIES, DISTRICTS } from './webMaps';

const { construction, featuredMaps, trafficSafety } = GROUP_IDS;

const SAFETY_WORK = "workType IN ('Safety', 'Intersection Improvement')";
const safetyColours = (geometry: 'point' | 'line') =>
  uniqueValues(geometry, 'workType', [
    ['Safety', 'Safety improvement', '#a3262a'],
    ['Intersection Improvement', 'Intersection improvement', '#f68d2e'],
  ]);

/** The Traffic & Safety group: work zones, traffic operations and the safety program. */
export const TRAFFIC_SAFETY_ITEMS: SeedItem[] = [
  webMapItem({
    id: ITEM_IDS.crashMap,
    owner: 'tims.staff',
    title: 'Highway Safety Improvement Projects',
    snippet: 'HSIP projects at high-crash locations, with counties for reference.',
    description:
      'Safety projects funded by the Highway Safety Improvement Program: spot safety improvements (guardrail, rumble strips, curve warnings, roundabouts) and intersection improvements at locations with a history of severe crashes.',
    tags: ['safety', 'HSIP', 'crashes', 'intersections'],
    groupIds: [featuredMaps, trafficSafety],
    created: '2025-01-28T14:25:00Z',
    modified: '2026-04-14T10:10:00Z',
    motif: 'shield',
    colour: '#a3262a',
    layers: [
      COUNTIES,
      {
        service: 'Projects',
        title: 'Safety Projects',
        where: SAFETY_WORK,
        renderer: safetyColours('point'),
      },
    ],
  }),
  appItem('Web Mapping Application', {
    id: ITEM_IDS.workZoneApp,
    owner: 'tims.staff',
    title: 'Work Zone Viewer',
    snippet: 'Where crews are working on state routes this season.',
    description:
      'Every project under construction as a work zone: plan trips around lane closures and slow down where crews are at work. Opens the Active Work Zones map in TIMS.',
    tags: ['work zones', 'traffic', 'closures', 'travel'],
    groupIds: [trafficSafety, construction],
    created: '2024-12-16T19:00:00Z',
    modified: '2026-11-20T07:45:00Z',
    motif: 'cones',
    colour: '#b35900',
    path: `map/wid/${ITEM_IDS.workZonesMap}`,
  }),
  webMapItem({
    id: ITEM_IDS.workZonesMap,
    owner: 'tims.staff',
    title: 'Active Work Zones',
    snippet: 'Projects under construction as work zones, lines where the work runs along a route.',
    description:
      'The work zones of projects in construction: orange lines along the stretch of road being worked on when you zoom in, and a point for every active project statewide.',
    tags: ['work zones', 'construction', 'traffic'],
    groupIds: [trafficSafety],
    created: '2025-03-24T12:40:00Z',
    modified: '2026-11-20T07:40:00Z',
    motif: 'cones',
    colour: '#c25e00',
    layers: [
      DISTRICTS,
      {
        service: 'Projects',
        layer: 1,
        title: 'Work zone extents',
        where: "phase = 'Construction'",
        renderer: simple('line', '#ff7a00', 5),
      },
      {
        service: 'Projects',
        title: 'Work zones',
        where: "phase = 'Construction'",
        renderer: simple('point', '#ff7a00', 9),
      },
    ],
  }),
  appItem('Dashboard', {
    id: ITEM_IDS.trafficCountsApp,
    owner: 'tims.staff',
    title: 'Traffic Operations Dashboard',
    snippet: 'Signal, lighting and intersection projects statewide, by phase and cost.',
    description:
      'The traffic operations program at a glance: traffic signal, highway lighting and intersection improvement projects, counted by district and phase, with their schedules and costs.',
    tags: ['traffic', 'signals', 'lighting', 'operations'],
    groupIds: [trafficSafety],
    created: '2025-02-03T16:35:00Z',
    modified: '2026-10-05T13:20:00Z',
    colour: '#5b4a9e',
    path: 'projects?workType=Signals&workType=Lighting&workType=Intersection%20Improvement',
  }),
  webMapItem({
    id: ITEM_IDS.signalsMap,
    owner: 'tims.staff',
    title: 'Signals and Lighting Projects',
    snippet: 'Traffic signal upgrades and highway lighting projects.',
    description:
      'New and upgraded traffic signals (green) and highway and interchange lighting (amber), with the counties they are in.',
    tags: ['signals', 'lighting', 'traffic operations'],
    groupIds: [trafficSafety],
    created: '2025-07-09T15:15:00Z',
    modified: '2026-02-17T09:50:00Z',
    motif: 'signal',
    colour: '#2f4f4f',
    layers: [
      COUNTIES,
      {
        service: 'Projects',
        title: 'Signal and lighting projects',
        where: "workType IN ('Signals', 'Lighting')",
        renderer: uniqueValues('point', 'workType', [
          ['Signals', 'Traffic signals', '#2e7d32'],
          ['Lighting', 'Lighting', '#f5b400'],
        ]),
      },
    ],
  }),
  webMapItem({
    id: ITEM_IDS.bikePedMap,
    owner: 'tims.admin',
    title: 'Bike and Pedestrian Projects',
    snippet: 'Sidewalks, shared-use paths and crossings the department is building.',
    description:
      'Active transportation projects: shared-use paths and bike lanes as lines, sidewalks and safer crossings as points, in every phase from planning to completion.',
    tags: ['bike', 'pedestrian', 'active transportation', 'trails'],
    groupIds: [trafficSafety, GROUP_IDS.planning],
    created: '2025-05-05T13:05:00Z',
    modified: '2026-09-08T14:45:00Z',
    motif: 'bike',
    colour: '#2b7a4b',
    layers: [
      COUNTIES,
      {
        service: 'Projects',
        layer: 1,
        title: 'Paths and bike lanes',
        where: "workType = 'Bike/Ped'",
        renderer: simple('line', '#007651', 4),
      },
      {
        service: 'Projects',
        title: 'Bike and pedestrian projects',
        where: "workType = 'Bike/Ped'",
        renderer: simple('point', '#007651'),
      },
    ],
  }),
  appItem('Dashboard', {
    id: ITEM_IDS.safetyReview,
    owner: 'tims.staff',
    title: 'Safety Program Review',
    snippet: 'Safety projects ranked by cost for the quarterly program review (staff only).',
    description:
      'The safety program sorted from the largest estimated cost down, for the safety committee’s quarterly review of schedules and budgets.',
    tags: ['safety', 'HSIP', 'program review', 'internal'],
    ...staffOnly(trafficSafety),
    created: '2025-11-12T14:50:00Z',
    modified: '2026-11-03T16:30:00Z',
    colour: '#7a1f22',
    path: 'projects?workType=Safety&sort=estimatedCost&order=desc',
  }),
  webSceneItem({
    id: ITEM_IDS.safetyScene,
    owner: 'tims.staff',
    title: 'Safety Corridors in 3D',
    snippet: 'Safety and intersection projects on a 3D view of the state.',
    description:
      'A web scene of the safety program: spot safety and intersection improvements draped on the ground, with the counties for reference.',
    tags: ['safety', '3D', 'scene', 'intersections'],
    groupIds: [trafficSafety],
    created: '2026-01-20T10:25:00Z',
    modified: '2026-08-26T15:35:00Z',
    colour: '#5c1a1b',
    layers: [
      COUNTIES,
      {
        service: 'Projects',
        title: 'Safety projects',
        where: SAFETY_WORK,
        renderer: safetyColours('point'),
      },
    ],
  }),
  appItem('Web Experience', {
    id: ITEM_IDS.saferRoadsExperience,
    owner: 'tims.admin',
    title: 'Safer Roads Program',
    snippet: 'How the department chooses and funds safety projects, with their map.',
    description:
      'The Highway Safety Improvement Program explained for the public: how high-crash locations are found, what is built there, and the map of funded safety projects.',
    tags: ['safety', 'HSIP', 'public information'],
    groupIds: [trafficSafety],
    created: '2025-09-29T12:10:00Z',
    modified: '2026-03-30T11:05:00Z',
    colour: '#8b2c2f',
    path: `map/wid/${ITEM_IDS.crashMap}`,
  }),
];
