import type { DatasetText } from '../../datasets/catalogueTypes';
import type { StoredTermUse, TermText } from '../../datasets/defaults/termDefaults';

/** The glossary's rows and the values the repository reads and writes, column by column. */

export type TermWrite = Omit<TermText, 'id'>;

export const toDatasetText = (row: {
  description: string;
  category: string;
  steward: string;
  contact_name: string;
  contact_email: string;
  update_frequency: string;
  licence: string;
}): DatasetText => ({
  description: row.description,
  category: row.category as DatasetText['category'],
  steward: row.steward,
  contactName: row.contact_name,
  contactEmail: row.contact_email,
  updateFrequency: row.update_frequency as DatasetText['updateFrequency'],
  licence: row.licence,
});

export const datasetColumns = (text: DatasetText) => ({
  description: text.description,
  category: text.category,
  steward: text.steward,
  contact_name: text.contactName,
  contact_email: text.contactEmail,
  update_frequency: text.updateFrequency,
  licence: text.licence,
});

export const toTerm = (row: {
  id: string;
  term: string;
  abbreviation: string | null;
  definition: string;
  uses: string;
}): TermText => ({
  id: row.id,
  term: row.term,
  abbreviation: row.abbreviation,
  definition: row.definition,
  uses: JSON.parse(row.uses) as StoredTermUse[],
});

export const termValue = (term: TermWrite) => ({
  term: term.term,
  abbreviation: term.abbreviation,
  definition: term.definition,
  uses: term.uses,
});
