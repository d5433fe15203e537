import type { Random } from './random';

const FIRST = [
  'Aaron',
  'Amanda',
  'Brian',
  'Carla',
  'Daniel',
  'Dana',
  'Emily',
  'Eric',
  'Grace',
  'Greg',
  'Hannah',
  'Jason',
  'Jennifer',
  'Kevin',
  'Laura',
  'Marcus',
  'Megan',
  'Nathan',
  'Nicole',
  'Omar',
  'Priya',
  'Rachel',
  'Robert',
  'Sara',
  'Steven',
  'Tanya',
  'Thomas',
  'Vanessa',
  'Wei',
  'Zoe',
] as const;
const LAST = [
  'Adams',
  'Baker',
  'Brooks',
  'Campbell',
  'Chen',
  'Davis',
  'Evans',
  'Fischer',
  'Garcia',
  'Hughes',
  'Jackson',
  'Kowalski',
  'Lopez',
  'Miller',
  'Murphy',
  'Nguyen',
  'Owens',
  'Patel',
  'Reed',
  'Schmidt',
  'Shah',
  'Stewart',
  'Sullivan',
  'Thompson',
  'Walker',
  'Weber',
  'Wilson',
  'Wright',
  'Young',
  'Zimmerman',
] as const;

/** Postal abbreviations by state FIPS, for plausible department e-mail domains. */
const POSTAL: Record<string, string> = {
  '01': 'al',
  '02': 'ak',
  '04': 'az',
  '05': 'ar',
  '06': 'ca',
  '08': 'co',
  '09': 'ct',
  '10': 'de',
  '11': 'dc',
  '12': 'fl',
  '13': 'ga',
  '15': 'hi',
  '16': 'id',
  '17': 'il',
  '18': 'in',
  '19': 'ia',
  '20': 'ks',
  '21': 'ky',
  '22': 'la',
  '23': 'me',
  '24': 'md',
  '25': 'ma',
  '26': 'mi',
  '27': 'mn',
  '28': 'ms',
  '29': 'mo',
  '30': 'mt',
  '31': 'ne',
  '32': 'nv',
  '33': 'nh',
  '34': 'nj',
  '35': 'nm',
  '36': 'ny',
  '37': 'nc',
  '38': 'nd',
  '39': 'oh',
  '40': 'ok',
  '41': 'or',
  '42': 'pa',
  '44': 'ri',
  '45': 'sc',
  '46': 'sd',
  '47': 'tn',
  '48': 'tx',
  '49': 'ut',
  '50': 'vt',
  '51': 'va',
  '53': 'wa',
  '54': 'wv',
  '55': 'wi',
  '56': 'wy',
};

/** Ohio's area codes by district; elsewhere the district number picks one of these too. */
const AREA_CODES = [
  '419',
  '419',
  '419',
  '330',
  '740',
  '937',
  '937',
  '513',
  '740',
  '740',
  '330',
  '216',
];

export interface Contact {
  name: string;
  email: string;
  phone: string;
}

/** A district project manager. Numbers use the 555-01xx block reserved for fiction. */
export function randomContact(random: Random, stateFips: string, district: number): Contact {
  const first = random.pick(FIRST);
  const last = random.pick(LAST);
  const domain = `dot.${POSTAL[stateFips] ?? 'state'}.gov`;
  const area = AREA_CODES[(district - 1) % AREA_CODES.length];
  const line = String(random.int(0, 99)).padStart(2, '0');
  return {
    name: `${first} ${last}`,
    email: `${first}.${last}@${domain}`.toLowerCase(),
    phone: `(${area}) 555-01${line}`,
  };
}
