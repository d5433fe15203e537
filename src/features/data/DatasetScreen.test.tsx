import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRIDGES_ITEM, PROJECTS_ITEM } from '../../../test/support/datasetFactory';
import { datasetHandlers } from '../../../test/support/datasetHandlers';
import { mswServer } from '../../../test/support/mswServer';
import { renderApp } from '../../../test/support/renderApp';
import { signedInAs } from '../../../test/support/signedInAs';
import { createTestServices } from '../../../test/support/testServices';

const PAGE = `/data/dataset/${PROJECTS_ITEM}`;
const section = (name: string) => screen.getByRole('region', { name });
const previewPids = () =>
  within(screen.getByRole('table', { name: 'First rows of the dataset' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);

describe('a dataset page', () => {
  beforeEach(() => mswServer.use(...datasetHandlers().handlers));

  it('says what the dataset is, who keeps it, how fresh, and where its data lies', async () => {
    await renderApp({ path: PAGE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(
      screen.getByText('Road projects of the department: PID, county-route-section, work, phase.'),
    ).toBeInTheDocument();
    const about = within(section('About this dataset'));
    const facts = Object.fromEntries(
      about
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toMatchObject({
      Category: 'Projects',
      Access: 'Public',
      Steward: 'Office of Program Management',
      Contact: 'Program Management',
      'Update frequency': 'Daily',
      'Last refresh': 'Nov 20, 2026, 8:30 AM',
      Records: '60',
      Features: 'Points',
      Licence: 'Public domain',
      Tags: 'projectsSTIP',
    });
    expect(about.getByRole('link', { name: 'Program Management' })).toHaveAttribute(
      'href',
      'mailto:projects@dot.example.gov',
    );
    const sketch = await about.findByRole('img', { name: /^Where the data lies in Ohio/ });
    await waitFor(() => expect(sketch.querySelector('path[fill-rule="evenodd"]')).not.toBeNull());
    expect(sketch.querySelector('rect')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Open in map' })).toHaveAttribute(
      'href',
      `/map/cid/${PROJECTS_ITEM}`,
    );
  });

  it('explains every field, folding a long list of values', async () => {
    await renderApp({ path: PAGE });
    const fields = await screen.findByRole('table', { name: 'Fields' });
    const rows = within(fields).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.id)).toEqual([
      'field-OBJECTID',
      'field-pid',
      'field-name',
      'field-workType',
      'field-estimatedCost',
      'field-saleDate',
    ]);
    const cost = within(rows[4]!).getAllByRole('cell');
    expect(cost.map((cell) => cell.textContent)).toEqual([
      'estimatedCostEstimated cost (USD)',
      'Number',
      'The estimated cost of construction.',
      'USD',
      '—',
      '1,250,000 · 480,000.5',
    ]);
    const workType = within(rows[3]!);
    const values = workType.getByRole('list', { name: 'Values of Work type' });
    expect(within(values).getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(workType.getByRole('button', { name: 'Show all 8 values' }));
    expect(
      within(values)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Resurfacing (25)',
      'Bridge replacement (12)',
      'Safety (8)',
      'Widening (6)',
      'Signals (4)',
      'Interchange (3)',
      'Sidewalks (1)',
      '(empty) (1)',
    ]);
    expect(workType.getByRole('button', { name: 'Show fewer values' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('points at the field a link names', async () => {
    await renderApp({ path: `${PAGE}#field-workType` });
    const row = await screen.findByRole('row', { name: /workType/ });
    expect(row).toHaveAttribute('data-targeted', 'true');
    await waitFor(() => expect(row).toHaveFocus());
  });

  it('previews the first rows, 25 a page, from the FeatureServer', async () => {
    await renderApp({ path: PAGE });
    await waitFor(() => expect(previewPids()).toHaveLength(25));
    expect(previewPids()[0]).toBe('100001');
    const preview = within(section('Preview'));
    expect(preview.getByText('1–25 of 60')).toBeInTheDocument();
    const first = within(
      screen.getByRole('table', { name: 'First rows of the dataset' }),
    ).getAllByRole('row')[1]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['100001', '100001', 'DEL-23-0.00', 'Resurfacing', '1,000,000', 'Mar 1, 2027']);
    await userEvent.click(preview.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(previewPids()[0]).toBe('100026'));
    expect(preview.getByText('26–50 of 60')).toBeInTheDocument();
    await userEvent.click(preview.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(previewPids()).toHaveLength(10));
    expect(preview.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(preview.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(previewPids()[0]).toBe('100026'));
  });

  it('offers the files and the FeatureServer URL, which it copies', async () => {
    const { io } = await renderApp({ path: PAGE });
    const get = within(await screen.findByRole('region', { name: 'Get the data' }));
    expect(
      get.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(
      ['csv', 'xlsx', 'geojson'].map((format) => [
        format === 'geojson' ? 'GeoJSON' : format.toUpperCase(),
        `http://localhost/tims/api/datasets/${PROJECTS_ITEM}/download?format=${format}`,
      ]),
    );
    expect(get.getByRole('textbox', { name: 'FeatureServer URL' })).toHaveValue(
      'http://localhost/tims/api/rest/services/Projects/FeatureServer/0',
    );
    expect(get.getByText(/ArcGIS Pro: on the Map tab choose Add Data/)).toBeInTheDocument();
    expect(get.getByText(/QGIS: in the Browser panel/)).toBeInTheDocument();
    await userEvent.click(get.getByRole('button', { name: 'Copy URL' }));
    await waitFor(() =>
      expect(io.copied).toEqual([
        'http://localhost/tims/api/rest/services/Projects/FeatureServer/0',
      ]),
    );
  });

  it('says clearly when there is no such dataset', async () => {
    await renderApp({ path: '/data/dataset/ffffffffffffffffffffffffffffffff' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dataset not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the data glossary' })).toHaveAttribute(
      'href',
      '/data',
    );
  });

  it('says so at once for an id that cannot be one', async () => {
    await renderApp({ path: '/data/dataset/not-an-id' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dataset not found' }),
    ).toBeInTheDocument();
  });

  it('asks an anonymous visitor to sign in for a staff-only dataset', async () => {
    const { io } = await renderApp({ path: `/data/dataset/${BRIDGES_ITEM}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to see this dataset' }),
    ).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('main')).getByRole('button', { name: 'Sign In' }),
    );
    await waitFor(() => expect(io.browser.assigned).toHaveLength(1));
    expect(io.browser.assigned[0]).toMatch(/\/oauth2\/authorize\?/);
  });

  it('shows a staff-only dataset to signed-in staff', async () => {
    await renderApp({
      path: `/data/dataset/${BRIDGES_ITEM}`,
      testServices: signedInAs('tims.staff'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bridges' })).toBeInTheDocument();
    expect(screen.getByText(/This layer is for staff/)).toBeInTheDocument();
  });

  it('downloads a staff-only dataset’s file with the visitor’s token', async () => {
    const saved: string[] = [];
    const created = jest.fn((blob: Blob) => `blob:test/${blob.size}`);
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: () => undefined });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    try {
      await renderApp({
        path: `/data/dataset/${BRIDGES_ITEM}`,
        testServices: signedInAs('tims.staff'),
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Download Bridges as CSV' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]).toMatch(/^bridges\.csv blob:test\/\d+$/);
    } finally {
      click.mockRestore();
    }
  });

  it('shows each field as a card on a phone', async () => {
    await renderApp({
      path: PAGE,
      testServices: createTestServices({ width: 375, height: 812, touch: true }),
    });
    const fields = await screen.findByRole('list', { name: 'Fields' });
    const cards = within(fields).getAllByRole('listitem', { name: /·/ });
    expect(cards).toHaveLength(6);
    expect(cards[3]).toHaveAttribute('id', 'field-workType');
  });
});
