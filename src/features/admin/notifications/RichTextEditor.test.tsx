import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Delta } from '../../../../contracts/notifications';
import { testI18n } from '../../../../test/support/renderApp';
import { createTestStore } from '../../../../test/support/testStore';
import { AppProviders } from '../../../app/AppProviders';
import { RichTextEditor } from './RichTextEditor';

// jsdom has no layout: Quill measures the selection to keep it in view.
beforeAll(() => {
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
});

/** A form's state around the editor: it hands every change back as the new value. */
function ControlledEditor({ initial, onValue }: { initial: Delta; onValue(value: Delta): void }) {
  const [value, setValue] = useState(initial);
  const [replaced, setReplaced] = useState(false);
  return (
    <>
      <span id="content-label">Text</span>
      <RichTextEditor
        labelId="content-label"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
      <button
        type="button"
        disabled={replaced}
        onClick={() => {
          setReplaced(true);
          setValue({ ops: [{ insert: 'Replaced\n' }] });
        }}
      >
        Replace
      </button>
    </>
  );
}

async function renderEditor(initial: Delta = { ops: [{ insert: '\n' }] }) {
  const i18n = await testI18n();
  await i18n.loadNamespaces(['admin']);
  const values: Delta[] = [];
  render(
    <AppProviders store={createTestStore().store} i18n={i18n}>
      <ControlledEditor initial={initial} onValue={(value) => values.push(value)} />
    </AppProviders>,
  );
  return { box: await screen.findByRole('textbox', { name: 'Text' }), values };
}

describe('the rich-text editor', () => {
  it('shows its value and reports what is typed, even when the parent lags behind', async () => {
    const { box, values } = await renderEditor({
      ops: [
        { insert: 'Closed ' },
        { insert: 'tonight', attributes: { bold: true } },
        { insert: '\n' },
      ],
    });
    expect(box).toHaveTextContent('Closed tonight');
    expect(within(box).getByText('tonight').tagName).toBe('STRONG');

    await userEvent.click(box);
    await userEvent.keyboard('Detour via SR 315');
    expect(box).toHaveTextContent('Detour via SR 315');
    const last = values.at(-1)!;
    expect(last.ops.map((op) => op.insert).join('')).toContain('Detour via SR 315');
  });

  it('lets Tab move on to the next control instead of typing a tab (no keyboard trap)', async () => {
    const { box, values } = await renderEditor({ ops: [{ insert: 'Closed\n' }] });
    await userEvent.click(box);
    await userEvent.tab();
    // Focus goes on (in jsdom to the link tooltip, which Quill's style sheet hides in a browser).
    expect(box).not.toHaveFocus();
    expect(box.textContent).not.toContain('\t');
    expect(values).toEqual([]);
  });

  it('takes a new value from outside', async () => {
    const { box, values } = await renderEditor({ ops: [{ insert: 'First\n' }] });
    await userEvent.click(screen.getByRole('button', { name: 'Replace' }));
    expect(box).toHaveTextContent(/^Replaced$/);
    // A value from outside is not reported back as a change.
    expect(values).toEqual([]);
  });

  it('names its toolbar and every control in the interface language', async () => {
    await renderEditor();
    const toolbar = screen.getByRole('toolbar', { name: 'Text formatting' });
    for (const name of [
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Subscript',
      'Superscript',
      'Numbered list',
      'Bulleted list',
      'Checklist',
      'Decrease indent',
      'Increase indent',
      'Right-to-left text',
      'Quote',
      'Code block',
      'Link',
      'Image',
      'Video',
      'Clear formatting',
      'Text style',
      'Font',
      'Size',
      'Text colour',
      'Highlight colour',
      'Alignment',
    ]) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    // KaTeX is not shipped: no formula button.
    expect(within(toolbar).queryByRole('button', { name: 'Formula' })).not.toBeInTheDocument();
    // The pickers' items, and the text the text pickers show.
    const headings = toolbar.querySelector('.ql-header')!;
    expect(
      within(headings as HTMLElement).getByRole('button', { name: 'Heading 6', hidden: true }),
    ).toHaveAttribute('data-label', 'Heading 6');
    // Once the editor has a selection, the picker shows the current style by its name.
    await userEvent.click(screen.getByRole('textbox', { name: 'Text' }));
    expect(headings.querySelector('.ql-picker-label')).toHaveAttribute('data-label', 'Normal');
    const colours = toolbar.querySelector('.ql-color')!.querySelectorAll('.ql-picker-item');
    expect(colours).toHaveLength(35);
    expect(colours[1]).toHaveAttribute('aria-label', 'Text colour #e60000');
    // The link tooltip's text box.
    const address = document.querySelector('.ql-tooltip input[type="text"]')!;
    expect(address).toHaveAttribute('aria-label', 'Address');
    expect(address).toHaveAttribute('data-link', 'https://www.example.gov');
  });

  it('makes a selected e-mail address a mailto: link', async () => {
    const { box, values } = await renderEditor({ ops: [{ insert: 'traffic@dot.example.gov\n' }] });
    await userEvent.click(box);
    const selection = document.getSelection()!;
    act(() => {
      selection.selectAllChildren(box.querySelector('p')!);
      document.dispatchEvent(new Event('selectionchange'));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: 'Address' });
    expect(address).toHaveValue('mailto:traffic@dot.example.gov');
    await userEvent.type(address, '{Enter}');
    expect(values.at(-1)!.ops[0]).toEqual({
      insert: 'traffic@dot.example.gov',
      attributes: { link: 'mailto:traffic@dot.example.gov' },
    });
  });
});
