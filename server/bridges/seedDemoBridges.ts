import { DEMO_SEED } from '../projects/demo/generateProjects';
import type { BridgesRepository } from './bridgesRepository';
import { DEMO_BRIDGE_COUNT, generateBridges } from './generateBridges';

/** Fills an empty bridges table with the demo bridges; returns how many were made. */
export async function seedDemoBridges(
  bridges: BridgesRepository,
  options: { stateFips: string; count?: number; year?: number },
): Promise<number> {
  if (!(await bridges.isEmpty())) return 0;
  return bridges.insert(
    generateBridges({
      seed: DEMO_SEED + 1,
      count: options.count ?? DEMO_BRIDGE_COUNT,
      stateFips: options.stateFips,
      year: options.year ?? new Date().getUTCFullYear(),
    }),
  );
}
