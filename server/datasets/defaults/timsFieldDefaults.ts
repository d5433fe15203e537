import { timsKey } from '../datasetKeys';

/** What a field means and in what units, as the glossary shows it. */
export interface FieldText {
  definition: string;
  units: string | null;
}

const text = (definition: string, units: string | null = null): FieldText => ({
  definition,
  units,
});

const objectId = (what: string) =>
  text(
    `The feature's number in this layer, assigned by the service: ${what}. ArcGIS clients page and ` +
      'select by it; cite the record by its own identifier instead.',
  );

const DISTRICT = text(
  'The department district responsible for the record: one of the numbered field offices that ' +
    'plan, build and maintain the state highway system in their counties.',
);

/** Projects: the same fields on the points (layer 0) and the lines (layer 1). */
const PROJECT_FIELDS: Record<string, FieldText> = {
  OBJECTID: objectId('the PID read as a number'),
  pid: text(
    "Project identification number (PID): the department's permanent number for a project, six " +
      'digits, given when the project enters the program and kept through design, construction ' +
      'and close-out. Cite and join projects by it.',
  ),
  name: text(
    'County-route-section (CRS): the three-letter abbreviation of the county, the route number ' +
      'and the straight-line mileage (SLM) where the work begins, e.g. DEL-23-10.52. It says ' +
      'where the work is; several projects may share a CRS over the years.',
  ),
  description: text(
    'The scope of the work in plain words: what is built, replaced or repaired, on which route, ' +
      'and between which mileages or at which crossing.',
  ),
  district: DISTRICT,
  counties: text(
    'The counties the project lies in, by name, separated by semicolons; the first is the county ' +
      'of its county-route-section.',
  ),
  routes: text(
    'The state highway system routes the project is on, separated by semicolons: IR for ' +
      'Interstate routes, US for U.S. routes and SR for state routes, then the route number ' +
      '(e.g. US-23; SR-315).',
  ),
  workType: text(
    "The primary type of work, from the department's list (Resurfacing, Bridge Replacement, " +
      'Bridge Rehabilitation, Intersection Improvement, Safety, Widening, Interchange, Signals, ' +
      'Culvert, Pavement Reconstruction, Bike/Ped, Noise Wall, Slide Repair, Lighting). A project ' +
      'with several kinds of work is classed by the one that costs most.',
  ),
  phase: text(
    'Where the project stands in the Project Development Process (PDP): Planning, Preliminary ' +
      'Engineering, Environmental Engineering, Final Engineering/ROW, Construction or Completed; ' +
      'On hold while paused, Cancelled when dropped from the program.',
  ),
  fiscalYear: text(
    'The state fiscal year in which the construction contract is programmed to be sold. The ' +
      'fiscal year runs from 1 July to 30 June and is named by the year it ends in: FY 2027 ' +
      'began on 1 July 2026.',
  ),
  saleDate: text(
    'The date the construction contract is let (sold): bids are opened and the contract goes to ' +
      'the lowest responsive bidder. A planned date until the sale; empty for cancelled projects.',
  ),
  estimatedCost: text(
    "The current estimate of the project's total cost (engineering, right-of-way and " +
      'construction), in U.S. dollars of the year of the estimate. Rounded to $1,000, or to ' +
      '$10,000 above one million, and revised as the design advances.',
    'USD',
  ),
  updatedAt: text(
    "When the project's record last changed in the department's project management system, in " +
      'UTC.',
  ),
};

const BRIDGE_FIELDS: Record<string, FieldText> = {
  OBJECTID: objectId('the structure number read as a number'),
  structureNumber: text(
    "The bridge's structure number: seven digits, the three-digit county FIPS code followed by a " +
      'four-digit sequence within the county. The number under which the bridge is reported to ' +
      'the National Bridge Inventory (NBI item 8); cite and join bridges by it.',
  ),
  county: text('The county the bridge stands in, by name (without the word County).'),
  district: DISTRICT,
  route: text(
    'The route carried on the bridge (NBI item 5), e.g. SR-315: IR for Interstate routes, US for ' +
      'U.S. routes, SR for state routes.',
  ),
  featureCrossed: text(
    'What the bridge passes over (NBI item 6A): a stream, a railroad or another road.',
  ),
  yearBuilt: text(
    'The year the bridge was built (NBI item 27); a rebuilt bridge keeps its original year.',
  ),
  deckRating: text(
    'Condition of the deck, the riding surface, at the latest routine inspection (NBI item 58), ' +
      'from 9 (excellent) to 0 (failed): 7 or more is good, 5 and 6 fair, 4 or less poor.',
    'NBI rating (0–9)',
  ),
  superstructureRating: text(
    'Condition of the superstructure, the beams or girders carrying the deck, at the latest ' +
      'routine inspection (NBI item 59), from 9 (excellent) to 0 (failed).',
    'NBI rating (0–9)',
  ),
  substructureRating: text(
    'Condition of the substructure, the piers and abutments, at the latest routine inspection ' +
      '(NBI item 60), from 9 (excellent) to 0 (failed).',
    'NBI rating (0–9)',
  ),
  condition: text(
    "The bridge's overall condition as the FHWA classifies it from the lowest of its deck, " +
      'superstructure and substructure ratings: Good (7 or more), Fair (5 or 6) or Poor (4 or ' +
      'less).',
  ),
};

const COUNTY_FIELDS: Record<string, FieldText> = {
  OBJECTID: objectId('the county FIPS code read as a number'),
  fips: text(
    "The county's five-digit FIPS code (ANSI INCITS 31): the two-digit state code followed by " +
      'the three-digit county code, e.g. 39041. Join Census data by it.',
  ),
  name: text("The county's name, without the word County."),
  abbreviation: text(
    "The department's three-letter abbreviation of the county, as it begins every " +
      'county-route-section (e.g. DEL for Delaware).',
  ),
  district: text('The department district the county belongs to.'),
};

const DISTRICT_FIELDS: Record<string, FieldText> = {
  OBJECTID: objectId('the district number'),
  district: text(
    "The district's number. Each district office plans, builds and maintains the state " +
      'highway system in its counties.',
  ),
  name: text("The district's name, e.g. District 6."),
  counties: text('How many counties make up the district.', 'counties'),
};

const STATE_FIELDS: Record<string, FieldText> = {
  OBJECTID: objectId('the state FIPS code read as a number'),
  fips: text("The state's two-digit FIPS code (ANSI INCITS 38), e.g. 39 for Ohio."),
  name: text("The state's name, as the U.S. Census Bureau spells it (e.g. Ohio)."),
};

/** Every field of every TIMS layer, by dataset key: the text seeded for administrators to edit. */
export const TIMS_FIELD_DEFAULTS: Record<string, Record<string, FieldText>> = {
  [timsKey('Projects', 0)]: PROJECT_FIELDS,
  [timsKey('Projects', 1)]: PROJECT_FIELDS,
  [timsKey('Bridges', 0)]: BRIDGE_FIELDS,
  [timsKey('Counties', 0)]: COUNTY_FIELDS,
  [timsKey('Districts', 0)]: DISTRICT_FIELDS,
  [timsKey('States', 0)]: STATE_FIELDS,
};
