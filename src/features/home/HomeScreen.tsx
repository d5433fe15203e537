import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { PidSearchForm } from '../../components/PidSearchForm';
import { selectSession } from '../portal/portalSlice';
import { selectConfig } from '../shell/appSlice';
import { FunctionTileGrid } from './FunctionTileGrid';

const Hero = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalM};
  padding: ${({ theme }) => `${theme.tokens.spacingVerticalXXXL} 0 ${theme.tokens.spacingVerticalXXL}`};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.tokens.fontSizeHero800};
  line-height: ${({ theme }) => theme.tokens.lineHeightHero800};
  font-weight: ${({ theme }) => theme.tokens.fontWeightBold};
`;

const Lead = styled.p`
  margin: 0;
  max-width: 65ch;
  font-size: ${({ theme }) => theme.tokens.fontSizeBase500};
  line-height: ${({ theme }) => theme.tokens.lineHeightBase500};
  color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
`;

const Search = styled(PidSearchForm)`
  max-width: 520px;
`;

const SectionTitle = styled.h2`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
`;

/** The home page: what TIMS offers, a PID search and a tile for each function. */
export function HomeScreen() {
  const { t } = useTranslation('home');
  const department = useAppSelector(selectConfig)?.department;
  // Spec §2: a signed-in user goes straight to the map.
  if (useAppSelector(selectSession) === 'signed-in') return <Navigate to="/map" replace />;
  return (
    <>
      <Hero>
        <Title>{t('title')}</Title>
        <Lead>
          {department ? t('leadWithDepartment', { department: department.name }) : t('lead')}
        </Lead>
        <Search visibleLabel size="large" />
      </Hero>
      <section aria-labelledby="home-functions">
        <SectionTitle id="home-functions">{t('functionsTitle')}</SectionTitle>
        <FunctionTileGrid />
      </section>
    </>
  );
}
