import { createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { ACTION_LOG_MAX_BYTES } from '../../../contracts/actionLogFormat';
import { codeForStatus } from '../../errors/httpErrors';
import type { ActionLogStore } from './actionLogStore';
import { FIELD_BYTES } from './checkContactFields';
import { ContactProblem } from './contactProblem';

/** The contact form's multipart limits (registered with the plugin in its route's context). */
export const CONTACT_MULTIPART_LIMITS = {
  fileSize: ACTION_LOG_MAX_BYTES,
  files: 1,
  // More than the form has, so an unknown field is named rather than counted.
  fields: 12,
  fieldSize: FIELD_BYTES,
  parts: 13,
  headerPairs: 100,
};

export interface ReceivedContact {
  fields: Record<string, string>;
  /** The attached log as received, under the store's `.tmp`; null when none was attached. */
  log: { path: string; bytes: number } | null;
}

const MEGABYTES = ACTION_LOG_MAX_BYTES / 1024 / 1024;

function problemOf(error: unknown): ContactProblem {
  if (error instanceof ContactProblem) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new ContactProblem(
      413,
      'payload-too-large',
      `The action log is larger than ${MEGABYTES} MB.`,
      { field: 'body/actionLog', reason: 'too-large', limit: ACTION_LOG_MAX_BYTES },
    );
  }
  if (code === 'FST_FILES_LIMIT') {
    return new ContactProblem(400, 'bad-request', 'Attach one file at most: the action log.', {
      field: 'body/actionLog',
      reason: 'too-many',
      limit: CONTACT_MULTIPART_LIMITS.files,
    });
  }
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new ContactProblem(400, 'bad-request', 'The form has more fields than it may.');
  }
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    const message = error instanceof Error ? error.message : 'it is malformed';
    return new ContactProblem(
      statusCode === 406 ? 415 : statusCode,
      codeForStatus(statusCode === 406 ? 415 : statusCode),
      `The form could not be read: ${message}.`,
    );
  }
  // The disk failing (it has an errno) is the server's fault; anything else thrown while the
  // body is parsed (no boundary, a body cut short) is the client's.
  if (error instanceof Error && !('errno' in error)) {
    return new ContactProblem(400, 'bad-request', `The form could not be read: ${error.message}.`);
  }
  throw error;
}

/**
 * Reads the contact form (`multipart/form-data`): its text fields as sent, and the optional
 * file `actionLog` streamed to a temporary file, never held in memory. Anything wrong ends in a
 * `ContactProblem` with the temporary file removed.
 */
export async function receiveContact(
  request: FastifyRequest,
  store: ActionLogStore,
): Promise<ReceivedContact> {
  if (!request.isMultipart()) {
    throw new ContactProblem(
      415,
      'unsupported-media-type',
      'Send the form as multipart/form-data, an action log in the file field "actionLog".',
    );
  }
  let log: ReceivedContact['log'] = null;
  let tempPath: string | undefined;
  try {
    // No prototype: a field named __proto__ is a field like any other, and refused as unknown.
    const fields = Object.create(null) as Record<string, string>;
    for await (const part of request.parts()) {
      const field = `body/${part.fieldname}`;
      if (part.type === 'file') {
        if (part.fieldname !== 'actionLog') {
          part.file.resume();
          throw new ContactProblem(
            400,
            'bad-request',
            `${field} is not an allowed file; attach the action log as "actionLog".`,
            { field, reason: 'not-allowed' },
          );
        }
        tempPath = await store.tempPath();
        let bytes = 0;
        const count = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            bytes += chunk.length;
            callback(null, chunk);
          },
        });
        await pipeline(part.file, count, createWriteStream(tempPath));
        // A browser sends an empty file part for a file input left empty: no log.
        if (bytes === 0 && !part.filename) {
          await store.discard(tempPath);
          tempPath = undefined;
        } else {
          log = { path: tempPath, bytes };
        }
      } else {
        if (Object.hasOwn(fields, part.fieldname)) {
          throw new ContactProblem(400, 'bad-request', `${field} is sent twice.`, {
            field,
            reason: 'sent-twice',
          });
        }
        if (part.valueTruncated) {
          // Cut at the form's byte limit: too long, by a measure that is not characters.
          throw new ContactProblem(400, 'bad-request', `${field} is too long.`, {
            field,
            reason: 'too-long',
          });
        }
        fields[part.fieldname] = String(part.value);
      }
    }
    return { fields, log };
  } catch (error) {
    if (tempPath) await store.discard(tempPath);
    throw problemOf(error);
  }
}
