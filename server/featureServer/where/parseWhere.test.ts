import { parseWhere, WhereError, MAX_WHERE_LENGTH } from './parseWhere';

describe('parseWhere', () => {
  it('reads nothing as no condition', () => {
    expect(parseWhere('')).toBeUndefined();
    expect(parseWhere('   ')).toBeUndefined();
  });

  it('reads comparisons, with AND binding tighter than OR', () => {
    expect(parseWhere("phase = 'Construction' OR district >= 3 AND NOT pid <> '1'")).toEqual({
      kind: 'or',
      parts: [
        {
          kind: 'compare',
          left: { kind: 'field', name: 'phase' },
          op: '=',
          right: { kind: 'value', value: 'Construction' },
        },
        {
          kind: 'and',
          parts: [
            {
              kind: 'compare',
              left: { kind: 'field', name: 'district' },
              op: '>=',
              right: { kind: 'value', value: 3 },
            },
            {
              kind: 'not',
              part: {
                kind: 'compare',
                left: { kind: 'field', name: 'pid' },
                op: '<>',
                right: { kind: 'value', value: '1' },
              },
            },
          ],
        },
      ],
    });
  });

  it('reads IN, LIKE with ESCAPE, BETWEEN, IS NULL, functions, dates and quoted names', () => {
    expect(parseWhere('"district" NOT IN (1, 2, -3)')).toMatchObject({
      kind: 'in',
      negated: true,
      operand: { kind: 'field', name: 'district' },
      values: [{ value: 1 }, { value: 2 }, { value: -3 }],
    });
    expect(parseWhere("UPPER(name) LIKE '%DEL!_%' ESCAPE '!'")).toMatchObject({
      kind: 'like',
      operand: { kind: 'call', fn: 'upper', arg: { kind: 'field', name: 'name' } },
      pattern: '%DEL!_%',
      escape: '!',
    });
    expect(
      parseWhere("saleDate BETWEEN DATE '2024-01-01' AND TIMESTAMP '2024-12-31 23:59:59'"),
    ).toMatchObject({
      kind: 'between',
      low: { kind: 'date', value: '2024-01-01' },
      high: { kind: 'date', value: '2024-12-31T23:59:59' },
    });
    expect(parseWhere('saleDate IS NOT NULL')).toMatchObject({ kind: 'null', negated: true });
    expect(parseWhere("name = 'O''Brien Rd'")).toMatchObject({ right: { value: "O'Brien Rd" } });
    expect(parseWhere('((1=1))')).toMatchObject({ kind: 'compare', op: '=' });
  });

  it.each([
    ['1=1; drop table projects', 'unexpected ";"'],
    ["name = 'open", 'not closed'],
    ['pid =', 'ends too early'],
    ['pid', 'ends too early'],
    ['(pid = 1', 'expected ")"'],
    ['sleep(5) = 1', 'function sleep is not supported'],
    ["saleDate > DATE 'yesterday'", 'is not a date'],
    ["name LIKE 'a' ESCAPE 'ab'", 'ESCAPE takes one character'],
    ['pid = 1 pid = 2', 'unexpected "pid"'],
    ['AND = 1', 'unexpected AND'],
  ])('refuses %s', (where, message) => {
    expect(() => parseWhere(where)).toThrow(WhereError);
    expect(() => parseWhere(where)).toThrow(message);
  });

  it('refuses clauses that are too long or nest too deeply', () => {
    expect(() => parseWhere(`pid = '${'1'.repeat(MAX_WHERE_LENGTH)}'`)).toThrow('longer than');
    expect(() => parseWhere(`${'('.repeat(100)}1=1${')'.repeat(100)}`)).toThrow('too deeply');
    expect(() => parseWhere(`${'NOT '.repeat(100)}1=1`)).toThrow('too deeply');
  });
});
