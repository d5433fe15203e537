import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Bar = styled(MessageBar)`
  max-width: 75ch;
  margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalL};
`;

/**
 * Above an article not yet translated into the reader's language: it is shown in English. Said
 * in the reader's language (the article's text below is marked `lang="en"`).
 */
export function FallbackNotice() {
  const { t } = useTranslation('support');
  return (
    <Bar intent="info" layout="multiline">
      <MessageBarBody>{t('article.fallbackNotice')}</MessageBarBody>
    </Bar>
  );
}
