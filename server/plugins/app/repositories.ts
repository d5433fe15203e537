import fp from 'fastify-plugin';
import { createRepositories, type Repositories } from '../../repositories/repositories';

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
  }
}

export const repositories = fp(
  async (app) => {
    app.decorate('repositories', createRepositories(app.db));
  },
  { name: 'tims-repositories', dependencies: ['tims-database'] },
);
