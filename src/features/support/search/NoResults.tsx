import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ContactLink } from '../ContactLink';

const Box = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.tokens.spacingVerticalM};
  max-width: 70ch;
  p {
    margin: 0;
  }
`;

/** No article holds every word: fewer or other words, or ask the team. */
export function NoResults() {
  const { t } = useTranslation('support');
  return (
    <Box>
      <p>{t('search.noneHint')}</p>
      <p>{t('search.noneContact')}</p>
      <ContactLink />
    </Box>
  );
}
