import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../app/i18n/createI18n';
import { problemOfSave } from '../features/admin/standardMaps/problemOfSave';
import { problemsOfRefusal } from '../features/support/contact/problemsOfRefusal';
import { useProblemWords } from './useProblemWords';

async function wordsIn(language: string, ns: string) {
  localStorage.clear();
  const i18n = await createI18n(language);
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces([ns, 'errors']);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(() => useProblemWords(ns), { wrapper }).result.current;
}

const fieldProblem = (where: ReturnType<typeof problemOfSave>) => {
  if (!('field' in where) || typeof where.problem === 'string') throw new Error('no field');
  return where.problem;
};

const ENGLISH = 'The file is not a PDF: it is a PNG image (a PDF begins with %PDF-).';

describe('a refused field in the reader’s language', () => {
  it('says a refused upload in German, its numbers as German writes them', async () => {
    const say = await wordsIn('de', 'admin');
    const png = problemOfSave({
      code: 'invalid-pdf',
      message: ENGLISH,
      status: 400,
      field: 'file',
      details: { field: 'body/file', reason: 'not-a-pdf', detected: 'png' },
    });
    expect(say(fieldProblem(png))).toBe(
      'Die Datei ist kein PDF, sondern im Format PNG. Wählen Sie eine PDF-Datei.',
    );
    const district = problemOfSave({
      code: 'bad-request',
      message: 'body/district must be a district of Ohio (1–1200)',
      status: 400,
      details: { field: 'body/district', reason: 'out-of-range', min: 1, max: 1200 },
    });
    expect(say(fieldProblem(district))).toBe('Geben Sie einen Wert von 1 bis 1.200 ein.');
    const title = problemOfSave({
      code: 'bad-request',
      message: 'body/title must NOT have more than 200 characters',
      status: 400,
      details: { field: 'body/title', reason: 'too-long', limit: 200 },
    });
    expect(say(fieldProblem(title))).not.toMatch(/body\/title|characters/);
    expect(say(fieldProblem(title))).toContain('200');
  });

  it('says a reason it does not know in German words, never the server’s English', async () => {
    const say = await wordsIn('de', 'admin');
    const odd = problemOfSave({
      code: 'bad-request',
      message: 'body/title is odd',
      status: 400,
      details: { field: 'body/title', reason: 'from-the-future' },
    });
    expect(say(fieldProblem(odd))).toBe('Dieser Wert ist ungültig.');
    const above = problemOfSave({ code: 'strange', message: 'Strange English', status: 400 });
    if (!('form' in above) || typeof above.form === 'string') throw new Error('no form problem');
    expect(say(above.form)).not.toContain('Strange English');
    expect(say(above.form)).toContain('strange');
  });

  it('says the server’s sentence in English where the app knows no reason', async () => {
    const say = await wordsIn('en', 'admin');
    const odd = problemOfSave({
      code: 'bad-request',
      message: 'body/title is odd',
      status: 400,
      details: { field: 'body/title', reason: 'from-the-future' },
    });
    expect(say(fieldProblem(odd))).toBe('body/title is odd');
  });

  it('says a refused action log in German inside the form’s sentence', async () => {
    const say = await wordsIn('de', 'support');
    const refusal = problemsOfRefusal({
      code: 'invalid-action-log',
      message: 'The file is not a TIMS action log (it has no "payload" and "tims")',
      status: 400,
      details: { field: 'body/actionLog', reason: 'not-an-action-log' },
    });
    expect(say(refusal.summary)).toBe(
      'Das Aktionsprotokoll konnte nicht beigefügt werden: Die Datei ist kein TIMS-Aktionsprotokoll. ' +
        'Entfernen Sie das Häkchen, um Ihre Anfrage ohne Protokoll zu senden.',
    );
    const many = problemsOfRefusal({
      code: 'invalid-action-log',
      message: 'The log holds 10001 actions; at most 10000 are kept',
      status: 400,
      details: { field: 'body/actionLog', reason: 'too-many-actions', limit: 10000 },
    });
    expect(say(many.summary)).toContain('mehr als 10.000 Schritte');
  });
});
