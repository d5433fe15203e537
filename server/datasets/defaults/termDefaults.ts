import { timsKey } from '../datasetKeys';

/** A use of a term as stored: the dataset's key (`datasetKeys.ts`) and maybe one of its fields. */
export interface StoredTermUse {
  dataset: string;
  field?: string;
}

export interface TermText {
  id: string;
  term: string;
  abbreviation: string | null;
  definition: string;
  uses: StoredTermUse[];
}

const POINTS = timsKey('Projects', 0);
const LINES = timsKey('Projects', 1);
const BRIDGES = timsKey('Bridges', 0);
const COUNTIES = timsKey('Counties', 0);
const DISTRICTS = timsKey('Districts', 0);
const STATES = timsKey('States', 0);

/** The field on both project layers. */
const projects = (...fields: string[]): StoredTermUse[] =>
  fields.length === 0
    ? [{ dataset: POINTS }, { dataset: LINES }]
    : fields.flatMap((field) => [
        { dataset: POINTS, field },
        { dataset: LINES, field },
      ]);
const bridges = (...fields: string[]) => fields.map((field) => ({ dataset: BRIDGES, field }));

const term = (
  id: string,
  name: string,
  abbreviation: string | null,
  definition: string,
  uses: StoredTermUse[],
): TermText => ({ id, term: name, abbreviation, definition, uses });

const phase = (id: string, name: string, definition: string) =>
  term(id, name, null, `A phase of the Project Development Process (PDP). ${definition}`, [
    ...projects('phase'),
  ]);

const workType = (id: string, name: string, definition: string) =>
  term(id, name, null, `A type of work of a project. ${definition}`, projects('workType'));

