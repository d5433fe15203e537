/** How a kind of work looks in the demo data. Costs are US dollars, lengths kilometres. */
export interface WorkTypeProfile {
  name: string;
  weight: number;
  /** Line projects follow the road; point projects sit at one structure or crossing. */
  shape: 'line' | 'point';
  cost: [number, number];
  km?: [number, number];
  /** The description; `{route}`, `{county}` and `{feature}` are filled in. */
  text: string;
}

export const WORK_TYPES: readonly WorkTypeProfile[] = [
  {
    name: 'Resurfacing',
    weight: 26,
    shape: 'line',
    cost: [3e5, 6e6],
    km: [2, 15],
    text: 'Resurfacing of {route} {between} in {county} County.',
  },
  {
    name: 'Bridge Replacement',
    weight: 12,
    shape: 'point',
    cost: [6e5, 1.2e7],
    text: 'Replacement of the bridge carrying {route} over {feature}.',
  },
  {
    name: 'Bridge Rehabilitation',
    weight: 10,
    shape: 'point',
    cost: [2e5, 5e6],
    text: 'Deck overlay, joint and bearing repairs on the {route} bridge over {feature}.',
  },
  {
    name: 'Intersection Improvement',
    weight: 8,
    shape: 'point',
    cost: [3e5, 6e6],
    text: 'Turn lanes and realignment at the intersection of {route} and {crossing}.',
  },
  {
    name: 'Safety',
    weight: 8,
    shape: 'line',
    cost: [1e5, 4e6],
    km: [0.5, 5],
    text: 'Guardrail, rumble strips and curve warning signs on {route} {between}.',
  },
  {
    name: 'Widening',
    weight: 5,
    shape: 'line',
    cost: [5e6, 8e7],
    km: [2, 12],
    text: 'Widening of {route} to add a travel lane in each direction {between}.',
  },
  {
    name: 'Interchange',
    weight: 3,
    shape: 'point',
    cost: [1e7, 1.5e8],
    text: 'Reconstruction of the {route} interchange with {crossing}.',
  },
  {
    name: 'Signals',
    weight: 6,
    shape: 'point',
    cost: [1e5, 1.5e6],
    text: 'New traffic signals and pedestrian heads at {route} and {crossing}.',
  },
  {
    name: 'Culvert',
    weight: 7,
    shape: 'point',
    cost: [5e4, 1e6],
    text: 'Replacement of the culvert under {route} at {feature}.',
  },
  {
    name: 'Pavement Reconstruction',
    weight: 5,
    shape: 'line',
    cost: [3e6, 4e7],
    km: [1, 10],
    text: 'Full-depth pavement reconstruction of {route} {between}.',
  },
  {
    name: 'Bike/Ped',
    weight: 4,
    shape: 'line',
    cost: [2e5, 4e6],
    km: [0.5, 6],
    text: 'Shared-use path and sidewalks along {route} {between}.',
  },
  {
    name: 'Noise Wall',
    weight: 2,
    shape: 'line',
    cost: [1e6, 1e7],
    km: [0.5, 3],
    text: 'Noise walls along {route} {between}.',
  },
  {
    name: 'Slide Repair',
    weight: 2,
    shape: 'point',
    cost: [2e5, 3e6],
    text: 'Repair of the slope failure along {route} near {feature}.',
  },
  {
    name: 'Lighting',
    weight: 2,
    shape: 'line',
    cost: [1e5, 2e6],
    km: [0.5, 4],
    text: 'Roadway lighting on {route} {between}.',
  },
];

export const CROSSED_FEATURES = [
  'Mill Creek',
  'Sugar Creek',
  'Deer Creek',
  'Rocky Fork',
  'Honey Creek',
  'Turkey Run',
  'Big Run',
  'Walnut Creek',
  'Sandy Run',
  'Indian Creek',
  'Pine Run',
  'Clear Creek',
  'the Norfolk Southern railroad',
  'the CSX railroad',
  'Wolf Creek',
  'Little Beaver Creek',
  'Raccoon Creek',
  'Brush Creek',
  'Twin Creek',
  'Kilbuck Creek',
] as const;

export const CROSS_STREETS = [
  'Main Street',
  'Broad Street',
  'Market Street',
  'Church Street',
  'High Street',
  'County Road 12',
  'Township Road 40',
  'Mill Road',
  'Center Street',
  'Washington Street',
  'Lincoln Avenue',
  'Oak Street',
  'State Street',
  'Columbus Road',
  'Water Street',
] as const;
