import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ErrorBody } from '../../../contracts/errors';
import {
  StandardMapFileQuery,
  StandardMapImageQuery,
  StandardMapParams,
} from '../../../contracts/standardMaps';
import { errorBody } from '../../errors/httpErrors';
import type { StoredEdition, StoredMap } from '../../repositories/standardMaps/standardMapRows';
import type { ImageName } from '../../standardMaps/library/mapFiles';
import { contentDisposition, sendFile } from './sendFile';

/** The file is streamed, never serialised from a schema; these describe it for the document. */
const RESPONSES = {
  200: Type.Unknown({ description: 'The file' }),
  206: Type.Unknown({ description: 'The byte range asked for (`Range`)' }),
  400: ErrorBody,
  404: ErrorBody,
  416: ErrorBody,
};

interface Access {
  edition?: string;
  expires?: number;
  signature?: string;
}

/** `Delaware County` → `delaware-county`. */
function slug(title: string): string {
  return (
    title
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'standard-map'
  );
}

/**
 * The files of the library: an edition's PDFs (each page size), its preview and thumbnail.
 * A link naming its edition never changes and is cached for a year; without one it follows
 * the current edition and is revalidated. An unpublished map's files need a signed link.
 */
export const mapFilesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { library, links } = app.standardMaps;

  async function resolve(
    id: string,
    access: Access,
    reply: FastifyReply,
  ): Promise<{ map: StoredMap; edition: StoredEdition; cacheControl: string } | undefined> {
    const map = await library.maps.get(id);
    const edition = map?.editions.find(
      (candidate) => candidate.id === (access.edition ?? map.current.id),
    );
    const allowed =
      map &&
      edition &&
      (map.published || (await links.verify(map.id, edition.id, access.expires, access.signature)));
    if (!map || !edition || !allowed) {
      const what = access.edition && map ? `edition ${access.edition} of ${id}` : id;
      reply.code(404).send(errorBody('not-found', `No standard map ${what}`));
      return undefined;
    }
    const cacheControl = !map.published
      ? 'private, max-age=3600'
      : access.edition
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate';
    return { map, edition, cacheControl };
  }

  app.get(
    '/standard-maps/:id/file',
    {
      schema: {
        summary: 'A PDF of a map (the current edition unless one is named), with byte ranges',
        params: StandardMapParams,
        querystring: StandardMapFileQuery,
        response: RESPONSES,
      },
    },
    async (request, reply) => {
      const found = await resolve(request.params.id, request.query, reply);
      if (!found) return reply;
      const { map, edition, cacheControl } = found;
      const { size, download } = request.query;
      const file = size
        ? edition.files.find((candidate) => candidate.sizeName === size)
        : edition.files[0];
      if (!file) {
        return reply
          .code(404)
          .send(
            errorBody(
              'not-found',
              `This edition has no ${size} page; it has ${edition.files.map((f) => f.sizeName).join(', ')}`,
            ),
          );
      }
      const sizePart = file.sizeName === 'custom' ? '' : `-${file.sizeName}`;
      return sendFile(request, reply, {
        path: library.files.pdfPath(map.id, edition.id, file.position),
        contentType: 'application/pdf',
        etag: file.sha256,
        lastModified: new Date(edition.createdAt).toUTCString(),
        cacheControl,
        disposition: contentDisposition(
          download ? 'attachment' : 'inline',
          `${slug(map.title)}-${edition.date}${sizePart}.pdf`,
        ),
      });
    },
  );

  const image = (name: ImageName) =>
    app.get(
      `/standard-maps/:id/${name}`,
      {
        schema: {
          summary: `The ${name} image of a map's edition (PNG)`,
          params: StandardMapParams,
          querystring: StandardMapImageQuery,
          response: RESPONSES,
        },
      },
      async (request, reply) => {
        const found = await resolve(request.params.id, request.query, reply);
        if (!found) return reply;
        const { map, edition, cacheControl } = found;
        return sendFile(request, reply, {
          path: library.files.imagePath(map.id, edition.id, name),
          contentType: 'image/png',
          etag: `${edition.id}-${name}`,
          lastModified: new Date(edition.createdAt).toUTCString(),
          cacheControl,
        });
      },
    );
  image('thumbnail');
  image('preview');
};
