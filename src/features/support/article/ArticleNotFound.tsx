import { ArrowLeft20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ButtonLink';
import { HelpPageHeader } from '../HelpPageHeader';
import { useDocumentTitle } from '../useDocumentTitle';

const Text = styled.p`
  max-width: 70ch;
  margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalL};
`;

/** An address under `/support/` that is no article: said within the help centre, with the way back. */
export function ArticleNotFound() {
  const { t } = useTranslation('support');
  useDocumentTitle(t('notFound.title'));
  return (
    <section aria-labelledby="article-missing">
      <HelpPageHeader title={<span id="article-missing">{t('notFound.title')}</span>} />
      <Text>{t('notFound.text')}</Text>
      <ButtonLink to="/support" appearance="primary" icon={<ArrowLeft20Regular />}>
        {t('notFound.back')}
      </ButtonLink>
    </section>
  );
}
