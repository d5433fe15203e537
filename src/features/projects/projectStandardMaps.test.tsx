import { screen, within } from '@testing-library/react';
import { mswServer } from '../../../test/support/mswServer';
import { renderApp } from '../../../test/support/renderApp';
import { standardMapHandlers } from '../../../test/support/standardMapHandlers';
import { sampleLibrary } from '../../../test/support/standardMapFactory';

const section = async () => within(await screen.findByRole('region', { name: 'Standard maps' }));

describe('the standard maps of a project', () => {
  it('links to the PDFs of its district’s and county’s maps, and to the library', async () => {
    mswServer.use(...standardMapHandlers().handlers);
    await renderApp({ path: '/projects/details?pid=112233' });
    const maps = await section();
    const district = await maps.findByRole('link', { name: 'District 6 map (PDF, 94 KB)' });
    expect(district).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/tims\/api\/standard-maps\/district-6\/file\?/),
    );
    expect(district).toHaveAttribute('target', '_blank');
    expect(maps.getByRole('link', { name: 'Delaware County map (PDF, 94 KB)' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/tims\/api\/standard-maps\/county-39041\/file\?/),
    );
    expect(maps.getByRole('link', { name: 'More maps of Delaware County' })).toHaveAttribute(
      'href',
      '/maps?county=39041',
    );
  });

  it('says so when the library has no map of its places', async () => {
    mswServer.use(
      ...standardMapHandlers(sampleLibrary().filter((map) => map.category === 'Statewide'))
        .handlers,
    );
    await renderApp({ path: '/projects/details?pid=112233' });
    const maps = await section();
    expect(
      await maps.findByText("The library has no map of this project's district or counties yet."),
    ).toBeInTheDocument();
    expect(maps.queryByRole('link', { name: /PDF/ })).not.toBeInTheDocument();
  });
});
