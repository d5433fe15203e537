/**
 * Three-letter county abbreviations that start county-route-section names (`DEL-23-10.52`).
 * Ohio's are the department's own and cannot be derived (Ashland is ASD, Morgan MRG); other
 * states get letters derived from the county name (`abbreviate`).
 */
export const OHIO_COUNTY_ABBREVIATIONS: Record<string, string> = {
  Adams: 'ADA',
  Allen: 'ALL',
  Ashland: 'ASD',
  Ashtabula: 'ATB',
  Athens: 'ATH',
  Auglaize: 'AUG',
  Belmont: 'BEL',
  Brown: 'BRO',
  Butler: 'BUT',
  Carroll: 'CAR',
  Champaign: 'CHP',
  Clark: 'CLA',
  Clermont: 'CLE',
  Clinton: 'CLI',
  Columbiana: 'COL',
  Coshocton: 'COS',
  Crawford: 'CRA',
  Cuyahoga: 'CUY',
  Darke: 'DAR',
  Defiance: 'DEF',
  Delaware: 'DEL',
  Erie: 'ERI',
  Fairfield: 'FAI',
  Fayette: 'FAY',
  Franklin: 'FRA',
  Fulton: 'FUL',
  Gallia: 'GAL',
  Geauga: 'GEA',
  Greene: 'GRE',
  Guernsey: 'GUE',
  Hamilton: 'HAM',
  Hancock: 'HAN',
  Hardin: 'HAR',
  Harrison: 'HAS',
  Henry: 'HEN',
  Highland: 'HIG',
  Hocking: 'HOC',
  Holmes: 'HOL',
  Huron: 'HUR',
  Jackson: 'JAC',
  Jefferson: 'JEF',
  Knox: 'KNO',
  Lake: 'LAK',
  Lawrence: 'LAW',
  Licking: 'LIC',
  Logan: 'LOG',
  Lorain: 'LOR',
  Lucas: 'LUC',
  Madison: 'MAD',
  Mahoning: 'MAH',
  Marion: 'MAR',
  Medina: 'MED',
  Meigs: 'MEG',
  Mercer: 'MER',
  Miami: 'MIA',
  Monroe: 'MOE',
  Montgomery: 'MOT',
  Morgan: 'MRG',
  Morrow: 'MRW',
  Muskingum: 'MUS',
  Noble: 'NOB',
  Ottawa: 'OTT',
  Paulding: 'PAU',
  Perry: 'PER',
  Pickaway: 'PIC',
  Pike: 'PIK',
  Portage: 'POR',
  Preble: 'PRE',
  Putnam: 'PUT',
  Richland: 'RIC',
  Ross: 'ROS',
  Sandusky: 'SAN',
  Scioto: 'SCI',
  Seneca: 'SEN',
  Shelby: 'SHE',
  Stark: 'STA',
  Summit: 'SUM',
  Trumbull: 'TRU',
  Tuscarawas: 'TUS',
  Union: 'UNI',
  'Van Wert': 'VAN',
  Vinton: 'VIN',
  Warren: 'WAR',
  Washington: 'WAS',
  Wayne: 'WAY',
  Williams: 'WIL',
  Wood: 'WOO',
  Wyandot: 'WYA',
};

/**
 * A unique three-letter abbreviation per county name: the state's own table when there is one,
 * else the first letter and two later letters of the name, the first such choice not yet taken.
 */
export function abbreviateCounties(stateFips: string, names: string[]): Map<string, string> {
  const table = stateFips === '39' ? OHIO_COUNTY_ABBREVIATIONS : {};
  const taken = new Set<string>();
  const result = new Map<string, string>();
  for (const name of [...names].sort()) {
    const known = table[name];
    const abbreviation = known ?? derive(name, taken);
    taken.add(abbreviation);
    result.set(name, abbreviation);
  }
  return result;
}

function derive(name: string, taken: Set<string>): string {
  const letters = name.toUpperCase().replace(/[^A-Z]/g, '');
  for (let second = 1; second < letters.length; second++) {
    for (let third = second + 1; third < letters.length; third++) {
      const candidate = letters[0] + letters[second]! + letters[third]!;
      if (!taken.has(candidate)) return candidate;
    }
  }
  // A name too short to give a free choice: number it, still three characters.
  for (let n = 0; ; n++) {
    const candidate = `${letters.slice(0, 2).padEnd(2, 'X')}${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
