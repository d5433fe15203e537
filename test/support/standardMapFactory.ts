import { File as NodeFile } from 'node:buffer';
import type {
  AdminGenerationJob,
  Edition,
  EditionFile,
  StandardMapDetails,
} from '../../contracts/standardMaps';

/**
 * A file to upload, as the browser's picker gives it. Node's File: the tests' FormData is
 * Node's, which takes no jsdom File.
 */
export function makeUpload(
  name = 'columbus-bike-routes.pdf',
  { type = 'application/pdf', size = 2048 }: { type?: string; size?: number } = {},
): File {
  const content = `%PDF-1.7\n${'x'.repeat(Math.max(0, size - 9))}`;
  return new NodeFile([content], name, { type }) as unknown as File;
}

/** The counties and districts the filters and forms offer (a few of the state's). */
export const TEST_COUNTIES = [
  { fips: '39041', name: 'Delaware' },
  { fips: '39049', name: 'Franklin' },
  { fips: '39061', name: 'Hamilton' },
  { fips: '39159', name: 'Union' },
];
export const TEST_DISTRICTS = Array.from({ length: 12 }, (_, index) => index + 1);

let nextEdition = 1;

/** A PDF of an edition, its URLs as the server makes them. */
export function makeFile(
  mapId: string,
  editionId: string,
  overrides: Partial<EditionFile> & { sizeName?: string } = {},
): EditionFile {
  const { sizeName = 'tabloid', ...rest } = overrides;
  const [widthPt, heightPt] = sizeName === 'letter' ? [792, 612] : [1224, 792];
  const url = `/tims/api/standard-maps/${mapId}/file?edition=${editionId}&size=${sizeName}`;
  return {
    pageSize: { name: sizeName, widthPt, heightPt },
    pages: 1,
    bytes: 96_256,
    url,
    downloadUrl: `${url}&download=true`,
    ...rest,
  };
}

/** An edition of a map: by default the drawn tabloid and letter pages. */
export function makeEdition(mapId: string, overrides: Partial<Edition> = {}): Edition {
  const id = overrides.id ?? `ed${String(nextEdition++).padStart(14, '0')}`;
  return {
    id,
    date: '2026-11-23',
    createdAt: '2026-11-23T20:58:15.000Z',
    source: 'generated',
    files: [makeFile(mapId, id), makeFile(mapId, id, { sizeName: 'letter', bytes: 90_112 })],
    thumbnailUrl: `/tims/api/standard-maps/${mapId}/thumbnail?edition=${id}`,
    previewUrl: `/tims/api/standard-maps/${mapId}/preview?edition=${id}`,
    ...overrides,
  };
}

/** A map of the library with its editions (newest first); tests override what they care about. */
export function makeStandardMap(overrides: Partial<StandardMapDetails> = {}): StandardMapDetails {
  const id = overrides.id ?? 'county-39041';
  const editions = overrides.editions ?? [overrides.edition ?? makeEdition(id)];
  const title = overrides.title ?? 'Delaware County';
  return {
    id,
    title,
    category: 'County',
    district: 6,
    county: { fips: '39041', name: 'Delaware' },
    description: `Current transportation projects in ${title} by phase.`,
    source: 'generated',
    published: true,
    updatedAt: '2026-11-23T20:58:15.000Z',
    ...overrides,
    edition: editions[0]!,
    editions,
  };
}

/** A statewide, two district and two county maps, all published. */
export function sampleLibrary(): StandardMapDetails[] {
  return [
    makeStandardMap({
      id: 'statewide',
      title: 'Ohio',
      category: 'Statewide',
      district: null,
      county: null,
    }),
    makeStandardMap({ id: 'district-6', title: 'District 6', category: 'District', county: null }),
    makeStandardMap({
      id: 'district-8',
      title: 'District 8',
      category: 'District',
      district: 8,
      county: null,
    }),
    makeStandardMap(),
    makeStandardMap({
      id: 'county-39049',
      title: 'Franklin County',
      county: { fips: '39049', name: 'Franklin' },
    }),
  ];
}

export function makeJob(overrides: Partial<AdminGenerationJob> = {}): AdminGenerationJob {
  return {
    id: 1,
    status: 'succeeded',
    trigger: 'start',
    total: 101,
    done: 101,
    failed: 0,
    current: null,
    error: null,
    startedAt: '2026-11-23T20:58:10.000Z',
    finishedAt: '2026-11-23T20:58:47.000Z',
    requestedBy: null,
    ...overrides,
  };
}
