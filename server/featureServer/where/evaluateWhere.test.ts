import { compileWhere } from './evaluateWhere';
import { parseWhere } from './parseWhere';

const FIELDS = {
  name: { type: 'string' as const },
  district: { type: 'integer' as const },
  opened: { type: 'date' as const },
};

const ROWS = [
  { name: 'Delaware', district: 6, opened: '2020-05-01' },
  { name: 'Franklin', district: 6, opened: null },
  { name: 'Lake', district: 12, opened: '2024-01-31' },
  { name: "O'Brien_1", district: null, opened: '2019-12-31' },
];

const matching = (where: string) => {
  const test = compileWhere(parseWhere(where)!, FIELDS);
  return ROWS.filter(test).map((row) => row.name);
};

/** Layers held in memory answer where clauses as the database layers do. */
describe('compileWhere', () => {
  it.each([
    ["district = '6'", ['Delaware', 'Franklin']],
    ['district <> 6', ['Lake']],
    ['NOT district = 6', ['Lake']],
    ['district IN (12, 7)', ['Lake']],
    ['district NOT IN (12)', ['Delaware', 'Franklin']],
    ["name LIKE 'd%'", ['Delaware']],
    ["UPPER(name) LIKE '%K%'", ['Franklin', 'Lake']],
    ["name LIKE '%!_1' ESCAPE '!'", ["O'Brien_1"]],
    ["name = 'O''Brien_1'", ["O'Brien_1"]],
    ['district BETWEEN 1 AND 10', ['Delaware', 'Franklin']],
    ['district NOT BETWEEN 1 AND 10', ['Lake']],
    ['district IS NULL', ["O'Brien_1"]],
    ["opened >= DATE '2020-01-01'", ['Delaware', 'Lake']],
    ["opened < DATE '2020-01-01' OR opened IS NULL", ['Franklin', "O'Brien_1"]],
    ['1=1', ['Delaware', 'Franklin', 'Lake', "O'Brien_1"]],
    ['1=0 OR district > 100', []],
  ])('%s', (where, expected) => {
    expect(matching(where)).toEqual(expected);
  });

  it('names an unknown field or a value of the wrong type', () => {
    expect(() => matching('county = 1')).toThrow('unknown field "county"');
    expect(() => matching("district = 'six'")).toThrow("'six' is not a number");
  });
});
