import { NavLink } from 'react-router-dom';
import styled from 'styled-components';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.tokens.spacingHorizontalL};
  margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalL};
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding-block: ${({ theme }) => theme.tokens.spacingVerticalXS};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.tokens.colorNeutralForeground1};
    font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
    text-decoration: none;
  }
`;

export interface SubPage {
  path: string;
  text: string;
}

/** The pages of one section of the administration area; the current one marked (aria-current). */
export function SubPagesNav({ label, pages }: { label: string; pages: readonly SubPage[] }) {
  return (
    <nav aria-label={label}>
      <List>
        {pages.map((page) => (
          <li key={page.path}>
            <NavLink to={page.path} end>
              {page.text}
            </NavLink>
          </li>
        ))}
      </List>
    </nav>
  );
}
