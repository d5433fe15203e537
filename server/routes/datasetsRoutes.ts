import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DATASET_PAGE_SIZE,
  DatasetDetails,
  DatasetList,
  DatasetListQuery,
  DatasetParams,
  DcatCatalog,
  TermList,
  TermListQuery,
} from '../../contracts/datasets';
import { ErrorBody } from '../../contracts/errors';
import { mayRead } from '../datasets/access';
import { ANONYMOUS } from '../datasets/catalogueTypes';
import { dcatCatalog } from '../datasets/dcat';
import { filterRows, filterTerms } from '../datasets/listing';
import { readableDataset, viewerOf } from './datasetsAccess';

const ERRORS = { 400: ErrorBody, 401: ErrorBody, 503: ErrorBody };

/**
 * The data glossary for everyone (DESIGN §5 `/datasets…`): the table, the terms, one dataset's
 * page and the DCAT-US feed. Staff-only datasets are listed for signed-in callers only.
 */
export const datasetsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const glossary = app.datasets;

  app.get(
    '/datasets',
    {
      onRequest: app.optionalUser,
      schema: {
        summary:
          'The data glossary: datasets matching words, a category and an access, sorted, paged',
        description:
          'Every layer of the TIMS FeatureServers and of the Feature Service items of the ' +
          "portal's data group. `q` matches every word in titles, descriptions and field names " +
          'or aliases (`work_type` finds `workType`). Staff-only datasets are listed for ' +
          'signed-in callers only.',
        querystring: DatasetListQuery,
        response: { 200: DatasetList, ...ERRORS },
      },
    },
    async (request) => {
      const { offset = 0, limit = DATASET_PAGE_SIZE, ...filters } = request.query;
      const rows = await glossary.rows(viewerOf(request));
      const readable = rows.filter((row) => mayRead(row.summary.access, request.identity));
      const found = filterRows(readable, filters);
      return { items: found.slice(offset, offset + limit), total: found.length, offset, limit };
    },
  );

  app.get(
    '/datasets/terms',
    {
      onRequest: app.optionalUser,
      schema: {
        summary:
          'The glossary of terms: the words a DOT uses and the datasets and fields using them',
        querystring: TermListQuery,
        response: { 200: TermList, ...ERRORS },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const datasets = (await glossary.catalogue.datasets(viewer)).filter((dataset) =>
        mayRead(dataset.access, request.identity),
      );
      const items = filterTerms(await glossary.terms(viewer, datasets), request.query.q);
      return { items, total: items.length };
    },
  );

  app.get(
    '/datasets/dcat.json',
    {
      schema: {
        summary: 'The public datasets as a DCAT-US 1.1 catalogue (Project Open Data data.json)',
        response: { 200: DcatCatalog, 503: ErrorBody },
      },
    },
    async (_request, reply) => {
      const [datasets, texts] = await Promise.all([
        glossary.catalogue.datasets(ANONYMOUS),
        app.repositories.glossary.datasetTexts(),
      ]);
      const now = new Date().toISOString();
      const entries = await Promise.all(
        datasets
          .filter((dataset) => dataset.access === 'public')
          .map(async (dataset) => ({
            dataset: await glossary.details(dataset, { values: false }),
            recordedAt: texts.get(dataset.key)?.updatedAt ?? now,
          })),
      );
      entries.sort((a, b) => a.dataset.title.localeCompare(b.dataset.title, 'en'));
      const { publicUrl, department } = app.config;
      // Harvesters poll it; a few minutes' staleness costs nothing.
      void reply.header('cache-control', 'public, max-age=300');
      return dcatCatalog(entries, {
        publicUrl,
        departmentName: department.name,
        departmentUrl: department.url,
      });
    },
  );

  app.get(
    '/datasets/:portalId',
    {
      onRequest: app.optionalUser,
      schema: {
        summary:
          'One dataset: its description, steward, freshness, extent, field dictionary and downloads',
        params: DatasetParams,
        response: { 200: DatasetDetails, 403: ErrorBody, 404: ErrorBody, ...ERRORS },
      },
    },
    async (request, reply) => {
      const dataset = await readableDataset(request, reply, request.params.portalId);
      if (!dataset) return reply;
      return glossary.details(dataset);
    },
  );
};
