import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DatasetDownloadQuery, DatasetExportQuery, DatasetParams } from '../../contracts/datasets';
import { ErrorBody } from '../../contracts/errors';
import { mayRead } from '../datasets/access';
import { glossaryCsv, glossaryXlsx } from '../datasets/glossaryTable';
import { filterRows } from '../datasets/listing';
import { errorBody } from '../errors/httpErrors';
import { layerDownload } from '../featureServer/export/layerExport';
import { readableDataset, viewerOf } from './datasetsAccess';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const FILE = Type.Unknown({ description: 'The file' });

/**
 * The glossary's files: `GET /datasets/export`, the table as CSV or XLSX with the listing's
 * filters; `GET /datasets/{portalId}/download`, a TIMS layer whole, streamed page by page.
 */
export const datasetsFilesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/datasets/export',
    {
      onRequest: app.optionalUser,
      schema: {
        summary: 'The glossary table as a CSV or XLSX file, honouring the search and filters',
        querystring: DatasetExportQuery,
        // A file, never serialised from a schema.
        response: {
          200: FILE,
          400: ErrorBody,
          401: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const rows = (await app.datasets.rows(viewerOf(request))).filter((row) =>
        mayRead(row.summary.access, request.identity),
      );
      const found = filterRows(rows, filters);
      void reply.header('content-disposition', `attachment; filename="datasets.${format}"`);
      if (format === 'csv') {
        return reply.header('content-type', 'text/csv; charset=utf-8').send(glossaryCsv(found));
      }
      return reply.header('content-type', XLSX).send(await glossaryXlsx(found));
    },
  );

  app.get(
    '/datasets/:portalId/download',
    {
      onRequest: app.optionalUser,
      schema: {
        summary: 'A whole dataset of TIMS as CSV, XLSX or GeoJSON, streamed as it is read',
        description:
          'The same features and fields as its FeatureServer answers; point layers carry ' +
          'longitude and latitude in CSV and XLSX. Staff-only datasets need a signed-in caller. ' +
          "Another server's datasets are downloaded from that server (404 here).",
        params: DatasetParams,
        querystring: DatasetDownloadQuery,
        response: {
          200: FILE,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const dataset = await readableDataset(request, reply, request.params.portalId);
      if (!dataset) return reply;
      if (!dataset.layer) {
        return reply
          .code(404)
          .send(
            errorBody(
              'not-found',
              `${dataset.title} is served by another server: download it from ${dataset.serviceUrl}`,
            ),
          );
      }
      const download = await layerDownload(dataset.layer, request.query.format);
      return reply
        .header('content-type', download.contentType)
        .header('content-disposition', `attachment; filename="${download.fileName}"`)
        .send(download.stream);
    },
  );
};
