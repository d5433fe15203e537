import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { ErrorBody } from '../../contracts/errors';
import {
  FacetsQuery,
  Pid,
  Project,
  ProjectFacets,
  ProjectSearchQuery,
  ProjectSearchResult,
} from '../../contracts/projects';
import { errorBody } from '../errors/httpErrors';
import { BadParameter, replyBadParameter, searchFilters } from './projectParams';
import { facetsKey, pidSearchKey, ProjectAnswers } from './projectAnswers';
import { projectsExportRoutes } from './projectsExport';

/**
 * Sends the answer kept for `key` at the projects' current version, or else the one `compute`
 * makes, serialised by the route's schema and kept; false (nothing sent or kept) when `compute`
 * finds nothing. A boolean, not the reply: a reply is a thenable that settles with undefined
 * once sent, so an async function returning it resolved to undefined, and the details route
 * then sent its 404 on a reply already sent (a logged error on every request).
 */
async function sendKept(
  reply: FastifyReply,
  answers: ProjectAnswers,
  key: string,
  compute: () => Promise<unknown>,
): Promise<boolean> {
  // Read first: an answer computed after a write is then kept under a version already gone.
  const version = await reply.server.repositories.projects.version();
  let answer = answers.get(version, key);
  if (answer === undefined) {
    const value = await compute();
    if (value === undefined) return false;
    answer = reply.serialize(value) as string;
    answers.set(version, key, answer);
  }
  void reply.type('application/json; charset=utf-8').send(answer);
  return true;
}

/** Project search, facets, export and details (DESIGN §5). Anyone may read projects. */
export const projectsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const projects = app.repositories.projects;
  // Kept until the projects change: PID-prefix searches, projects' details (the page a search
  // result or a map popup opens) and the facets of searches, each bounded on its own.
  const answers = new ProjectAnswers();
  const details = new ProjectAnswers();
  const facets = new ProjectAnswers();

  app.get(
    '/projects',
    {
      schema: {
        summary: 'Search projects by PID prefix, words and filters',
        querystring: ProjectSearchQuery,
        response: { 200: ProjectSearchResult, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const { sort, order = 'asc', offset = 0, limit = 50, ...query } = request.query;
      const key = query.pid
        ? pidSearchKey(request.query, { pid: query.pid, order, offset, limit })
        : undefined;
      if (key !== undefined) {
        await sendKept(reply, answers, key, async () => {
          const pids = { pid: query.pid };
          const result = await projects.search(pids, { sort: 'pid', order }, { offset, limit });
          return { ...result, offset, limit };
        });
        return reply;
      }
      try {
        const filters = searchFilters(query);
        const byRelevance = sort ?? (query.q?.trim() ? 'relevance' : 'pid');
        const result = await projects.search(
          filters,
          { sort: byRelevance, order },
          { offset, limit },
        );
        return { ...result, offset, limit };
      } catch (error) {
        if (error instanceof BadParameter) return replyBadParameter(reply, error);
        throw error;
      }
    },
  );

  app.get(
    '/projects/facets',
    {
      schema: {
        summary: 'Counts per district, county, phase, work type and fiscal year',
        querystring: FacetsQuery,
        response: { 200: ProjectFacets, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      try {
        const filters = searchFilters(request.query);
        await sendKept(reply, facets, facetsKey(filters), () => projects.facets(filters));
        return reply;
      } catch (error) {
        if (error instanceof BadParameter) return replyBadParameter(reply, error);
        throw error;
      }
    },
  );

  await app.register(projectsExportRoutes);

  app.get(
    '/projects/:pid',
    {
      schema: {
        summary: 'One project, whole',
        params: Type.Object({ pid: Pid }),
        response: { 200: Project, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { pid } = request.params;
      if (await sendKept(reply, details, pid, () => projects.get(pid))) return reply;
      return reply.code(404).send(errorBody('not-found', `No project with PID ${pid}`));
    },
  );
};
