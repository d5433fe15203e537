import { CheckboxChecked16Regular, CheckboxUnchecked16Regular } from '@fluentui/react-icons';
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ALIGNMENTS,
  BLANK_LINK,
  FONT_SIZES,
  FONTS,
  HEADER_MAX,
  HEADER_MIN,
  INDENT_MAX,
  isValidColor,
  sanitizeLink,
  sanitizeVideoSource,
  type RichTextOp,
} from '../../../contracts/richText';
import {
  deltaBlocks,
  indentOf,
  type Attributes,
  type Block,
  type Inline,
  type Line,
  type List,
} from './deltaBlocks';

const oneOf = <T,>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

/** An absolute http(s) link (or protocol-relative: another site all the same) opens a new tab. */
function isAbsoluteWeb(href: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^(?:https?:)?[/\\]{2}/i.test(href.replace(/[\u0000-\u0020\u007f]/g, ''));
}

function Anchor({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} rel="noopener noreferrer" target={isAbsoluteWeb(href) ? '_blank' : undefined}>
      {children}
    </a>
  );
}

/** An image's width or height as the editor keeps it (`300`, `300px`, `50%`), else none. */
function dimension(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d{1,4})(px|%)?$/.exec(value);
  return match ? `${match[1]}${match[2] ?? 'px'}` : undefined;
}

/** One run of text or an inline embed, in its inline formats (all but the link). */
function renderInline(inline: Inline, key: number): ReactNode {
  const attributes = inline.attributes;
  let node: ReactNode;
  if (inline.kind === 'text') node = inline.text;
  else if (inline.kind === 'formula') node = <code data-formula="">{inline.tex}</code>;
  else {
    node = (
      <img
        src={inline.src}
        alt={typeof attributes.alt === 'string' ? attributes.alt : ''}
        style={{ width: dimension(attributes.width), height: dimension(attributes.height) }}
        loading="lazy"
      />
    );
  }
  if (attributes.strike === true) node = <s>{node}</s>;
  if (attributes.underline === true) node = <u>{node}</u>;
  if (attributes.italic === true) node = <em>{node}</em>;
  if (attributes.bold === true) node = <strong>{node}</strong>;
  if (attributes.script === 'sub') node = <sub>{node}</sub>;
  if (attributes.script === 'super') node = <sup>{node}</sup>;
  const style: CSSProperties = {};
  // Only colours the renderer can vouch for reach a style (no url(), no expressions).
  if (isValidColor(attributes.color)) style.color = attributes.color;
  if (isValidColor(attributes.background)) style.backgroundColor = attributes.background;
  const font = oneOf(FONTS, attributes.font) ? attributes.font : undefined;
  const size = oneOf(FONT_SIZES, attributes.size) ? attributes.size : undefined;
  if (font || size || style.color || style.backgroundColor) {
    node = (
      <span style={style} data-font={font} data-size={size}>
        {node}
      </span>
    );
  }
  return <Fragment key={key}>{node}</Fragment>;
}

const linkOf = (attributes: Attributes): string | null => {
  if (typeof attributes.link !== 'string') return null;
  const href = sanitizeLink(attributes.link);
  return href === BLANK_LINK ? null : href; // a refused link is shown as its text
};

/** A line's runs, neighbours with the same link inside one link. */
function renderInlines(inlines: Inline[]): ReactNode {
  const groups: { href: string | null; inlines: Inline[] }[] = [];
  for (const inline of inlines) {
    const href = linkOf(inline.attributes);
    const last = groups.at(-1);
    if (last && last.href === href) last.inlines.push(inline);
    else groups.push({ href, inlines: [inline] });
  }
  return groups.map((group, index) => {
    const content = group.inlines.map(renderInline);
    return group.href ? (
      <Anchor key={index} href={group.href}>
        {content}
      </Anchor>
    ) : (
      <Fragment key={index}>{content}</Fragment>
    );
  });
}

/** The block formats every kind of line shares: alignment and direction. */
function lineProps(attributes: Attributes) {
  return {
    dir: attributes.direction === 'rtl' ? ('rtl' as const) : undefined,
    'data-align': oneOf(ALIGNMENTS, attributes.align) ? attributes.align : undefined,
  };
}

function renderLine(line: Line, key: number): ReactNode {
  const { attributes } = line;
  const header = attributes.header;
  const Tag =
    Number.isInteger(header) && (header as number) >= HEADER_MIN && (header as number) <= HEADER_MAX
      ? (`h${header as number}` as 'h1')
      : attributes.blockquote === true
        ? 'blockquote'
        : 'p';
  const indent = indentOf(attributes);
  return (
    <Tag key={key} {...lineProps(attributes)} data-indent={indent || undefined}>
      {line.inlines.length > 0 ? renderInlines(line.inlines) : <br />}
    </Tag>
  );
}

function CheckMark({ checked }: { checked: boolean }) {
  const { t } = useTranslation('notifications');
  const Icon = checked ? CheckboxChecked16Regular : CheckboxUnchecked16Regular;
  return (
    <span role="img" aria-label={t(checked ? 'richText.checked' : 'richText.unchecked')}>
      <Icon aria-hidden />
    </span>
  );
}

