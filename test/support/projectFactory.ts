import type { Project, ProjectListItem } from '../../contracts/projects';

/** A realistic project; tests override what they care about. */
export function makeProject(overrides: Partial<Project> = {}): Project {
  return {
    pid: '112233',
    name: 'DEL-23-10.52',
    description: 'Resurfacing of US 23 from Lewis Center Road to SR 750',
    district: 6,
    counties: [{ fips: '39041', name: 'Delaware' }],
    routes: ['US-23'],
    workType: 'Resurfacing',
    phase: 'Final Engineering/ROW',
    fiscalYear: 2027,
    saleDate: '2026-12-15',
    estimatedCost: 4_250_000,
    updatedAt: '2026-11-01T12:00:00Z',
    beginSlm: 10.52,
    endSlm: 14.1,
    milestones: [
      { phase: 'Planning', planned: '2024-01-15', actual: '2024-02-01' },
      { phase: 'Preliminary Engineering', planned: '2024-09-01', actual: '2024-10-07' },
      { phase: 'Environmental Engineering', planned: '2025-04-01', actual: '2025-05-12' },
      { phase: 'Final Engineering/ROW', planned: '2025-11-01', actual: '2025-12-01' },
      { phase: 'Construction', planned: '2027-04-01', actual: null },
      { phase: 'Completed', planned: '2027-11-15', actual: null },
    ],
    funding: [
      { source: 'Federal', amount: 3_400_000 },
      { source: 'State', amount: 850_000 },
    ],
    contact: { name: 'Pat Kim', email: 'pat.kim@dot.example.gov', phone: '614-555-0134' },
    geometry: {
      type: 'LineString',
      coordinates: [
        [-83.03, 40.16],
        [-83.02, 40.2],
        [-83.01, 40.23],
      ],
    },
    ...overrides,
  };
}

export const SAMPLE_PROJECTS: Project[] = [
  makeProject(),
  makeProject({
    pid: '112240',
    name: 'FRA-70-12.01',
    description: 'Bridge replacement over Alum Creek',
    district: 6,
    counties: [{ fips: '39049', name: 'Franklin' }],
    routes: ['I-70'],
    workType: 'Bridge Replacement',
    phase: 'Construction',
    fiscalYear: 2026,
    estimatedCost: 12_800_000,
  }),
  makeProject({
    pid: '98765',
    name: 'HAM-75-2.30',
    description: 'Interchange safety upgrade',
    district: 8,
    counties: [{ fips: '39061', name: 'Hamilton' }],
    routes: ['I-75'],
    workType: 'Safety',
    phase: 'Planning',
    fiscalYear: 2029,
    saleDate: null,
    estimatedCost: 2_100_000,
  }),
].map((project, index) => (index === 2 ? { ...project, pid: '098765' } : project));

/** A project as the search lists it: without the details' milestones, funding, contact and shape. */
export function listItemOf({
  milestones: _m,
  funding: _f,
  contact: _c,
  geometry: _g,
  beginSlm: _b,
  endSlm: _e,
  ...item
}: Project): ProjectListItem {
  return item;
}
