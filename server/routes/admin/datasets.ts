import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  DatasetDetails,
  DatasetField,
  DatasetMetadataInput,
  DatasetParams,
  FieldMetadataInput,
  FieldParams,
  GLOSSARY_AUDIT_LIMIT,
  GlossaryAudit,
  GlossaryAuditQuery,
  Term,
  TermInput,
  TermParams,
} from '../../../contracts/datasets';
import { ErrorBody } from '../../../contracts/errors';
import type { CatalogueDataset } from '../../datasets/catalogueTypes';
import { errorBody } from '../../errors/httpErrors';
import { strictBodies } from '../../http/strictBodies';
import { signedInUser } from '../../plugins/app/auth';
import { viewerOf } from '../datasetsAccess';
import {
  datasetTextOf,
  fieldTextOf,
  GlossaryInputProblem,
  slugOf,
  termWriteOf,
} from './datasetsInput';

const ERRORS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 503: ErrorBody };

const notFound = (reply: FastifyReply, message: string) =>
  reply.code(404).send(errorBody('not-found', message));

/** Attempts at a free id for a new term: `pid`, `pid-2`, … `pid-99`. */
const MAX_SLUG_SUFFIX = 99;

/**
 * The glossary's text for administrators (guarded by `admin.ts`): each dataset's description,
 * category, steward, contact, frequency and licence; each field's definition and units; the
 * terms. Every write is stored with its audit row in one transaction, attributed to the
 * verified portal user. Bodies are taken as sent (no coercion).
 */
export const adminDatasetsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const glossary = app.datasets;
  const repository = app.repositories.glossary;

  const datasetOr404 = async (
    request: Parameters<typeof viewerOf>[0],
    reply: FastifyReply,
    portalId: string,
  ): Promise<CatalogueDataset | undefined> => {
    const dataset = await glossary.catalogue.find(portalId, viewerOf(request));
    if (!dataset) void notFound(reply, `No dataset ${portalId}`);
    return dataset;
  };

  const problem = (reply: FastifyReply, error: unknown) => {
    if (!(error instanceof GlossaryInputProblem)) throw error;
    return reply.code(400).send(errorBody(error.code, error.message, error.details));
  };

  app.get(
    '/datasets/audit',
    {
      schema: {
        summary: 'Who changed what in the data glossary, newest first',
        querystring: GlossaryAuditQuery,
        response: { 200: GlossaryAudit, ...ERRORS },
      },
    },
    async (request) => {
      const [entries, datasets] = await Promise.all([
        repository.audit(request.query.limit ?? GLOSSARY_AUDIT_LIMIT),
        glossary.catalogue.datasets(viewerOf(request)),
      ]);
      const idOf = new Map(datasets.map((dataset) => [dataset.key, dataset.id]));
      return {
        items: entries.map((entry) => {
          if (entry.target === 'term') return entry;
          const [key = '', field] = entry.targetId.split('#', 2);
          const id = idOf.get(key) ?? key;
          return { ...entry, targetId: field === undefined ? id : `${id}/${field}` };
        }),
      };
    },
  );

  app.put(
    '/datasets/:portalId',
    {
      validatorCompiler: strictBodies,
      schema: {
        summary:
          "Change a dataset's description, category, steward, contact, update frequency or licence",
        params: DatasetParams,
        body: DatasetMetadataInput,
        response: { 200: DatasetDetails, ...ERRORS },
      },
    },
    async (request, reply) => {
      const dataset = await datasetOr404(request, reply, request.params.portalId);
      if (!dataset) return reply;
      let text;
      try {
        text = datasetTextOf(request.body);
      } catch (error) {
        return problem(reply, error);
      }
      await repository.saveDataset(
        dataset.key,
        text,
        await glossary.text(dataset),
        signedInUser(request).username,
        new Date(),
      );
      return glossary.details(dataset);
    },
  );

  app.put(
    '/datasets/:portalId/fields/:field',
    {
      validatorCompiler: strictBodies,
      schema: {
        summary: 'Change what a field of a dataset means and its units',
        params: FieldParams,
        body: FieldMetadataInput,
        response: { 200: DatasetField, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { portalId, field } = request.params;
      const dataset = await datasetOr404(request, reply, portalId);
      if (!dataset) return reply;
      if (!dataset.fields.some((candidate) => candidate.name === field)) {
        return notFound(reply, `The dataset ${portalId} has no field ${field}`);
      }
      await repository.saveField(
        dataset.key,
        field,
        fieldTextOf(request.body),
        await glossary.fieldText(dataset, field),
        signedInUser(request).username,
        new Date(),
      );
      const details = await glossary.details(dataset);
      return details.fields.find((candidate) => candidate.name === field)!;
    },
  );

  app.post(
    '/terms',
    {
      validatorCompiler: strictBodies,
      schema: {
        summary: 'Add a term to the glossary',
        body: TermInput,
        response: { 201: Term, 409: ErrorBody, ...ERRORS },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      let term;
      try {
        term = await termWriteOf(request.body, (id) => glossary.catalogue.find(id, viewer));
      } catch (error) {
        return problem(reply, error);
      }
      const slug = slugOf(term.term);
      const by = signedInUser(request).username;
      for (let n = 1; n <= MAX_SLUG_SUFFIX; n++) {
        const id = n === 1 ? slug : `${slug}-${n}`;
        if (await repository.createTerm(id, term, by, new Date())) {
          return reply.code(201).send((await glossary.term(id, viewer))!);
        }
      }
      return reply
        .code(409)
        .send(errorBody('conflict', `Too many terms are named like "${term.term}"`));
    },
  );

  app.put(
    '/terms/:id',
    {
      validatorCompiler: strictBodies,
      schema: {
        summary: 'Change a term of the glossary',
        params: TermParams,
        body: TermInput,
        response: { 200: Term, ...ERRORS },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      let term;
      try {
        term = await termWriteOf(request.body, (id) => glossary.catalogue.find(id, viewer));
      } catch (error) {
        return problem(reply, error);
      }
      const { id } = request.params;
      const updated = await repository.updateTerm(
        id,
        term,
        signedInUser(request).username,
        new Date(),
      );
      if (!updated) return notFound(reply, `No term ${id}`);
      return (await glossary.term(id, viewer))!;
    },
  );

  app.delete(
    '/terms/:id',
    {
      schema: {
        summary: 'Delete a term of the glossary',
        params: TermParams,
        response: { 204: Type.Null(), ...ERRORS },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const deleted = await repository.deleteTerm(id, signedInUser(request).username, new Date());
      if (!deleted) return notFound(reply, `No term ${id}`);
      return reply.code(204).send(null);
    },
  );
};
