import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import { errorBody } from '../../errors/httpErrors';

export interface FileAnswer {
  path: string;
  contentType: string;
  /** Strong validator of the content, without quotes. */
  etag: string;
  lastModified: string;
  cacheControl: string;
  /** `Content-Disposition`, when the file has a name to be saved under. */
  disposition?: string;
}

/** The file's bytes, or for HEAD an empty stream: Fastify's HEAD route drains what it gets. */
function body(request: FastifyRequest, read: () => Readable): Readable {
  return request.method === 'HEAD' ? Readable.from([]) : read();
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * Sends a file of the library the way browsers' PDF viewers and download managers expect:
 * validators (`ETag`, `Last-Modified`) with 304 answers, and byte ranges (`Range`, `If-Range`)
 * with 206 answers, streamed from disk. Several ranges in one request get the whole file (RFC
 * 9110 lets a server ignore `Range`); a range beyond the end gets 416.
 */
export async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: FileAnswer,
): Promise<FastifyReply> {
  const info = await stat(file.path).catch(() => undefined);
  if (!info?.isFile()) {
    request.log.error({ path: file.path }, 'A standard map file named by the database is missing');
    return reply.code(404).send(errorBody('not-found', 'The file of this map is missing.'));
  }
  const etag = `"${file.etag}"`;
  reply
    .header('content-type', file.contentType)
    .header('etag', etag)
    .header('last-modified', file.lastModified)
    .header('cache-control', file.cacheControl)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff');
  if (file.disposition) reply.header('content-disposition', file.disposition);

  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();

  const size = info.size;
  const rangeHeader = request.headers.range;
  const ifRange = request.headers['if-range'];
  const rangeApplies = rangeHeader && (!ifRange || ifRange === etag);
  if (rangeApplies) {
    const ranges = parseRange(size, rangeHeader, { combine: true });
    if (ranges === -1) {
      reply.removeHeader('content-disposition');
      return reply
        .code(416)
        .type('application/json; charset=utf-8')
        .header('content-range', `bytes */${size}`)
        .send(errorBody('range-not-satisfiable', `The file has ${size} bytes.`));
    }
    if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1) {
      const { start, end } = ranges[0]!;
      reply
        .code(206)
        .header('content-range', `bytes ${start}-${end}/${size}`)
        .header('content-length', end - start + 1);
      return reply.send(
        request.method === 'HEAD' ? null : createReadStream(file.path, { start, end }),
      );
    }
  }
  reply.header('content-length', size);
  return reply.send(body(request, () => createReadStream(file.path)));
}

/** `attachment; filename="…"` with an ASCII name and the exact one in `filename*`. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `${kind}; filename="${ascii || 'map.pdf'}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
