import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { ErrorBody } from '../../../contracts/errors';
import {
  EditionFields,
  StandardMapDetails,
  StandardMapParams,
  UploadFields,
} from '../../../contracts/standardMaps';
import { errorBody } from '../../errors/httpErrors';
import { signedInUser } from '../../plugins/app/auth';
import type { MapMetadata } from '../../repositories/standardMaps/standardMapsRepository';
import { newUploadedMapId } from '../../standardMaps/library/standardMapLibrary';
import { pageSizeName } from '../../standardMaps/pageSizes';
import { inspectPdf } from '../../standardMaps/upload/inspectPdf';
import {
  MULTIPART_LIMITS,
  UploadProblem,
  receiveUpload,
  type ReceivedUpload,
} from '../../standardMaps/upload/receiveUpload';
import { checkFields, editionDateOf, replyProblem, uploadMetadata } from './standardMapInput';

const RESPONSES = {
  201: StandardMapDetails,
  400: ErrorBody,
  404: ErrorBody,
  413: ErrorBody,
  415: ErrorBody,
};

/** Multipart bodies are read by the handler, so the schema only documents them. */
const FORM = { description: 'multipart/form-data: the text fields, and the PDF as `file`' };

/**
 * Uploads: a new map (`POST /admin/standard-maps`) or a new edition of one (`POST
 * /admin/standard-maps/{id}/editions`). The PDF is streamed to a temporary folder, parsed and
 * drawn (its first page becomes the preview and thumbnail) in a worker thread, and only a
 * whole, readable PDF becomes an edition; anything else gets a 4xx naming the problem and
 * leaves nothing behind.
 */
export const standardMapUploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  const { library, links } = app.standardMaps;

  async function store(
    reply: FastifyReply,
    upload: ReceivedUpload,
    edition: {
      mapId: string;
      metadata: MapMetadata;
      date: string;
      username: string;
    },
  ) {
    const inspection = await inspectPdf(upload.pdf, upload.dir);
    if (!inspection.ok) {
      const { problem, reason, detected } = inspection;
      throw new UploadProblem(400, 'invalid-pdf', problem, {
        field: 'body/file',
        reason,
        ...(detected ? { detected } : {}),
      });
    }
    await library.addEdition(upload.dir, {
      mapId: edition.mapId,
      mapSource: 'uploaded',
      metadata: edition.metadata,
      date: edition.date,
      source: 'uploaded',
      files: [
        {
          position: 0,
          sizeName: pageSizeName(inspection.widthPt, inspection.heightPt),
          widthPt: Math.round(inspection.widthPt * 100) / 100,
          heightPt: Math.round(inspection.heightPt * 100) / 100,
          pages: inspection.pages,
          bytes: upload.bytes,
          sha256: upload.sha256,
        },
      ],
      thumbnailBytes: inspection.thumbnailBytes,
      previewBytes: inspection.previewBytes,
      username: edition.username,
      now: new Date(),
    });
    const map = await library.maps.get(edition.mapId);
    if (!map) throw new Error(`Standard map ${edition.mapId} vanished after its upload`);
    return reply.code(201).send(await links.details(map));
  }

  /** Runs `handle` on the received upload; its folder is gone afterwards, stored or not. */
  async function withUpload(
    reply: FastifyReply,
    receive: () => Promise<ReceivedUpload>,
    handle: (upload: ReceivedUpload) => Promise<FastifyReply>,
  ) {
    let upload: ReceivedUpload | undefined;
    try {
      upload = await receive();
      return await handle(upload);
    } catch (error) {
      if (upload) await library.files.discard(upload.dir);
      if (error instanceof UploadProblem) return replyProblem(reply, error);
      throw error;
    }
  }

  app.post(
    '/standard-maps',
    { schema: { summary: 'Upload a PDF as a new map', body: FORM, response: RESPONSES } },
    async (request, reply) =>
      withUpload(
        reply,
        () => receiveUpload(request, library.files),
        async (upload) => {
          const fields = checkFields(UploadFields, upload.fields);
          return store(reply, upload, {
            mapId: newUploadedMapId(),
            metadata: uploadMetadata(app.config, fields),
            date: editionDateOf(fields.editionDate),
            username: signedInUser(request).username,
          });
        },
      ),
  );

  app.post(
    '/standard-maps/:id/editions',
    {
      schema: {
        summary: "Replace a map's file: the PDF becomes its new edition",
        params: StandardMapParams,
        body: FORM,
        response: RESPONSES,
      },
    },
    async (request, reply) => {
      const map = await library.maps.get(request.params.id);
      if (!map) {
        return reply.code(404).send(errorBody('not-found', `No standard map ${request.params.id}`));
      }
      return withUpload(
        reply,
        () => receiveUpload(request, library.files),
        async (upload) => {
          const fields = checkFields(EditionFields, upload.fields);
          return store(reply, upload, {
            mapId: map.id,
            metadata: map,
            date: editionDateOf(fields.editionDate),
            username: signedInUser(request).username,
          });
        },
      );
    },
  );
};
