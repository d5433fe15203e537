import type {
  DatasetMetadataInput,
  FieldMetadataInput,
  TermInput,
} from '../../../contracts/datasets';
import type { CatalogueDataset } from '../../datasets/catalogueTypes';
import type { StoredTermUse } from '../../datasets/defaults/termDefaults';
import type { FieldText } from '../../datasets/defaults/timsFieldDefaults';
import type { TermWrite } from '../../repositories/glossary/glossaryRepository';

/** A rule the schema cannot say was broken: 400 with this code, naming the field. */
export class GlossaryInputProblem extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown>,
  ) {
    super(message);
  }
}

const required = (value: string, field: string, what: string) => {
  const trimmed = value.trim();
  if (trimmed === '') {
    throw new GlossaryInputProblem('bad-request', `${what} must not be blank`, { field });
  }
  return trimmed;
};

/** The text as stored: trimmed; a blank steward is refused. */
export function datasetTextOf(input: DatasetMetadataInput): DatasetMetadataInput {
  return {
    description: input.description.trim(),
    category: input.category,
    steward: required(input.steward, 'body/steward', 'The steward'),
    contactName: input.contactName.trim(),
    contactEmail: input.contactEmail.trim(),
    updateFrequency: input.updateFrequency,
    licence: input.licence.trim(),
  };
}

/** Trimmed; blank units are no units. */
export function fieldTextOf(input: FieldMetadataInput): FieldText {
  const units = input.units?.trim() ?? '';
  return { definition: input.definition.trim(), units: units === '' ? null : units };
}

/**
 * A term as stored: trimmed, its uses by dataset key. Every use must name a dataset of the
 * catalogue and, when it names a field, a field of that dataset; the 400 says which does not.
 */
export async function termWriteOf(
  input: TermInput,
  find: (datasetId: string) => Promise<CatalogueDataset | undefined>,
): Promise<TermWrite> {
  const uses: StoredTermUse[] = [];
  const seen = new Set<string>();
  for (const [i, use] of input.uses.entries()) {
    const dataset = await find(use.datasetId);
    if (!dataset) {
      throw new GlossaryInputProblem('unknown-dataset', `No dataset ${use.datasetId}`, {
        field: `body/uses/${i}/datasetId`,
        datasetId: use.datasetId,
      });
    }
    if (use.field !== undefined && !dataset.fields.some((field) => field.name === use.field)) {
      throw new GlossaryInputProblem(
        'unknown-field',
        `The dataset ${use.datasetId} has no field ${use.field}`,
        { field: `body/uses/${i}/field`, datasetId: use.datasetId, name: use.field },
      );
    }
    const stored = {
      dataset: dataset.key,
      ...(use.field === undefined ? {} : { field: use.field }),
    };
    const key = JSON.stringify(stored);
    if (!seen.has(key)) uses.push(stored);
    seen.add(key);
  }
  const abbreviation = input.abbreviation?.trim() ?? '';
  return {
    term: required(input.term, 'body/term', 'The term'),
    abbreviation: abbreviation === '' ? null : abbreviation,
    definition: required(input.definition, 'body/definition', 'The definition'),
    uses,
  };
}

/** `County-Route-Section (CRS)` → `county-route-section-crs`; room is left for a `-2` suffix. */
export function slugOf(term: string): string {
  const slug = term
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 56)
    .replace(/-+$/, '');
  return slug === '' ? 'term' : slug;
}
