import * as FeatureServer from '@koopjs/featureserver';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config';
import type { Db } from '../db/createDatabase';
import { SERVER_VERSION } from '../portal/constants';
import { QUERY_FORMATS } from './koopData';
import type { FeatureService } from './layerSource';
import { countiesService, districtsService, statesService } from './layers/geographyLayers';
import { bridgesService } from './layers/bridgesLayer';
import { projectsService } from './layers/projectsLayers';

/** Every FeatureServer TIMS serves under `/tims/api/rest/services`. */
export function createFeatureServices(db: Db, config: Config): FeatureService[] {
  const { stateFips, stateName } = config.department;
  return [
    projectsService(db),
    bridgesService(db),
    countiesService(stateFips, stateName),
    districtsService(stateFips, stateName),
    statesService(),
  ];
}

/**
 * Koop's handlers keep their defaults and logger module-wide: set once, before the first request.
 * The version matches `rest/info`; descriptions name the department, not Koop.
 */
export function configureKoop(config: Config, logger: FastifyBaseLogger): void {
  const copyrightText = config.department.name;
  FeatureServer.setDefaults({
    currentVersion: SERVER_VERSION,
    fullVersion: `${SERVER_VERSION}.0`,
    maxRecordCount: 2000,
    server: {
      serviceDescription: `Transportation data of the ${config.department.name}`,
      description: `Transportation data of the ${config.department.name}`,
      copyrightText,
    },
    layer: { copyrightText, supportedQueryFormats: QUERY_FORMATS },
  });
  const koopLogger = logger.child({ module: 'koop' });
  FeatureServer.setLogger({
    logger: {
      silly: (...args: unknown[]) => koopLogger.trace(args.map(String).join(' ')),
      debug: (...args: unknown[]) => koopLogger.debug(args.map(String).join(' ')),
      info: (...args: unknown[]) => koopLogger.info(args.map(String).join(' ')),
      warn: (...args: unknown[]) => koopLogger.warn(args.map(String).join(' ')),
      error: (...args: unknown[]) => koopLogger.error(args.map(String).join(' ')),
    },
  });
}
