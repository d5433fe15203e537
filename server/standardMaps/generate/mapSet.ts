import type { StateGeography } from '../../geo/stateGeography';
import type { MapSpec } from '../draw/mapInput';

/**
 * The generated set of a state: the statewide map, one per district and one per county, in
 * that order (the order they are drawn and listed in).
 */
export function mapSet(stateName: string, geography: StateGeography): MapSpec[] {
  return [
    { id: 'statewide', kind: 'statewide', title: stateName },
    ...geography.districts.map((district): MapSpec => ({
      id: `district-${district.district}`,
      kind: 'district',
      title: `District ${district.district}`,
      district: district.district,
    })),
    ...[...geography.counties]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((county): MapSpec => ({
        id: `county-${county.fips}`,
        kind: 'county',
        title: `${county.name} County`,
        countyFips: county.fips,
      })),
  ];
}
