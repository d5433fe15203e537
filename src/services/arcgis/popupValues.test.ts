import { namedValueExpression } from './popupValues';

describe('a value named in the interface language in a popup', () => {
  it('decodes each known value to its name and keeps any other as it is', () => {
    expect(namedValueExpression('condition', { Good: 'Gut', Fair: 'Ausreichend' })).toBe(
      'Decode($feature.condition, "Good", "Gut", "Fair", "Ausreichend", $feature.condition)',
    );
  });

  it('writes names with quotes, slashes and other scripts as Arcade strings', () => {
    expect(
      namedValueExpression('phase', {
        'Final Engineering/ROW': 'Ausführungsplanung / „Grunderwerb“',
        Planning: 'قال "تخطيط" \\ هنا',
      }),
    ).toBe(
      'Decode($feature.phase, "Final Engineering/ROW", "Ausführungsplanung / „Grunderwerb“", ' +
        '"Planning", "قال \\"تخطيط\\" \\\\ هنا", $feature.phase)',
    );
  });

  it('is the field itself when no names are known', () => {
    expect(namedValueExpression('phase')).toBe('$feature.phase');
    expect(namedValueExpression('phase', {})).toBe('$feature.phase');
  });
});
