import type { StandardMapProblem } from '../../standardMaps/standardMapsApi';
import { problemOfSave } from './problemOfSave';

const refused = (
  details: unknown,
  extra: Partial<StandardMapProblem> = {},
): StandardMapProblem => ({
  code: 'bad-request',
  message: 'The server’s English sentence',
  status: 400,
  details,
  ...extra,
});

describe('where a refused save is said, and in which words', () => {
  it('says what a file that is not a PDF is, beside the file', () => {
    const error = refused(
      { field: 'body/file', reason: 'not-a-pdf', detected: 'png' },
      { code: 'invalid-pdf', field: 'file' },
    );
    expect(problemOfSave(error)).toEqual({
      field: 'file',
      problem: { key: 'errors:pdf.notPdfKind', values: { kind: 'PNG' } },
    });
    const unknownKind = refused({ field: 'body/file', reason: 'not-a-pdf' }, { field: 'file' });
    expect(problemOfSave(unknownKind)).toEqual({
      field: 'file',
      problem: { key: 'errors:pdf.notPdf' },
    });
  });

  it.each([
    ['truncated', 'errors:pdf.truncated'],
    ['password', 'errors:pdf.password'],
    ['no-pages', 'errors:pdf.noPages'],
    ['too-slow', 'errors:pdf.tooSlow'],
    ['empty', 'standardMaps.form.errors.emptyFile'],
  ])('says a PDF refused as %s by its key', (reason, key) => {
    const error = refused({ field: 'body/file', reason }, { code: 'invalid-pdf', field: 'file' });
    expect(problemOfSave(error)).toEqual({ field: 'file', problem: { key } });
  });

  it.each(['damaged', 'unreadable'])(
    'says a PDF refused as %s by its key, or in English in the reader’s own words',
    (reason) => {
      const error = refused({ field: 'body/file', reason }, { code: 'invalid-pdf', field: 'file' });
      expect(problemOfSave(error)).toEqual({
        field: 'file',
        problem: { key: 'errors:pdf.unreadable', english: 'The server’s English sentence' },
      });
    },
  );

  it.each([
    [
      { field: 'body/title', reason: 'too-long', limit: 200 },
      'title',
      { key: 'standardMaps.form.errors.titleTooLong', values: { max: 200 } },
    ],
    [
      { field: 'body/description', reason: 'too-long', limit: 2000 },
      'description',
      { key: 'standardMaps.form.errors.descriptionTooLong', values: { max: 2000 } },
    ],
    [
      { field: 'body/title', reason: 'blank' },
      'title',
      { key: 'standardMaps.form.errors.titleRequired' },
    ],
    [
      { field: 'body/title', reason: 'pattern' },
      'title',
      { key: 'errors:fields.controlCharacters' },
    ],
    [
      { field: 'body/file', reason: 'required' },
      'file',
      { key: 'standardMaps.form.errors.fileRequired' },
    ],
    [
      { field: 'body/district', reason: 'out-of-range', min: 1, max: 12 },
      'district',
      { key: 'errors:fields.outOfRange', values: { min: 1, max: 12 } },
    ],
    [
      { field: 'body/editionDate', reason: 'out-of-range', min: '1900-01-01', max: '2099-12-31' },
      'editionDate',
      {
        key: 'standardMaps.form.errors.dateRange',
        values: { min: '1900-01-01', max: '2099-12-31' },
      },
    ],
    [
      { field: 'body/county', reason: 'unknown-county' },
      'county',
      { key: 'errors:fields.unknownCounty' },
    ],
    [
      { field: 'body/category', reason: 'one-of', options: ['City'] },
      'category',
      { key: 'errors:fields.oneOf' },
    ],
  ])('says %o beside its field in the form’s words', (details, field, problem) => {
    expect(problemOfSave(refused(details))).toEqual({ field, problem });
  });

  it('says a file over the limit by the limit, whatever the answer says', () => {
    const error = refused(undefined, { code: 'payload-too-large', status: 413, field: 'file' });
    expect(problemOfSave(error)).toEqual({
      field: 'file',
      problem: { key: 'standardMaps.form.errors.tooLarge', values: { max: 100 } },
    });
  });

  it('keeps the server’s sentence for English only, where it knows no reason', () => {
    const older = refused(undefined, { message: 'body/county must be a county' });
    expect(problemOfSave(older)).toEqual({
      field: 'county',
      problem: { key: 'errors:fields.invalid', english: 'body/county must be a county' },
    });
    const inherited = refused({ field: 'body/file', reason: 'constructor', detected: 'toString' });
    expect(problemOfSave(inherited)).toEqual({
      field: 'file',
      problem: { key: 'errors:fields.invalid', english: 'The server’s English sentence' },
    });
    const strange = refused({ field: 'body/title', reason: 'from-the-future', limit: 'x' });
    expect(problemOfSave(strange)).toEqual({
      field: 'title',
      problem: { key: 'errors:fields.invalid', english: 'The server’s English sentence' },
    });
  });

  it('says a refusal of no field of the form above it, by its code', () => {
    const error = refused({ field: 'body/published', reason: 'type' }, { code: 'odd-code' });
    expect(problemOfSave(error)).toEqual({
      form: {
        key: 'standardMaps.form.refused',
        values: {
          message: {
            key: ['errors:codes.odd-code', 'errors:codes.unknown'],
            values: { code: 'odd-code' },
            english: 'The server’s English sentence',
          },
        },
      },
    });
  });

  it('says no connection, no right and a deleted map in words of its own', () => {
    expect(problemOfSave({ code: 'network', message: 'Failed to fetch' })).toEqual({
      form: { key: 'standardMaps.form.unreachable' },
    });
    expect(problemOfSave(refused(undefined, { status: 403 }))).toEqual({
      form: { key: 'standardMaps.form.forbidden' },
    });
    expect(problemOfSave(refused(undefined, { status: 404 }))).toEqual({
      form: { key: 'standardMaps.form.gone' },
    });
  });
});
