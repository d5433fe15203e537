import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DatasetExportQuery } from '../../contracts/datasets';
import { ErrorBody } from '../../contracts/errors';
import { mayRead } from '../datasets/access';
import { glossaryCsv, glossaryXlsx } from '../datasets/glossaryTable';
import { filterRows } from '../datasets/listing';
import { viewerOf } from './datasetsAccess';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `GET /datasets/export`: the glossary table as CSV or XLSX, with the listing's filters. */
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
          200: Type.Unknown({ description: 'The file' }),
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
};
