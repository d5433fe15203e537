import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { FieldRefusal } from '../../../contracts/fieldRefusal';
import { MAX_UPLOAD_BYTES } from '../../../contracts/standardMapFields';
import { codeForStatus } from '../../errors/httpErrors';
import { pdfName, type MapFiles } from '../library/mapFiles';

/** Limits of an upload's multipart body besides the file's size (registered with the plugin). */
export const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 1,
  fields: 20,
  fieldSize: 8_192,
  parts: 21,
  headerPairs: 100,
};

/**
 * What is wrong with a request, said to the client with its status: `details` names the field
 * and why as data (`contracts/fieldRefusal.ts`), for the app to say in the reader's language.
 */
export class UploadProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: FieldRefusal,
  ) {
    super(message);
  }
}

export interface ReceivedUpload {
  /** The form's text fields. */
  fields: Record<string, string>;
  /** The folder the PDF was written to (`0.pdf`), to become the edition's. */
  dir: string;
  pdf: string;
  bytes: number;
  sha256: string;
}

const MEGABYTES = MAX_UPLOAD_BYTES / 1024 / 1024;

function problemOf(error: unknown): UploadProblem {
  if (error instanceof UploadProblem) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new UploadProblem(413, 'payload-too-large', `The file is larger than ${MEGABYTES} MB.`, {
      field: 'body/file',
      reason: 'too-large',
      limit: MAX_UPLOAD_BYTES,
    });
  if (code === 'FST_FILES_LIMIT')
    return new UploadProblem(400, 'bad-request', 'Send one file, in the field "file".', {
      field: 'body/file',
      reason: 'too-many',
      limit: MULTIPART_LIMITS.files,
    });
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    const message = error instanceof Error ? error.message : 'The form could not be read';
    return new UploadProblem(
      statusCode === 406 ? 415 : statusCode,
      codeForStatus(statusCode),
      `The form could not be read: ${message}.`,
    );
  }
  // The disk failing (it has an errno) is the server's fault; anything else thrown while the
  // body is parsed (no boundary, a body cut short) is the client's.
  if (error instanceof Error && !('errno' in error)) {
    return new UploadProblem(400, 'bad-request', `The form could not be read: ${error.message}.`);
  }
  throw error;
}

/**
 * Reads a multipart upload: its text fields, and its one file (field `file`) streamed to a new
 * temporary folder while being hashed, never held in memory. Anything wrong ends in an
 * `UploadProblem` with the folder removed.
 */
export async function receiveUpload(
  request: FastifyRequest,
  files: MapFiles,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) {
    throw new UploadProblem(
      415,
      'unsupported-media-type',
      'Send the map as multipart/form-data, the PDF in the field "file".',
    );
  }
  const dir = await files.newTempDir();
  const pdf = join(dir, pdfName(0));
  try {
    const fields: Record<string, string> = {};
    let file: { bytes: number; sha256: string } | undefined;
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw new UploadProblem(
            400,
            'bad-request',
            `body/${part.fieldname} is not an allowed field; send the PDF in the field "file".`,
            { field: `body/${part.fieldname}`, reason: 'not-allowed' },
          );
        }
        const hash = createHash('sha256');
        let bytes = 0;
        const measure = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            hash.update(chunk);
            bytes += chunk.length;
            callback(null, chunk);
          },
        });
        await pipeline(part.file, measure, createWriteStream(pdf));
        file = { bytes, sha256: hash.digest('hex') };
      } else {
        if (Object.hasOwn(fields, part.fieldname)) {
          throw new UploadProblem(400, 'bad-request', `body/${part.fieldname} is sent twice.`, {
            field: `body/${part.fieldname}`,
            reason: 'sent-twice',
          });
        }
        fields[part.fieldname] = String(part.value);
      }
    }
    if (!file) {
      throw new UploadProblem(400, 'bad-request', 'body/file is required: attach the PDF.', {
        field: 'body/file',
        reason: 'required',
      });
    }
    const handle = await open(pdf, 'r+');
    await handle.sync().finally(() => handle.close());
    return { fields, dir, pdf, ...file };
  } catch (error) {
    await files.discard(dir);
    throw problemOf(error);
  }
}
