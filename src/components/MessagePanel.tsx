import styled from 'styled-components';

/** The centred column of a whole-screen message: Not Found, a failed screen. */
export const MessagePanel = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.tokens.spacingVerticalM};
  padding: ${({ theme }) => theme.tokens.spacingVerticalXXXL} 0;
  text-align: center;
`;
