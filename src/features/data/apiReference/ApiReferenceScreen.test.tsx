import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { datasetHandlers } from '../../../../test/support/datasetHandlers';
import { mswServer } from '../../../../test/support/mswServer';
import { renderApp } from '../../../../test/support/renderApp';
import { sampleOpenApi } from '../../../../test/support/datasetFactory';
import { groupByTag, outlineOf, type OpenApiDocument } from './openApi';

describe('the API reference', () => {
  beforeEach(() => mswServer.use(...datasetHandlers().handlers));

  it('groups the operations by tag, each with its parameters, body and answers', async () => {
    await renderApp({ path: '/data/api' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'API reference' }),
    ).toBeInTheDocument();
    const datasets = await screen.findByRole('region', { name: 'datasets' });
    expect(within(datasets).getByText('The data glossary.')).toBeInTheDocument();
    const operations = within(datasets).getAllByRole('article');
    expect(
      operations.map(
        (operation) => within(operation).getByRole('heading', { level: 3 }).textContent,
      ),
    ).toEqual(['post/tims/api/admin/terms', 'get/tims/api/datasets']);

    const list = within(operations[1]!);
    expect(
      list.getByText('The data glossary: datasets matching words, sorted, paged'),
    ).toBeInTheDocument();
    const parameters = list.getByRole('table', { name: 'Parameters of /tims/api/datasets' });
    expect(
      within(parameters)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['q', 'query', 'string', 'Words in names, descriptions or field names'],
      ['sort', 'query', '"title" | "lastUpdated"', ''],
    ]);
    expect(list.getByText('200 · Default Response')).toBeInTheDocument();
    expect(list.getByText('400 · Bad request')).toBeInTheDocument();
    // An outline is made when its disclosure is first opened, and kept when it is closed.
    expect(list.queryByText('Stable machine-readable code')).not.toBeInTheDocument();
    await userEvent.click(list.getByText('Schema of the 400 answer'));
    expect(await list.findByText('Stable machine-readable code')).toBeVisible();
    await userEvent.click(list.getByText('Schema of the 400 answer'));
    await waitFor(() =>
      expect(list.getByText('Schema of the 400 answer').closest('details')).not.toHaveAttribute(
        'open',
      ),
    );
    expect(list.getByText('Stable machine-readable code')).toBeInTheDocument();

    const post = within(operations[0]!);
    expect(post.getByRole('heading', { level: 4, name: 'Request body' })).toBeInTheDocument();
    expect(post.getByText('201 · The term')).toBeInTheDocument();

    const projects = screen.getByRole('region', { name: 'projects' });
    expect(within(projects).getAllByRole('article')).toHaveLength(1);
    const contents = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(contents).getByRole('link', { name: 'datasets' })).toHaveAttribute(
      'href',
      '#tag-datasets',
    );
  });

  it('is reached from the footer of every page but the map', async () => {
    const { router } = await renderApp({ path: '/maps' });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText('Test Department of Transportation')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Open data (DCAT-US)' })).toHaveAttribute(
      'href',
      'http://localhost/tims/api/datasets/dcat.json',
    );
    await userEvent.click(within(footer).getByRole('link', { name: 'API reference' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/data/api'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'API reference' }),
    ).toBeInTheDocument();
  });

  it('filters the operations by words', async () => {
    await renderApp({ path: '/data/api' });
    await screen.findByRole('region', { name: 'datasets' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter operations' }), 'pid');
    expect(screen.queryByRole('region', { name: 'datasets' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter operations' }), 'zzz');
    expect(screen.getByText('No operation matches.')).toBeInTheDocument();
  });
});

describe('reading an OpenAPI document', () => {
  const document = sampleOpenApi() as unknown as OpenApiDocument;

  it('puts operations under their tag, in the order the document gives its tags', () => {
    expect(groupByTag(document).map((group) => [group.name, group.operations.length])).toEqual([
      ['datasets', 2],
      ['projects', 1],
    ]);
  });

  it('outlines a schema: references followed, unions and arrays in words', () => {
    const outline = outlineOf(document, { $ref: '#/components/schemas/ErrorBody' });
    expect(outline.type).toBe('ErrorBody');
    expect(outline.children[0]).toMatchObject({ name: 'error', type: 'object', required: true });
    expect(outline.children[0]!.children.map((child) => child.name)).toEqual(['code', 'message']);
    const list = outlineOf(document, {
      type: 'object',
      properties: {
        items: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } } } },
        count: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
        both: {
          allOf: [
            { type: 'object', properties: { a: { type: 'string' } } },
            { type: 'object', properties: { b: { type: 'number' } }, required: ['b'] },
          ],
        },
      },
    });
    expect(list.children.map((child) => [child.name, child.type])).toEqual([
      ['items', 'array of object'],
      ['count', 'integer | null'],
      ['both', 'object'],
    ]);
    expect(list.children[0]!.children.map((child) => child.name)).toEqual(['id']);
    expect(list.children[2]!.children.map((child) => [child.name, child.required])).toEqual([
      ['a', false],
      ['b', true],
    ]);
  });

  it('names a recursive reference rather than expanding it again', () => {
    const recursive = {
      ...document,
      components: {
        schemas: {
          Node: {
            type: 'object',
            properties: { child: { $ref: '#/components/schemas/Node' } },
          },
        },
      },
    } as OpenApiDocument;
    const outline = outlineOf(recursive, { $ref: '#/components/schemas/Node' });
    expect(outline.children[0]).toMatchObject({ name: 'child', type: 'Node', children: [] });
  });
});
