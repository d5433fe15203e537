import { Button, Text } from '@fluentui/react-components';
import { ThumbDislike20Regular, ThumbLike20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSendArticleFeedbackMutation } from '../supportEndpoints';
import { feedbackGiven, rememberFeedback } from '../../../services/storage/articleFeedback';

const Box = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.tokens.spacingVerticalS} ${theme.tokens.spacingHorizontalM}`};
  max-width: 75ch;
  margin-top: ${({ theme }) => theme.tokens.spacingVerticalXXL};
  padding: ${({ theme }) => `${theme.tokens.spacingVerticalM} ${theme.tokens.spacingHorizontalL}`};
  border-radius: ${({ theme }) => theme.tokens.borderRadiusLarge};
  background: ${({ theme }) => theme.tokens.colorNeutralBackground1};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.tokens.fontSizeBase400};
  }
`;

const Answers = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
`;

/**
 * "Was this helpful?" Yes / No: sent once per article and browser (remembered in
 * localStorage), counted anonymously by the server; then a thank-you.
 */
export function ArticleFeedback({ slug }: { slug: string }) {
  const { t } = useTranslation('support');
  const [answered, setAnswered] = useState(() => feedbackGiven(slug) !== undefined);
  const [send, sending] = useSendArticleFeedbackMutation();
  const [failed, setFailed] = useState(false);

  const answer = async (helpful: boolean) => {
    setFailed(false);
    const result = await send({ slug, helpful });
    if ('error' in result) {
      setFailed(true);
      return;
    }
    rememberFeedback(slug, helpful);
    setAnswered(true);
  };

  return (
    <Box aria-labelledby="article-feedback">
      <h2 id="article-feedback">{t('feedback.question')}</h2>
      <div aria-live="polite">
        {answered ? (
          <Text>{t('feedback.thanks')}</Text>
        ) : (
          <Answers>
            <Button
              icon={<ThumbLike20Regular />}
              disabled={sending.isLoading}
              onClick={() => void answer(true)}
            >
              {t('feedback.yes')}
            </Button>
            <Button
              icon={<ThumbDislike20Regular />}
              disabled={sending.isLoading}
              onClick={() => void answer(false)}
            >
              {t('feedback.no')}
            </Button>
          </Answers>
        )}
      </div>
      {failed && <Text role="alert">{t('feedback.failed')}</Text>}
    </Box>
  );
}