/** The words of a state DOT that the glossary explains, seeded at start for administrators. */
export const TERM_DEFAULTS: TermText[] = [
  term(
    'pid',
    'Project identification number',
    'PID',
    "The department's permanent number for a project: six digits, given when the project enters " +
      'the program and kept through design, construction and close-out. Plans, contracts, ' +
      'invoices and public notices all cite it, so it is the way to find one project.',
    projects('pid', 'OBJECTID'),
  ),
  term(
    'county-route-section',
    'County-route-section',
    'CRS',
    'Where a project is on the state highway system, written as the three-letter county ' +
      'abbreviation, the route number and the straight-line mileage where the work begins: ' +
      'DEL-23-10.52 is US 23 in Delaware County beginning at mile 10.52. A CRS names a place, not ' +
      'a project: different projects may share one.',
    [...projects('name'), { dataset: COUNTIES, field: 'abbreviation' }],
  ),
  term(
    'straight-line-mileage',
    'Straight-line mileage',
    'SLM',
    'The distance in miles along a state route from where it enters the county (or begins), as ' +
      'measured on the straight-line diagrams of the road inventory. It starts again from 0.00 at ' +
      'every county line, so a mileage means something only with its county and route.',
    projects('name', 'description'),
  ),
  term(
    'project-development-process',
    'Project Development Process',
    'PDP',
    'The steps every project goes through, from the idea to the finished road: Planning, ' +
      'Preliminary Engineering, Environmental Engineering, Final Engineering/ROW, Construction and ' +
      'Completed. A project may be put on hold or cancelled along the way.',
    projects('phase'),
  ),
  phase(
    'planning',
    'Planning',
    'The need is studied and the purpose defined: traffic, safety and condition data, first ' +
      'cost estimates, and the decision to program the project.',
  ),
  phase(
    'preliminary-engineering',
    'Preliminary Engineering',
    'Alternatives are developed and compared, surveys taken and a preferred alternative chosen.',
  ),
  phase(
    'environmental-engineering',
    'Environmental Engineering',
    'The effects of the project on the natural and human environment are studied and the ' +
      'environmental document (NEPA) approved; the public is consulted.',
  ),
  phase(
    'final-engineering-row',
    'Final Engineering/ROW',
    'Detailed plans are drawn and right-of-way (ROW) acquired, ending with plans ready for sale.',
  ),
  phase(
    'construction',
    'Construction',
    'The contract has been sold and the contractor is building the project.',
  ),
  phase(
    'completed',
    'Completed',
    'The work is finished and accepted; the project is open to traffic.',
  ),
  term(
    'on-hold',
    'On hold',
    null,
    'A project whose development is paused (funding, a pending decision, a coordinating ' +
      'project); it resumes in the phase it stopped in.',
    projects('phase'),
  ),
  term(
    'cancelled',
    'Cancelled',
    null,
    'A project dropped from the program before construction; it keeps its PID but will not be ' +
      'sold.',
    projects('phase'),
  ),
  workType(
    'resurfacing',
    'Resurfacing',
    'A new asphalt surface over the existing pavement (often milling the top first) to restore ' +
      'smoothness and seal the road.',
  ),
  workType(
    'bridge-replacement',
    'Bridge Replacement',
    'A bridge removed and built anew, usually because its condition is poor or it is too narrow.',
  ),
  workType(
    'bridge-rehabilitation',
    'Bridge Rehabilitation',
    'Repairs that extend the life of a bridge: deck overlays, joints, bearings, painting, ' +
      'concrete patching.',
  ),
  workType(
    'intersection-improvement',
    'Intersection Improvement',
    'Turn lanes, realignment or a roundabout where roads meet, for safety or capacity.',
  ),
  workType(
    'safety',
    'Safety',
    'Work chosen to prevent crashes: guardrail, rumble strips, signs, high-friction surfaces; ' +
      'often funded by the Highway Safety Improvement Program (HSIP).',
  ),
  workType('widening', 'Widening', 'Added travel lanes on an existing road for capacity.'),
  workType(
    'interchange',
    'Interchange',
    'A new or rebuilt grade-separated junction of a freeway with another road.',
  ),
  workType(
    'signals',
    'Signals',
    'New or upgraded traffic signals, pedestrian signals and their timing.',
  ),
  workType(
    'culvert',
    'Culvert',
    'A pipe or box carrying a stream or drainage under the road, replaced or lined.',
  ),
  workType(
    'pavement-reconstruction',
    'Pavement Reconstruction',
    'The pavement removed down to the base and built again, when resurfacing no longer suffices.',
  ),
  workType(
    'bike-ped',
    'Bike/Ped',
    'Facilities for people walking and cycling: sidewalks, shared-use paths, bike lanes, ' +
      'crossings.',
  ),
  workType(
    'noise-wall',
    'Noise Wall',
    'Walls along a highway that shield homes and schools from traffic noise.',
  ),
  workType(
    'slide-repair',
    'Slide Repair',
    'Stabilising a slope that has failed or is moving under or beside the road.',
  ),
  workType('lighting', 'Lighting', 'New or replaced roadway lighting, often along interchanges.'),
  term(
    'fiscal-year',
    'State fiscal year',
    'FY',
    "The state's budget year, from 1 July to 30 June, named by the year it ends in: FY 2027 " +
      'runs from 1 July 2026 to 30 June 2027. Projects are programmed by the fiscal year in which ' +
      'they are to be sold. (The federal fiscal year runs from 1 October instead.)',
    projects('fiscalYear'),
  ),
  term(
    'sale-date',
    'Sale date (letting)',
    null,
    'The day a construction contract is let: sealed bids are opened in public and the contract ' +
      'goes to the lowest responsive, responsible bidder. Construction begins some weeks later.',
    projects('saleDate', 'fiscalYear'),
  ),
  term(
    'estimated-cost',
    'Estimated cost',
    null,
    "The engineer's current estimate of what a project will cost in all (engineering, " +
      'right-of-way and construction). It is revised as the design advances; the price actually ' +
      'paid is known after the sale.',
    projects('estimatedCost'),
  ),
  term(
    'right-of-way',
    'Right-of-way',
    'ROW',
    'The land a road occupies and the rights the department holds over it. Acquiring it is part ' +
      'of the Final Engineering/ROW phase.',
    projects('phase'),
  ),
  term(
    'stip',
    'Statewide Transportation Improvement Program',
    'STIP',
    'The four-year list of projects the state intends to fund with federal money, with their ' +
      'costs and years, approved by the FHWA and FTA. A project must be in it to be sold with ' +
      'federal funds.',
    projects('fiscalYear', 'estimatedCost'),
  ),
  term(
    'hsip',
    'Highway Safety Improvement Program',
    'HSIP',
    'The federal-aid program that funds work to reduce fatal and serious-injury crashes at ' +
      'locations chosen from crash data.',
    projects('workType'),
  ),
  term(
    'district',
    'District',
    null,
    "One of the department's field offices, each responsible for planning, building and " +
      'maintaining the state highway system in a group of whole counties.',
    [
      ...projects('district'),
      ...bridges('district'),
      { dataset: COUNTIES, field: 'district' },
      { dataset: DISTRICTS, field: 'district' },
    ],
  ),
  term(
    'state-route',
    'Route (IR, US, SR)',
    null,
    'A road of the state highway system, named by its system and number: IR for Interstate ' +
      'routes, US for U.S. routes, SR for state routes (IR-71, US-23, SR-315).',
    [...projects('routes'), ...bridges('route')],
  ),
  term(
    'fips-code',
    'FIPS code',
    'FIPS',
    'The numeric codes of the Federal Information Processing Standards for states (two digits) ' +
      'and counties (three more digits), used to join data from the Census and other agencies.',
    [
      { dataset: COUNTIES, field: 'fips' },
      { dataset: STATES, field: 'fips' },
    ],
  ),
  term(
    'nbi',
    'National Bridge Inventory',
    'NBI',
    "The FHWA's database of the nation's bridges on public roads longer than 20 feet, with " +
      'their structure, traffic and the condition ratings of each inspection, reported by the ' +
      'states every year.',
    bridges('structureNumber', 'deckRating', 'superstructureRating', 'substructureRating'),
  ),
  term(
    'condition-rating',
    'Condition rating',
    null,
    'The inspector’s rating of a bridge component on the NBI scale: 9 excellent, 8 very good, ' +
      '7 good, 6 satisfactory, 5 fair, 4 poor, 3 serious, 2 critical, 1 imminent failure, ' +
      '0 failed (closed).',
    bridges('deckRating', 'superstructureRating', 'substructureRating', 'condition'),
  ),
  term(
    'structure-number',
    'Structure number',
    null,
    "A bridge's permanent number in the state's inventory and in the National Bridge Inventory.",
    bridges('structureNumber', 'OBJECTID'),
  ),
  term(
    'aadt',
    'Annual average daily traffic',
    'AADT',
    'The number of vehicles passing a point of a road in both directions on an average day of ' +
      'the year, from continuous and short-term counts. It guides the design, the priority and ' +
      'the safety analysis of projects.',
    [],
  ),
  term(
    'mpo',
    'Metropolitan planning organization',
    'MPO',
    'The regional body that plans transportation for an urban area of 50,000 people or more; its ' +
      'Transportation Improvement Program (TIP) feeds the STIP.',
    [],
  ),
];
