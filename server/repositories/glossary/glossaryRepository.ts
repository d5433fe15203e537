import type { GlossaryAuditEntry } from '../../../contracts/datasets';
import type { Db } from '../../db/createDatabase';
import type { GlossaryAuditTable } from '../../db/schema';
import type { DatasetText } from '../../datasets/catalogueTypes';
import type { FieldText } from '../../datasets/defaults/timsFieldDefaults';
import type { TermText } from '../../datasets/defaults/termDefaults';
import { diff, type Changes } from './changes';
import { datasetColumns, termValue, toDatasetText, toTerm, type TermWrite } from './glossaryRows';

/** Who last wrote a row: null for a default the server seeded. */
export interface Authored<T> {
  value: T;
  updatedBy: string | null;
  updatedAt: string;
}

/** An audit row as stored: the target's stored id (a dataset key, `key#field`, a term id). */
export type StoredAuditEntry = Omit<GlossaryAuditEntry, 'changes'> & { changes: Changes };

/** The defaults written at start where no row is (`seedDefaults`). */
export interface GlossaryDefaults {
  datasets: Record<string, DatasetText>;
  fields: Record<string, Record<string, FieldText>>;
  terms: TermText[];
}

export type { TermWrite } from './glossaryRows';

export interface GlossaryRepository {
  /** The text of every dataset that has some, by dataset key. */
  datasetTexts(): Promise<Map<string, Authored<DatasetText>>>;
  /** The field texts of one dataset, by field name. */
  fieldTexts(datasetKey: string): Promise<Map<string, Authored<FieldText>>>;
  /** Every field text, by dataset key then field (the glossary search reads them all). */
  allFieldTexts(): Promise<Map<string, Map<string, FieldText>>>;
  terms(): Promise<TermText[]>;
  term(id: string): Promise<TermText | undefined>;
  /** Writes a dataset's text and its audit row in one transaction; `fallback` is what it replaces when there was no row. */
  saveDataset(
    key: string,
    text: DatasetText,
    fallback: DatasetText,
    by: string,
    now: Date,
  ): Promise<void>;
  saveField(
    key: string,
    field: string,
    text: FieldText,
    fallback: FieldText,
    by: string,
    now: Date,
  ): Promise<void>;
  /** Stores a new term under `id`; false (nothing written) when the id is taken. */
  createTerm(id: string, term: TermWrite, by: string, now: Date): Promise<boolean>;
  /** Replaces a term; false when there is none. */
  updateTerm(id: string, term: TermWrite, by: string, now: Date): Promise<boolean>;
  deleteTerm(id: string, by: string, now: Date): Promise<boolean>;
  /** The newest changes first. */
  audit(limit: number): Promise<StoredAuditEntry[]>;
  /**
   * Writes each default that has no row yet, so administrators edit rows. A term an
   * administrator deleted stays deleted (the audit says so). Returns how many rows it wrote.
   */
  seedDefaults(defaults: GlossaryDefaults, now: Date): Promise<number>;
}

