import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PHASE_COLORS, type Phase } from '../../../contracts/projectFields';

const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalXS};
`;

const Swatch = styled.span<{ $color: string }>`
  flex: none;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ $color }) => $color};
`;

/** A phase with its map colour, so the table, the details and the map's legend agree. */
export function PhaseLabel({ phase }: { phase: Phase }) {
  const { t } = useTranslation('projects');
  return (
    <Label>
      <Swatch $color={PHASE_COLORS[phase]} aria-hidden />
      {t(`phases.${phase}`, { defaultValue: phase })}
    </Label>
  );
}
