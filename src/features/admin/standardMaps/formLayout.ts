import { MessageBar } from '@fluentui/react-components';
import styled from 'styled-components';

/** The heading block of an administration page: its h2 and what the page is for. */
export const Intro = styled.div`
  margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalL};
  > a {
    margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalS}
      calc(-1 * ${({ theme }) => theme.tokens.spacingHorizontalM});
  }
  h2 {
    margin: 0;
  }
  p {
    margin: ${({ theme }) => theme.tokens.spacingVerticalXS} 0 0;
    max-width: 70ch;
    color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
  }
`;

/** A form of one column, at reading width. */
export const FormColumn = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.tokens.spacingVerticalL};
  max-width: 640px;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
`;

/** A message about what was just done (uploaded, deleted), above the page's sections. */
export const Notice = styled(MessageBar)`
  margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalXL};
`;
