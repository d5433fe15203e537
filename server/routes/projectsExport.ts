import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorBody } from '../../contracts/errors';
import {
  EXPORT_COLUMNS,
  ExportQuery,
  type ExportColumn,
  type ExportFormat,
} from '../../contracts/projects';
import { csvStream, geoJsonStream, xlsxStream } from '../projects/export/exportStreams';
import { BadParameter, replyBadParameter, searchFilters } from './projectParams';

const FORMATS: Record<ExportFormat, { type: string; stream: typeof csvStream }> = {
  csv: { type: 'text/csv; charset=utf-8', stream: csvStream },
  geojson: { type: 'application/geo+json', stream: geoJsonStream },
  xlsx: {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    stream: xlsxStream,
  },
};

/** `GET /projects/export`: a search as CSV, GeoJSON or XLSX, streamed batch by batch. */
export const projectsExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/projects/export',
    {
      schema: {
        summary: 'A search as a CSV, GeoJSON or XLSX file with the chosen columns',
        querystring: ExportQuery,
        // The file is streamed as it is read, never serialised from a schema.
        response: { 200: Type.Unknown({ description: 'The file' }), 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const { format, columns, sort = 'pid', order = 'asc', ...query } = request.query;
      let filters;
      try {
        filters = searchFilters(query);
      } catch (error) {
        if (error instanceof BadParameter) return replyBadParameter(reply, error);
        throw error;
      }
      const chosen = columns
        ? [...new Set(columns.split(',') as ExportColumn[])]
        : [...EXPORT_COLUMNS];
      const batches = app.repositories.projects.exportRows(filters, { sort, order });
      const { type, stream } = FORMATS[format];
      return reply
        .header('content-type', type)
        .header('content-disposition', `attachment; filename="projects.${format}"`)
        .send(stream(batches, chosen));
    },
  );
};
