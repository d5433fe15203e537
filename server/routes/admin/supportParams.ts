import type { FastifyReply } from 'fastify';
import { Type } from '@sinclair/typebox';
import { SupportReference } from '../../../contracts/support';
import { errorBody } from '../../errors/httpErrors';

/** `/admin/support/requests/{reference}…`: a reference as `TIMS-7K3P9QXM`, nothing else. */
export const ReferenceParams = Type.Object(
  { reference: SupportReference },
  { additionalProperties: false },
);

export const requestNotFound = (reply: FastifyReply, reference: string) =>
  reply.code(404).send(errorBody('request-not-found', `There is no support request ${reference}.`));
