import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PortalTransport } from '../auth/portalClient';
import { fetchTransport, injectTransport } from '../auth/portalTransport';
import type { FeatureService } from '../featureServer/layerSource';
import { PORTAL_TIMEOUT_MS } from '../plugins/app/auth';
import { createCatalogue } from './catalogue';
import { glossaryDefaults } from './defaults/glossaryDefaults';
import { createGlossary, type Glossary } from './glossary';

declare module 'fastify' {
  interface FastifyInstance {
    /** The data glossary: its catalogue of datasets, their text, values and terms. */
    datasets: Glossary;
  }
}

export interface GlossaryPluginOptions {
  /** TIMS's FeatureServers (the same objects the FeatureServer routes answer with). */
  services: FeatureService[];
}

/**
 * Decorates `app.datasets` for the public and admin glossary routes, and once the database is
 * migrated writes the default text of TIMS's layers and the DOT terms where no row is yet. A
 * failed seeding is logged: the glossary then shows the same defaults from code.
 */
export const glossaryPlugin = fp<GlossaryPluginOptions>(
  async (app, { services }) => {
    const { config } = app;
    const catalogue = createCatalogue({
      services,
      publicUrl: config.publicUrl,
      portalUrl: config.portal.url,
      dataGroupId: config.portal.dataGroupId,
      departmentName: config.department.name,
      stateName: config.department.stateName,
      transport: portalTransport(app),
      log: app.log,
    });
    app.decorate(
      'datasets',
      createGlossary({
        catalogue,
        repository: app.repositories.glossary,
        publicUrl: config.publicUrl,
        log: app.log,
      }),
    );

    app.addHook('onReady', async () => {
      try {
        const written = await app.repositories.glossary.seedDefaults(
          glossaryDefaults(config.department.stateName),
          new Date(),
        );
        if (written > 0) app.log.info(`Data glossary: ${written} default entries written`);
      } catch (error) {
        app.log.error({ err: error }, 'Data glossary: writing the default entries failed');
      }
    });
  },
  { name: 'tims-glossary', dependencies: ['tims-repositories'] },
);

/** The portal the auth plugin asks, reached the same way (in process when it is the local one). */
function portalTransport(app: FastifyInstance): PortalTransport {
  const { url, local } = app.config.portal;
  return local
    ? injectTransport(app, new URL(url).pathname.replace(/\/+$/, ''), PORTAL_TIMEOUT_MS)
    : fetchTransport(url, PORTAL_TIMEOUT_MS);
}
