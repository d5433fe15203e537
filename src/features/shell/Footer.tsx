import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { apiBaseUrl } from '../../lib/absoluteUrl';
import { selectConfig } from './appSlice';

const Bar = styled.footer`
  padding: ${({ theme }) => `${theme.tokens.spacingVerticalM} ${theme.tokens.spacingHorizontalL}`};
  color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
  background: ${({ theme }) => theme.tokens.colorNeutralBackground1};
  border-top: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
  font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.tokens.spacingVerticalXS} ${theme.tokens.spacingHorizontalL}`};
  max-width: ${({ theme }) => theme.layout.wideContentMaxWidth};
  margin: 0 auto;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.tokens.spacingVerticalXS} ${theme.tokens.spacingHorizontalL}`};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    min-height: 24px;
    line-height: 24px;
    color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
  }
`;

/**
 * The foot of every page but the map: who runs TIMS, and the ways to its data for developers
 * (the API reference, the open-data catalogue) and to help.
 */
export function Footer() {
  const { t } = useTranslation();
  const department = useAppSelector(selectConfig)?.department;
  return (
    <Bar>
      <Row>
        <span>{department?.name ?? ''}</span>
        <nav aria-label={t('footer.label')}>
          <ul>
            <li>
              <Link to="/data/api">{t('footer.api')}</Link>
            </li>
            <li>
              <a href={`${apiBaseUrl()}/datasets/dcat.json`} type="application/json">
                {t('footer.openData')}
              </a>
            </li>
            <li>
              <Link to="/support">{t('footer.support')}</Link>
            </li>
          </ul>
        </nav>
      </Row>
    </Bar>
  );
}
