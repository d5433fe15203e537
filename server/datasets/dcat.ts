import type {
  DatasetDetails,
  DatasetDownloadFormat,
  UpdateFrequency,
} from '../../contracts/datasets';

/**
 * The public datasets as a DCAT-US 1.1 catalogue (Project Open Data `data.json`,
 * https://resources.data.gov/resources/dcat-us/), the feed data.gov and other harvesters read.
 * It must validate against the official JSON schema (the tests check it).
 */

export const DCAT_CONFORMS_TO = 'https://project-open-data.cio.gov/v1.1/schema' as const;
const CONTEXT = 'https://project-open-data.cio.gov/v1.1/schema/catalog.jsonld';
const DESCRIBED_BY = 'https://project-open-data.cio.gov/v1.1/schema/catalog.json';
/** The REST API TIMS's FeatureServers answer. */
const ARCGIS_REST_SPEC =
  'https://developers.arcgis.com/rest/services-reference/enterprise/feature-service/';

/**
 * `bureauCode` and `programCode` are OMB's codes of federal agencies and programs; the schema
 * requires them of every dataset. A state department has neither, so no setting could hold a
 * true one: `000` is no agency's code (the federal DOT is `021`), so these fill the required
 * fields without claiming to be a federal bureau or program.
 */
export const NON_FEDERAL_BUREAU_CODE = '000:00';
export const NON_FEDERAL_PROGRAM_CODE = '000:000';

/** ISO 8601 repeating durations, as DCAT-US `accrualPeriodicity` takes them. */
const PERIODICITY: Record<UpdateFrequency, string | null> = {
  continual: 'R/PT1S',
  daily: 'R/P1D',
  weekly: 'R/P1W',
  monthly: 'R/P1M',
  quarterly: 'R/P3M',
  annually: 'R/P1Y',
  asNeeded: 'irregular',
  irregular: 'irregular',
  // Not to be updated: the field is left out.
  notPlanned: null,
};

const MEDIA_TYPES: Record<DatasetDownloadFormat, { mediaType: string; format: string }> = {
  csv: { mediaType: 'text/csv', format: 'CSV' },
  xlsx: {
    mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    format: 'XLSX',
  },
  geojson: { mediaType: 'application/geo+json', format: 'GeoJSON' },
};

/** Licences the glossary names in words, and the URL DCAT wants for each. */
const LICENCES: [RegExp, string][] = [
  [/^cc0\b/i, 'https://creativecommons.org/publicdomain/zero/1.0/'],
  [/^public domain$/i, 'https://creativecommons.org/publicdomain/mark/1.0/'],
  [/^cc[ -]by[ -]4\.0$/i, 'https://creativecommons.org/licenses/by/4.0/'],
  [/^cc[ -]by[ -]sa[ -]4\.0$/i, 'https://creativecommons.org/licenses/by-sa/4.0/'],
  [/^(odbl|open database licen[cs]e)\b/i, 'https://opendatacommons.org/licenses/odbl/1-0/'],
  [/^pddl\b/i, 'https://opendatacommons.org/licenses/pddl/1-0/'],
];

export function licenceUrl(licence: string): string | null {
  const text = licence.trim();
  if (/^https?:\/\/\S+$/i.test(text)) return text;
  return LICENCES.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

export interface DcatOptions {
  publicUrl: string;
  departmentName: string;
  departmentUrl: string;
}

export interface DcatEntry {
  dataset: DatasetDetails;
  /** When its data says nothing of its last change: when its glossary record last changed. */
  recordedAt: string;
}

/**
 * A dataset needs a contact address. Until an administrator gives one, the department's
 * `webmaster@` (RFC 2142: the role mailbox every web service's domain keeps) of the
 * department's site stands in.
 */
export function fallbackEmail(departmentUrl: string): string {
  const host = new URL(departmentUrl).hostname.replace(/^www\./, '');
  return `webmaster@${host}`;
}

const MAILTO = /^[\w_~!$&'()*+,;=:.-]+@[\w.-]+\.[\w.-]+?$/;

export function dcatCatalog(entries: DcatEntry[], options: DcatOptions) {
  const { publicUrl, departmentName } = options;
  const fallback = fallbackEmail(options.departmentUrl);
  return {
    '@context': CONTEXT,
    '@id': `${publicUrl}/tims/api/datasets/dcat.json`,
    '@type': 'dcat:Catalog' as const,
    conformsTo: DCAT_CONFORMS_TO,
    describedBy: DESCRIBED_BY,
    dataset: entries.map(({ dataset, recordedAt }) => {
      const landingPage = `${publicUrl}/tims/data/dataset/${dataset.id}`;
      const licence = licenceUrl(dataset.licence);
      const periodicity = PERIODICITY[dataset.updateFrequency];
      const email = MAILTO.test(dataset.contact.email) ? dataset.contact.email : fallback;
      const keywords = [...new Set(dataset.tags.map((tag) => tag.trim()).filter(Boolean))];
      return {
        '@type': 'dcat:Dataset',
        identifier: landingPage,
        title: dataset.title,
        description: dataset.description.trim() || dataset.title,
        keyword: keywords.length > 0 ? keywords : [dataset.category.toLowerCase()],
        modified: dataset.lastUpdated ?? recordedAt,
        publisher: { '@type': 'org:Organization', name: departmentName },
        contactPoint: {
          '@type': 'vcard:Contact',
          fn: dataset.contact.name.trim() || dataset.steward.trim() || departmentName,
          hasEmail: `mailto:${email}`,
        },
        accessLevel: 'public',
        bureauCode: [NON_FEDERAL_BUREAU_CODE],
        programCode: [NON_FEDERAL_PROGRAM_CODE],
        ...(licence ? { license: licence } : {}),
        ...(dataset.extent ? { spatial: dataset.extent.map(round).join(',') } : {}),
        ...(periodicity ? { accrualPeriodicity: periodicity } : {}),
        theme: [dataset.category],
        landingPage,
        describedBy: `${publicUrl}/tims/api/datasets/${dataset.id}`,
        describedByType: 'application/json',
        distribution: [
          ...dataset.downloads.map((download) => ({
            '@type': 'dcat:Distribution',
            title: `${dataset.title} (${MEDIA_TYPES[download.format].format})`,
            downloadURL: download.url,
            ...MEDIA_TYPES[download.format],
          })),
          ...(/^https?:\/\/\S+$/i.test(dataset.serviceUrl)
            ? [
                {
                  '@type': 'dcat:Distribution',
                  title: `${dataset.title} (ArcGIS FeatureServer)`,
                  description:
                    'Query the layer with the ArcGIS REST API (ArcGIS Pro, QGIS, web maps).',
                  format: 'API',
                  accessURL: dataset.serviceUrl,
                  conformsTo: ARCGIS_REST_SPEC,
                },
              ]
            : []),
        ],
      };
    }),
  };
}

/** Six decimals: about 10 cm, finer than any of these extents means. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;
