import type { LayerSpec } from '../../services/arcgis/types';

/** A TIMS layer of the default map; some are for signed-in staff only. */
export interface TimsLayer extends LayerSpec {
  requiresSignIn: boolean;
}

/**
 * The default map's layers, bottom first: districts, project lines, projects (every project as
 * a point) and bridges (staff only). Their ids are stable: links name them (`visiblelayers`).
 */
export function timsLayers(servicesUrl: string): TimsLayer[] {
  const layer = (
    id: string,
    title: string,
    service: string,
    index: number,
    extra: Partial<TimsLayer> = {},
  ): TimsLayer => ({
    id,
    title,
    source: { kind: 'service', url: `${servicesUrl}/${service}/FeatureServer/${index}` },
    visible: true,
    opacity: 1,
    requiresSignIn: false,
    ...extra,
  });
  return [
    layer('districts', 'Districts', 'Districts', 0, { opacity: 0.8 }),
    layer('project-lines', 'Project lines', 'Projects', 1),
    layer('projects', 'Projects', 'Projects', 0),
    layer('bridges', 'Bridges', 'Bridges', 0, { requiresSignIn: true }),
  ];
}

export const TIMS_LAYER_IDS = ['districts', 'project-lines', 'projects', 'bridges'] as const;
