import { renderHook, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { DatasetDetails } from '../../../contracts/datasets';
import {
  makeDataset,
  makeField,
  PROJECTS_ITEM,
  sampleDatasets,
} from '../../../test/support/datasetFactory';
import { datasetHandlers } from '../../../test/support/datasetHandlers';
import { mswServer } from '../../../test/support/mswServer';
import { renderApp, testI18n } from '../../../test/support/renderApp';
import { createI18n } from '../../app/i18n/createI18n';
import de from '../../locales/de/data.json';
import deProjects from '../../locales/de/projects.json';
import { useValueNames } from './valueNames';

const SERVICES = 'http://tims.test/tims/api/rest/services';

async function namesIn(language: string, dataset: Pick<DatasetDetails, 'source' | 'serviceUrl'>) {
  localStorage.clear();
  const i18n = await createI18n(language);
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['data', 'projects', 'map']);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(() => useValueNames(dataset), { wrapper }).result.current;
}

describe('the closed lists of TIMS on the data screens', () => {
  it('names phases, bridge conditions and districts of TIMS’s own services in the language', async () => {
    const projects = await namesIn('de', {
      source: 'tims',
      serviceUrl: `${SERVICES}/Projects/FeatureServer/1`,
    });
    expect(projects('phase', 'Construction')).toBe('Bau');
    expect(projects('phase', 'Final Engineering/ROW')).toBe('Ausführungsplanung / Grunderwerb');
    // Free data stays as the department wrote it.
    expect(projects('workType', 'Resurfacing')).toBeNull();
    expect(projects('phase', 'Something else')).toBeNull();

    const bridges = await namesIn('de', {
      source: 'tims',
      serviceUrl: `${SERVICES}/Bridges/FeatureServer/0`,
    });
    expect(bridges('condition', 'Fair')).toBe('Ausreichend');
    expect(bridges('county', 'Delaware')).toBeNull();

    const districts = await namesIn('ar', {
      source: 'tims',
      serviceUrl: `${SERVICES}/Districts/FeatureServer/0`,
    });
    expect(districts('name', 'District 6')).toBe('المنطقة 6');
    expect(districts('name', 'Northwest')).toBeNull();
  });

  it('leaves another server’s values as they are, even with the same field names', async () => {
    const portal = await namesIn('de', {
      source: 'portal',
      serviceUrl: 'https://gis.example.gov/arcgis/rest/services/Projects/FeatureServer/0',
    });
    expect(portal('phase', 'Construction')).toBeNull();
  });
});

describe('a dataset page in German', () => {
  const phase = makeField({
    name: 'phase',
    alias: 'Phase',
    definition: 'The phase of the Project Development Process the project is in.',
    values: [
      { value: 'Construction', count: 30 },
      { value: 'Planning', count: 20 },
      { value: null, count: 1 },
    ],
  });

  beforeEach(async () => {
    const [projects, ...others] = sampleDatasets();
    const withPhase = makeDataset({ ...projects, fields: [...projects!.fields, phase] });
    mswServer.use(...datasetHandlers([withPhase, ...others]).handlers);
    await (await testI18n()).changeLanguage('de');
  });

  it('names the phases in German and marks the department’s own English words as English', async () => {
    await renderApp({ path: `/data/dataset/${PROJECTS_ITEM}` });
    const fields = await screen.findByRole('table', { name: de.fields.label });
    const row = fields.querySelector('#field-phase') as HTMLElement;
    const values = within(row).getByRole('list', {
      name: de.fields.valuesOf.replace('{{field}}', 'Phase'),
    });
    expect(
      within(values)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `${deProjects.phases.Construction} (30)`,
      `${deProjects.phases.Planning} (20)`,
      `${de.fields.empty} (1)`,
    ]);
    expect(row).not.toHaveTextContent('Construction');

    // The definition and the alias are the department's English, marked so; the screen's own
    // words are German.
    const definition = within(row).getByText(phase.definition);
    expect(definition).toHaveAttribute('lang', 'en');
    expect(definition).toHaveAttribute('dir', 'ltr');
    expect(within(row).getByText('Phase')).toHaveAttribute('lang', 'en');
    const description = screen.getByText(
      'Road projects of the department: PID, county-route-section, work, phase.',
    );
    expect(description).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { name: de.fields.title })).not.toHaveAttribute('lang');
  });
});
