import styled from 'styled-components';

/** The typography of an article's HTML: headings, lists, tables, code, pictures and marks. */
export const ArticleText = styled.div`
  max-width: 75ch;
  font-size: ${({ theme }) => theme.tokens.fontSizeBase400};
  line-height: ${({ theme }) => theme.tokens.lineHeightBase400};
  overflow-wrap: break-word;

  h2,
  h3 {
    scroll-margin-top: ${({ theme }) => theme.tokens.spacingVerticalXXL};
    line-height: 1.3;
  }
  h2 {
    margin: ${({ theme }) => `${theme.tokens.spacingVerticalXXL} 0 ${theme.tokens.spacingVerticalS}`};
    font-size: ${({ theme }) => theme.tokens.fontSizeBase600};
  }
  h3 {
    margin: ${({ theme }) => `${theme.tokens.spacingVerticalXL} 0 ${theme.tokens.spacingVerticalXS}`};
    font-size: ${({ theme }) => theme.tokens.fontSizeBase500};
  }
  h2:focus,
  h3:focus {
    outline: none;
  }
  h2:focus-visible,
  h3:focus-visible {
    outline: 2px solid ${({ theme }) => theme.tokens.colorStrokeFocus2};
  }
  > :first-child {
    margin-top: 0;
  }
  p,
  ul,
  ol,
  table,
  pre,
  blockquote,
  figure {
    margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalM};
  }
  li + li {
    margin-top: ${({ theme }) => theme.tokens.spacingVerticalXS};
  }
  a {
    color: ${({ theme }) => theme.tokens.colorBrandForegroundLink};
  }
  a:hover {
    color: ${({ theme }) => theme.tokens.colorBrandForegroundLinkHover};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.tokens.colorStrokeFocus2};
    outline-offset: 1px;
  }
  code {
    padding: 0 ${({ theme }) => theme.tokens.spacingHorizontalXXS};
    border-radius: ${({ theme }) => theme.tokens.borderRadiusSmall};
    background: ${({ theme }) => theme.tokens.colorNeutralBackground3};
    font-family: ${({ theme }) => theme.tokens.fontFamilyMonospace};
    font-size: 0.9em;
  }
  pre {
    overflow-x: auto;
    padding: ${({ theme }) => theme.tokens.spacingHorizontalM};
    border-radius: ${({ theme }) => theme.tokens.borderRadiusMedium};
    background: ${({ theme }) => theme.tokens.colorNeutralBackground3};
  }
  pre code {
    padding: 0;
    background: none;
  }
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.tokens.fontSizeBase300};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.tokens.spacingVerticalXS} ${theme.tokens.spacingHorizontalS}`};
    border: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
    text-align: start;
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.tokens.colorNeutralBackground3};
  }
  img {
    display: block;
    max-width: 100%;
    height: auto;
    border: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
    border-radius: ${({ theme }) => theme.tokens.borderRadiusMedium};
  }
  blockquote {
    padding-inline-start: ${({ theme }) => theme.tokens.spacingHorizontalM};
    border-inline-start: 4px solid ${({ theme }) => theme.tokens.colorBrandStroke1};
    color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
  }
  mark {
    padding: 0 1px;
    border-radius: ${({ theme }) => theme.tokens.borderRadiusSmall};
    background: ${({ theme }) => theme.tokens.colorPaletteYellowBackground2};
    color: inherit;
  }
`;
