import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body, #root { height: 100%; margin: 0; }
  body {
    font-family: ${({ theme }) => theme.tokens.fontFamilyBase};
    background: ${({ theme }) => theme.tokens.colorNeutralBackground2};
    color: ${({ theme }) => theme.tokens.colorNeutralForeground1};
  }
`;
