import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink } from '../../components/ButtonLink';

const Panel = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.tokens.spacingVerticalM};
  padding: ${({ theme }) => theme.tokens.spacingVerticalXXXL} 0;
  text-align: center;
`;

/** Any path no route matches (spec §2). */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <Panel>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <ButtonLink to="/" appearance="primary">
        {t('notFound.home')}
      </ButtonLink>
    </Panel>
  );
}