export function glossaryRepository(db: Db): GlossaryRepository {
  const record = (
    trx: Db,
    entry: {
      target: GlossaryAuditTable['target'];
      targetId: string;
      action: GlossaryAuditTable['action'];
      changes: Changes;
      by: string;
      at: string;
    },
  ) =>
    trx
      .insertInto('glossary_audit')
      .values({
        at: entry.at,
        username: entry.by,
        target: entry.target,
        target_id: entry.targetId,
        action: entry.action,
        changes: JSON.stringify(entry.changes),
      })
      .execute();

  const termIn = async (from: Db, id: string) => {
    const row = await from
      .selectFrom('glossary_terms')
      .select(['id', 'term', 'abbreviation', 'definition', 'uses'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toTerm(row) : undefined;
  };

  return {
    async datasetTexts() {
      const rows = await db.selectFrom('glossary_datasets').selectAll().execute();
      return new Map(
        rows.map((row) => [
          row.dataset_key,
          { value: toDatasetText(row), updatedBy: row.updated_by, updatedAt: row.updated_at },
        ]),
      );
    },

    async fieldTexts(datasetKey) {
      const rows = await db
        .selectFrom('glossary_fields')
        .selectAll()
        .where('dataset_key', '=', datasetKey)
        .execute();
      return new Map(
        rows.map((row) => [
          row.field,
          {
            value: { definition: row.definition, units: row.units },
            updatedBy: row.updated_by,
            updatedAt: row.updated_at,
          },
        ]),
      );
    },

    async allFieldTexts() {
      const rows = await db
        .selectFrom('glossary_fields')
        .select(['dataset_key', 'field', 'definition', 'units'])
        .execute();
      const byDataset = new Map<string, Map<string, FieldText>>();
      for (const row of rows) {
        const fields = byDataset.get(row.dataset_key) ?? new Map<string, FieldText>();
        fields.set(row.field, { definition: row.definition, units: row.units });
        byDataset.set(row.dataset_key, fields);
      }
      return byDataset;
    },

    async terms() {
      const rows = await db
        .selectFrom('glossary_terms')
        .select(['id', 'term', 'abbreviation', 'definition', 'uses'])
        .orderBy('term')
        .orderBy('id')
        .execute();
      return rows.map(toTerm);
    },

    term: (id) => termIn(db, id),

    async saveDataset(key, text, fallback, by, now) {
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('glossary_datasets')
          .selectAll()
          .where('dataset_key', '=', key)
          .executeTakeFirst();
        const changes = diff(row ? toDatasetText(row) : fallback, text);
        if (Object.keys(changes).length === 0) return;
        const at = now.toISOString();
        const values = { ...datasetColumns(text), updated_by: by, updated_at: at };
        await trx
          .insertInto('glossary_datasets')
          .values({ dataset_key: key, ...values })
          .onConflict((conflict) => conflict.column('dataset_key').doUpdateSet(values))
          .execute();
        await record(trx, { target: 'dataset', targetId: key, action: 'update', changes, by, at });
      });
    },

    async saveField(key, field, text, fallback, by, now) {
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('glossary_fields')
          .select(['definition', 'units'])
          .where('dataset_key', '=', key)
          .where('field', '=', field)
          .executeTakeFirst();
        const changes = diff(row ?? fallback, text);
        if (Object.keys(changes).length === 0) return;
        const at = now.toISOString();
        const values = {
          definition: text.definition,
          units: text.units,
          updated_by: by,
          updated_at: at,
        };
        await trx
          .insertInto('glossary_fields')
          .values({ dataset_key: key, field, ...values })
          .onConflict((conflict) => conflict.columns(['dataset_key', 'field']).doUpdateSet(values))
          .execute();
        await record(trx, {
          target: 'field',
          targetId: `${key}#${field}`,
          action: 'update',
          changes,
          by,
          at,
        });
      });
    },

    async createTerm(id, term, by, now) {
      return db.transaction().execute(async (trx) => {
        const at = now.toISOString();
        // Two admins adding one name at once: the id is taken by whichever insert is first, the
        // other learns it here (a check before the insert would race on PostgreSQL).
        const inserted = await trx
          .insertInto('glossary_terms')
          .values({
            id,
            term: term.term,
            abbreviation: term.abbreviation,
            definition: term.definition,
            uses: JSON.stringify(term.uses),
            updated_by: by,
            updated_at: at,
          })
          .onConflict((conflict) => conflict.column('id').doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        const changes = diff({}, termValue(term));
        await record(trx, { target: 'term', targetId: id, action: 'create', changes, by, at });
        return true;
      });
    },

    async updateTerm(id, term, by, now) {
      return db.transaction().execute(async (trx) => {
        const old = await termIn(trx, id);
        if (!old) return false;
        const changes = diff(termValue(old), termValue(term));
        if (Object.keys(changes).length === 0) return true;
        const at = now.toISOString();
        await trx
          .updateTable('glossary_terms')
          .set({
            term: term.term,
            abbreviation: term.abbreviation,
            definition: term.definition,
            uses: JSON.stringify(term.uses),
            updated_by: by,
            updated_at: at,
          })
          .where('id', '=', id)
          .execute();
        await record(trx, { target: 'term', targetId: id, action: 'update', changes, by, at });
        return true;
      });
    },

    async deleteTerm(id, by, now) {
      return db.transaction().execute(async (trx) => {
        const old = await termIn(trx, id);
        if (!old) return false;
        await trx.deleteFrom('glossary_terms').where('id', '=', id).execute();
        const changes = diff(termValue(old), {});
        const at = now.toISOString();
        await record(trx, { target: 'term', targetId: id, action: 'delete', changes, by, at });
        return true;
      });
    },

    async audit(limit) {
      const rows = await db
        .selectFrom('glossary_audit')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        at: row.at,
        by: row.username,
        target: row.target,
        targetId: row.target_id,
        action: row.action,
        changes: JSON.parse(row.changes) as Changes,
      }));
    },

    async seedDefaults(defaults, now) {
      const at = now.toISOString();
      return db.transaction().execute(async (trx) => {
        let written = 0;
        const count = (result: { numInsertedOrUpdatedRows?: bigint }[]) =>
          result.reduce((sum, row) => sum + Number(row.numInsertedOrUpdatedRows ?? 0), 0);

        const datasets = Object.entries(defaults.datasets).map(([key, text]) => ({
          dataset_key: key,
          ...datasetColumns(text),
          updated_by: null,
          updated_at: at,
        }));
        if (datasets.length > 0) {
          written += count(
            await trx
              .insertInto('glossary_datasets')
              .values(datasets)
              .onConflict((conflict) => conflict.doNothing())
              .execute(),
          );
        }

        const fields = Object.entries(defaults.fields).flatMap(([key, texts]) =>
          Object.entries(texts).map(([field, text]) => ({
            dataset_key: key,
            field,
            definition: text.definition,
            units: text.units,
            updated_by: null,
            updated_at: at,
          })),
        );
        if (fields.length > 0) {
          written += count(
            await trx
              .insertInto('glossary_fields')
              .values(fields)
              .onConflict((conflict) => conflict.doNothing())
              .execute(),
          );
        }

        const deleted = new Set(
          (
            await trx
              .selectFrom('glossary_audit')
              .select('target_id')
              .where('target', '=', 'term')
              .where('action', '=', 'delete')
              .execute()
          ).map((row) => row.target_id),
        );
        const terms = defaults.terms
          .filter((term) => !deleted.has(term.id))
          .map((term) => ({
            id: term.id,
            term: term.term,
            abbreviation: term.abbreviation,
            definition: term.definition,
            uses: JSON.stringify(term.uses),
            updated_by: null,
            updated_at: at,
          }));
        if (terms.length > 0) {
          written += count(
            await trx
              .insertInto('glossary_terms')
              .values(terms)
              .onConflict((conflict) => conflict.doNothing())
              .execute(),
          );
        }
        return written;
      });
    },
  };
}
