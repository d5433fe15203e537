import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FUNCTION_TILES } from './functionTiles';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.tokens.spacingHorizontalL};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled(Link)`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.tokens.spacingVerticalXS} ${theme.tokens.spacingHorizontalM}`};
  height: 100%;
  padding: ${({ theme }) => theme.tokens.spacingHorizontalL};
  border: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
  border-radius: ${({ theme }) => theme.tokens.borderRadiusLarge};
  background: ${({ theme }) => theme.tokens.colorNeutralBackground1};
  box-shadow: ${({ theme }) => theme.tokens.shadow2};
  color: inherit;
  text-decoration: none;
  svg {
    grid-row: span 2;
    font-size: 32px;
    color: ${({ theme }) => theme.tokens.colorBrandForeground1};
  }
  &:hover {
    border-color: ${({ theme }) => theme.palette.primary};
    box-shadow: ${({ theme }) => theme.tokens.shadow8};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.tokens.colorStrokeFocus2};
    outline-offset: 2px;
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.tokens.fontSizeBase500};
  font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
  color: ${({ theme }) => theme.tokens.colorBrandForeground1};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
`;

/** A tile for each function of TIMS, each a link to its screen. */
export function FunctionTileGrid() {
  const { t } = useTranslation('home');
  return (
    <Grid>
      {FUNCTION_TILES.map(({ key, path, Icon }) => (
        <li key={key}>
          <Tile to={path}>
            <Icon aria-hidden />
            <Title>{t(`tiles.${key}.title`)}</Title>
            <Text>{t(`tiles.${key}.description`)}</Text>
          </Tile>
        </li>
      ))}
    </Grid>
  );
}
