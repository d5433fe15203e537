import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ENGLISH } from '../English';
import { InlineCode } from './InlineCode';
import type { OutlineNode } from './openApi';

const Tree = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.tokens.spacingHorizontalL};
  list-style: none;
  border-inline-start: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
  li {
    padding: ${({ theme }) => theme.tokens.spacingVerticalXXS} 0;
  }
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `0 ${theme.tokens.spacingHorizontalS}`};
  overflow-wrap: anywhere;
`;

const Type = styled.span`
  color: ${({ theme }) => theme.tokens.colorPaletteBerryForeground2};
  font-family: ${({ theme }) => theme.tokens.fontFamilyMonospace};
  font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
`;

const Required = styled.span`
  color: ${({ theme }) => theme.tokens.colorStatusDangerForeground1};
  font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
`;

const Note = styled.span`
  color: ${({ theme }) => theme.tokens.colorNeutralForeground3};
  font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.tokens.colorNeutralForeground2};
`;

function NodeLine({ node }: { node: OutlineNode }) {
  const { t } = useTranslation('data');
  return (
    <>
      <Line>
        {node.name !== undefined && <code>{node.name}</code>}
        <Type>{node.type}</Type>
        {node.required && <Required>{t('api.required')}</Required>}
        {node.constraints.length > 0 && <Note>{node.constraints.join(' · ')}</Note>}
      </Line>
      {node.description && (
        <Description {...ENGLISH}>
          <InlineCode text={node.description} />
        </Description>
      )}
    </>
  );
}

function Children({ nodes }: { nodes: OutlineNode[] }) {
  return (
    <Tree>
      {nodes.map((node, index) => (
        <li key={`${node.name ?? ''}-${index}`}>
          <NodeLine node={node} />
          {node.children.length > 0 && <Children nodes={node.children} />}
        </li>
      ))}
    </Tree>
  );
}

/** A schema as a readable tree: the value's type, then each property with its own. */
export function SchemaOutline({ node }: { node: OutlineNode }) {
  return (
    <div>
      <NodeLine node={node} />
      {node.children.length > 0 && <Children nodes={node.children} />}
    </div>
  );
}
