import { makeStandardMap } from '../../../../test/support/standardMapFactory';
import {
  editionDateProblem,
  fileProblem,
  fromMap,
  metadataProblems,
  NEW_MAP,
  titleFromFileName,
  toMetadata,
} from './mapForm';

const file = (name: string, type: string, size = 1000) => ({ name, type, size }) as unknown as File;

describe('the standard-map form', () => {
  it('makes a title of a file name', () => {
    expect(titleFromFileName('columbus-bike_routes--2026.PDF')).toBe('Columbus bike routes 2026');
  });

  it('takes PDFs only, by type or (without one) by extension, up to 100 MB', () => {
    expect(fileProblem(null)).toEqual({ key: 'standardMaps.form.errors.fileRequired' });
    expect(fileProblem(file('map.pdf', 'application/pdf'))).toBeUndefined();
    expect(fileProblem(file('map.pdf', ''))).toBeUndefined();
    expect(fileProblem(file('map.png', 'image/png'))).toMatchObject({
      key: 'standardMaps.form.errors.notPdf',
    });
    expect(fileProblem(file('map.pdf', 'application/pdf', 101 * 1024 * 1024))).toMatchObject({
      key: 'standardMaps.form.errors.tooLarge',
      values: { max: 100 },
    });
    expect(fileProblem(file('map.pdf', 'application/pdf', 0))).toMatchObject({
      key: 'standardMaps.form.errors.emptyFile',
    });
  });

  it('wants a title of at most 200 characters, a description of at most 2000', () => {
    expect(metadataProblems({ ...NEW_MAP, title: '  ' })).toEqual({
      title: { key: 'standardMaps.form.errors.titleRequired' },
    });
    expect(
      metadataProblems({ ...NEW_MAP, title: 'x'.repeat(201), description: 'y'.repeat(2001) }),
    ).toEqual({
      title: { key: 'standardMaps.form.errors.titleTooLong', values: { max: 200 } },
      description: { key: 'standardMaps.form.errors.descriptionTooLong', values: { max: 2000 } },
    });
  });

  it('wants an edition date from 1900 to 2099', () => {
    expect(editionDateProblem('2026-11-23')).toBeUndefined();
    expect(editionDateProblem('')).toMatchObject({ key: 'standardMaps.form.errors.dateRequired' });
    expect(editionDateProblem('1899-12-31')).toMatchObject({
      key: 'standardMaps.form.errors.dateRange',
    });
  });

  it('turns a map into fields and back into what the API takes', () => {
    const map = makeStandardMap({ title: 'Delaware County', district: 6 });
    expect(toMetadata(fromMap(map))).toEqual({
      title: 'Delaware County',
      category: 'County',
      district: 6,
      county: '39041',
      description: map.description,
      published: true,
    });
    expect(toMetadata({ ...fromMap(map), district: '', county: '' })).toMatchObject({
      district: null,
      county: null,
    });
  });
});