function renderLists(lists: List[]): ReactNode {
  return lists.map((list, index) => {
    const Tag = list.kind === 'ordered' ? 'ol' : 'ul';
    return (
      <Tag key={index} data-list={list.kind}>
        {list.items.map((item, itemIndex) => (
          <li key={itemIndex} {...lineProps(item.line.attributes)}>
            {list.kind === 'check' && <CheckMark checked={item.checked} />}
            {renderInlines(item.line.inlines)}
            {renderLists(item.children)}
          </li>
        ))}
      </Tag>
    );
  });
}

function VideoLink({ src }: { src: string }) {
  const { t } = useTranslation('notifications');
  return (
    <p>
      <Anchor href={src}>{t('richText.video', { url: src })}</Anchor>
    </p>
  );
}

function renderBlock(block: Block, key: number): ReactNode {
  switch (block.kind) {
    case 'line':
      return renderLine(block.line, key);
    case 'lists':
      return <Fragment key={key}>{renderLists(block.lists)}</Fragment>;
    case 'code':
      return (
        <pre key={key}>
          <code>
            {block.lines
              .map((line) =>
                line.inlines.map((inline) => (inline.kind === 'text' ? inline.text : '')).join(''),
              )
              .join('\n')}
          </code>
        </pre>
      );
    case 'video': {
      // Shown as a link, not a frame: the page's security policy allows no third-party
      // frames, and a link neither tracks visitors nor traps keyboard focus.
      const src = sanitizeVideoSource(block.src);
      return src === BLANK_LINK ? null : <VideoLink key={key} src={src} />;
    }
  }
}

const Content = styled.div`
  overflow-wrap: anywhere;
  p,
  h1,
  h2,
  h3,
  h4,
  h5,
  h6,
  blockquote,
  pre,
  ul,
  ol {
    margin: 0 0 ${({ theme }) => theme.tokens.spacingVerticalXS};
  }
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    line-height: ${({ theme }) => theme.tokens.lineHeightBase500};
  }
  blockquote {
    padding-inline-start: ${({ theme }) => theme.tokens.spacingHorizontalM};
    border-inline-start: 4px solid ${({ theme }) => theme.tokens.colorNeutralStroke1};
  }
  pre {
    padding: ${({ theme }) => theme.tokens.spacingHorizontalS};
    overflow-x: auto;
    border-radius: ${({ theme }) => theme.tokens.borderRadiusMedium};
    background: ${({ theme }) => theme.tokens.colorNeutralBackground3};
    font-family: ${({ theme }) => theme.tokens.fontFamilyMonospace};
    white-space: pre-wrap;
  }
  code[data-formula] {
    font-family: ${({ theme }) => theme.tokens.fontFamilyMonospace};
  }
  ul,
  ol {
    padding-inline-start: 1.5em;
  }
  ul[data-list='check'] {
    list-style: none;
    padding-inline-start: 0.25em;
    span[role='img'] {
      margin-inline-end: ${({ theme }) => theme.tokens.spacingHorizontalXS};
      vertical-align: middle;
    }
    ul[data-list='check'] {
      padding-inline-start: 1.5em;
    }
  }
  ${Array.from(
    { length: INDENT_MAX },
    (_, index) => `[data-indent='${index + 1}'] { padding-inline-start: ${3 * (index + 1)}em; }`,
  ).join('\n')}
  [data-align='center'] {
    text-align: center;
  }
  [data-align='right'] {
    text-align: right;
  }
  [data-align='justify'] {
    text-align: justify;
  }
  [data-font='serif'] {
    font-family: Georgia, 'Times New Roman', serif;
  }
  [data-font='monospace'] {
    font-family: ${({ theme }) => theme.tokens.fontFamilyMonospace};
  }
  [data-size='small'] {
    font-size: 0.75em;
  }
  [data-size='large'] {
    font-size: 1.5em;
  }
  [data-size='huge'] {
    font-size: 2.5em;
  }
  img {
    max-width: 100%;
    height: auto;
    vertical-align: middle;
  }
  a {
    color: ${({ theme }) => theme.tokens.colorBrandForegroundLink};
  }
  a:hover {
    color: ${({ theme }) => theme.tokens.colorBrandForegroundLinkHover};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.tokens.colorStrokeFocus2};
  }
  & > :last-child {
    margin-bottom: 0;
  }
`;

export interface DeltaViewProps {
  /** The Delta's operations, as stored (they are checked again here, not trusted). */
  ops: readonly RichTextOp[];
  className?: string;
}

/**
 * A Quill Delta shown read-only as React elements: never through Quill's HTML export
 * (CVE-2025-15056) and never as HTML. Links and image sources are sanitised by the editor's own
 * rules; refused links show as text, refused images and videos not at all; unknown formats and
 * embeds are ignored.
 */
export function DeltaView({ ops, className }: DeltaViewProps) {
  return <Content className={className}>{deltaBlocks(ops).map(renderBlock)}</Content>;
}
