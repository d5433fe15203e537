import { screen, within } from '@testing-library/react';
import type { RichTextOp } from '../../../contracts/richText';
import { renderInProviders } from '../../../test/support/renderInProviders';
import { DeltaView } from './DeltaView';

async function show(ops: RichTextOp[]) {
  const view = await renderInProviders(<DeltaView ops={ops} className="shown" />, [
    'notifications',
  ]);
  return view.container.querySelector<HTMLElement>('.shown')!;
}

/** No element may carry an event handler, a script, a frame or HTML smuggled in as markup. */
function expectInert(root: HTMLElement) {
  for (const element of [root, ...root.querySelectorAll('*')]) {
    for (const { name, value } of element.attributes) {
      expect(name).not.toMatch(/^on/i);
      expect(value).not.toMatch(/javascript:|vbscript:|data:text\/html/i);
    }
  }
  expect(root.querySelector('script, iframe, object, embed, svg, style, form')).toBeNull();
}

describe('DeltaView', () => {
  it('shows lines, headers and inline formats as elements', async () => {
    const root = await show([
      { insert: 'Lane closure' },
      { insert: '\n', attributes: { header: 2 } },
      { insert: 'Bold', attributes: { bold: true } },
      { insert: ' and ' },
      { insert: 'italic', attributes: { italic: true, underline: true } },
      { insert: ', ' },
      { insert: 'gone', attributes: { strike: true } },
      { insert: ', H' },
      { insert: '2', attributes: { script: 'sub' } },
      { insert: 'O and x' },
      { insert: '2', attributes: { script: 'super' } },
      { insert: '\n\n' },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Lane closure' })).toBeInTheDocument();
    expect(root.querySelector('strong')).toHaveTextContent('Bold');
    expect(root.querySelector('em > u, u > em, em u')).toHaveTextContent('italic');
    expect(root.querySelector('s')).toHaveTextContent('gone');
    expect(root.querySelector('sub')).toHaveTextContent('2');
    expect(root.querySelector('sup')).toHaveTextContent('2');
    const paragraphs = root.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]).toHaveTextContent('Bold and italic, gone, H2O and x2');
    expect(paragraphs[1]!.querySelector('br')).not.toBeNull(); // an empty line stays a line
  });

  it('nests lists by indent and keeps kinds apart, with check lists read out as done or not', async () => {
    const root = await show([
      { insert: 'First' },
      { insert: '\n', attributes: { list: 'ordered' } },
      { insert: 'First a' },
      { insert: '\n', attributes: { list: 'bullet', indent: 1 } },
      { insert: 'First a i' },
      { insert: '\n', attributes: { list: 'bullet', indent: 2 } },
      { insert: 'Second' },
      { insert: '\n', attributes: { list: 'ordered' } },
      { insert: 'Signs placed' },
      { insert: '\n', attributes: { list: 'checked' } },
      { insert: 'Detour open' },
      { insert: '\n', attributes: { list: 'unchecked' } },
    ]);
    const ordered = root.querySelector(':scope > ol')!;
    const items = ordered.querySelectorAll(':scope > li');
    expect([...items].map((item) => item.firstChild?.textContent)).toEqual(['First', 'Second']);
    const nested = items[0]!.querySelector(':scope > ul')!;
    expect(nested.querySelector(':scope > li')?.firstChild).toHaveTextContent('First a');
    expect(nested.querySelector(':scope > li > ul > li')).toHaveTextContent('First a i');
    const checks = within(root.querySelector<HTMLElement>('ul[data-list="check"]')!);
    expect(checks.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Signs placed',
      'Detour open',
    ]);
    expect(checks.getByRole('img', { name: 'Done' })).toBeInTheDocument();
    expect(checks.getByRole('img', { name: 'Not done' })).toBeInTheDocument();
  });

  it('shows quotes, one code block for its lines, alignment, direction and indent', async () => {
    const root = await show([
      { insert: 'Quoted' },
      { insert: '\n', attributes: { blockquote: true } },
      { insert: 'const a = 1;' },
      { insert: '\n', attributes: { 'code-block': 'javascript' } },
      { insert: 'const b = "<b>";' },
      { insert: '\n', attributes: { 'code-block': true } },
      { insert: 'Centred' },
      { insert: '\n', attributes: { align: 'center' } },
      { insert: 'שלום' },
      { insert: '\n', attributes: { direction: 'rtl', align: 'right' } },
      { insert: 'Indented' },
      { insert: '\n', attributes: { indent: 3 } },
    ]);
    expect(root.querySelector('blockquote')).toHaveTextContent('Quoted');
    expect(root.querySelectorAll('pre')).toHaveLength(1);
    expect(root.querySelector('pre')!.textContent).toBe('const a = 1;\nconst b = "<b>";');
    expect(screen.getByText('Centred')).toHaveAttribute('data-align', 'center');
    expect(screen.getByText('שלום')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('Indented')).toHaveAttribute('data-indent', '3');
  });

  it('links only to allowed protocols, opening other sites in a new tab', async () => {
    const root = await show([
      { insert: 'site', attributes: { link: 'https://www.transportation.gov/' } },
      { insert: ' ' },
      { insert: 'here', attributes: { link: '/tims/projects?pid=112233' } },
      { insert: ' ' },
      { insert: 'mail', attributes: { link: 'mailto:help@dot.example.gov' } },
      { insert: ' ' },
      { insert: 'call', attributes: { link: 'tel:+16145550100' } },
      { insert: ' ' },
      { insert: 'evil', attributes: { link: 'javascript:alert(document.cookie)' } },
      { insert: ' ' },
      { insert: 'sneaky', attributes: { link: ' JaVa\tScRiPt:alert(1)' } },
      { insert: ' ' },
      { insert: 'page', attributes: { link: 'data:text/html,<script>alert(1)</script>' } },
      { insert: '\n' },
    ]);
    const site = screen.getByRole('link', { name: 'site' });
    expect(site).toHaveAttribute('href', 'https://www.transportation.gov/');
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    const here = screen.getByRole('link', { name: 'here' });
    expect(here).toHaveAttribute('href', '/tims/projects?pid=112233');
    expect(here).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'mail' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'call' })).toHaveAttribute('href', 'tel:+16145550100');
    // Refused links are shown as their text.
    expect(screen.getAllByRole('link')).toHaveLength(4);
    expect(root).toHaveTextContent('evil sneaky page');
    expectInert(root);
  });

  it('keeps one link over runs of different formats', async () => {
    await show([
      { insert: 'Road ', attributes: { link: 'https://example.gov/a' } },
      { insert: 'closed', attributes: { link: 'https://example.gov/a', bold: true } },
      { insert: '\n' },
    ]);
    expect(screen.getByRole('link', { name: 'Road closed' })).toBeInTheDocument();
  });

  it('shows allowed images and leaves out the rest', async () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const root = await show([
      {
        insert: { image: 'https://dot.example.gov/detour.png' },
        attributes: { alt: 'Detour map' },
      },
      { insert: { image: png }, attributes: { width: '120' } },
      { insert: { image: 'javascript:alert(1)' } },
      { insert: { image: 'data:image/svg+xml,<svg onload="alert(1)"/>' } },
      { insert: { image: 'x" onerror="alert(1)' }, attributes: { onerror: 'alert(1)' } },
      { insert: '\n' },
    ]);
    const images = root.querySelectorAll('img');
    expect([...images].map((image) => image.getAttribute('src'))).toEqual([
      'https://dot.example.gov/detour.png',
      png,
      'x" onerror="alert(1)', // a relative address, as an attribute value: inert
    ]);
    expect(screen.getByRole('img', { name: 'Detour map' })).toBeInTheDocument();
    expect(images[1]).toHaveStyle({ width: '120px' });
    expectInert(root);
  });

  it('shows a video as a link, only for http(s), and a formula as code', async () => {
    const root = await show([
      { insert: 'Before\n' },
      { insert: { video: 'https://www.youtube.com/embed/abc' } },
      { insert: { video: 'javascript:alert(1)' } },
      { insert: 'Area ' },
      { insert: { formula: 'a^2 + b^2 = c^2' } },
      { insert: '\n' },
    ]);
    const video = screen.getByRole('link', { name: 'Video: https://www.youtube.com/embed/abc' });
    expect(video).toHaveAttribute('target', '_blank');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(root.querySelector('code')).toHaveTextContent('a^2 + b^2 = c^2');
    expectInert(root);
  });

  it('renders markup in the text as text, and ignores unknown formats and embeds', async () => {
    const root = await show([
      { insert: '<img src=x onerror=alert(1)><script>alert(2)</script>' },
      { insert: '\n' },
      {
        insert: 'styled',
        attributes: {
          class: 'ql-evil',
          style: 'background:url(javascript:alert(1))',
          onclick: 'alert(3)',
          color: 'red;background:url(javascript:alert(4))',
          background: 'expression(alert(5))',
          size: '100px',
          font: 'Comic Sans',
        },
      },
      { insert: '\n' },
      { insert: { script: 'alert(6)' } },
      { insert: { iframe: 'https://evil.example/' } },
      { insert: 'coloured', attributes: { color: '#e60000', background: 'rgb(255, 235, 204)' } },
      {
        insert: '\n',
        attributes: { header: 9, list: 'evil', align: 'left;color:red', indent: 99 },
      },
    ]);
    expect(root).toHaveTextContent('<img src=x onerror=alert(1)><script>alert(2)</script>');
    expect(root.querySelectorAll('img')).toHaveLength(0);
    const styled = screen.getByText('styled');
    expect(styled.tagName).toBe('P'); // no span: none of its formats were usable
    expect(styled).not.toHaveAttribute('style');
    expect(styled).not.toHaveAttribute('class');
    const coloured = screen.getByText('coloured');
    expect(coloured).toHaveStyle({ color: '#e60000', backgroundColor: 'rgb(255, 235, 204)' });
    const line = coloured.closest('p')!;
    expect(line).not.toHaveAttribute('data-indent');
    expect(line).not.toHaveAttribute('data-align');
    expect(root.querySelector('ol, ul, h1, h2, h3, h4, h5, h6')).toBeNull();
    expectInert(root);
  });

  it('survives operations that are not what a Delta should hold', async () => {
    const root = await show([
      null as unknown as RichTextOp,
      { insert: 42 as unknown as string },
      { insert: 'Still here', attributes: 'bold' as unknown as Record<string, unknown> },
    ]);
    expect(root).toHaveTextContent('Still here');
  });
});
