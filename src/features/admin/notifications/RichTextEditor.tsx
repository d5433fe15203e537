import Quill from 'quill';
import type Toolbar from 'quill/modules/toolbar';
// Quill's snow skin: imported only here, so it stays with the editor's chunk.
import 'quill/dist/quill.snow.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Delta } from '../../../../contracts/notifications';
import { editorOptions } from './richTextConfig';
import { labelToolbar, labelTooltip } from './richTextLabels';

/** A CSS string literal (for the tooltip's texts, which Quill's skin writes with `content`). */
const cssString = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

interface SkinTexts {
  /** What the text pickers show before the editor has a selection (Quill's skin: English). */
  $normal: string;
  $sansSerif: string;
  $visit: string;
  $enterLink: string;
  $enterVideo: string;
  $enterFormula: string;
  $edit: string;
  $save: string;
  $remove: string;
}

/** Quill's skin in the theme's colours and font, with the tooltip's texts translated. */
const Frame = styled.div<SkinTexts & { $invalid: boolean }>`
  && .ql-toolbar.ql-snow,
  && .ql-container.ql-snow {
    border-color: ${({ theme, $invalid }) =>
      $invalid ? theme.tokens.colorPaletteRedBorder2 : theme.tokens.colorNeutralStroke1};
    font-family: inherit;
  }
  && .ql-toolbar.ql-snow {
    border-radius: ${({ theme }) =>
      `${theme.tokens.borderRadiusMedium} ${theme.tokens.borderRadiusMedium} 0 0`};
    background: ${({ theme }) => theme.tokens.colorNeutralBackground2};
  }
  && .ql-container.ql-snow {
    /* Quill's height: 100% overflows the field in a grid: grow with the text instead. */
    height: auto;
    border-radius: ${({ theme }) =>
      `0 0 ${theme.tokens.borderRadiusMedium} ${theme.tokens.borderRadiusMedium}`};
    background: ${({ theme }) => theme.tokens.colorNeutralBackground1};
    font-size: ${({ theme }) => theme.tokens.fontSizeBase300};
  }
  && .ql-editor {
    min-height: 12rem;
    max-height: 60vh;
  }
  && .ql-editor:focus-visible,
  && .ql-toolbar button:focus-visible,
  && .ql-picker-label:focus-visible,
  && .ql-picker-item:focus-visible,
  && .ql-tooltip a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.tokens.colorStrokeFocus2};
    outline-offset: 1px;
  }
  && .ql-editor.ql-blank::before {
    color: ${({ theme }) => theme.tokens.colorNeutralForeground3};
  }
  && .ql-picker.ql-header .ql-picker-label::before,
  && .ql-picker.ql-size .ql-picker-label::before {
    content: ${({ $normal }) => cssString($normal)};
  }
  && .ql-picker.ql-font .ql-picker-label::before {
    content: ${({ $sansSerif }) => cssString($sansSerif)};
  }
  && .ql-tooltip {
    z-index: 1;
  }
  && .ql-tooltip::before {
    content: ${({ $visit }) => cssString($visit)};
  }
  && .ql-tooltip[data-mode='link']::before {
    content: ${({ $enterLink }) => cssString($enterLink)};
  }
  && .ql-tooltip[data-mode='video']::before {
    content: ${({ $enterVideo }) => cssString($enterVideo)};
  }
  && .ql-tooltip[data-mode='formula']::before {
    content: ${({ $enterFormula }) => cssString($enterFormula)};
  }
  && .ql-tooltip a.ql-action::after {
    content: ${({ $edit }) => cssString($edit)};
  }
  && .ql-tooltip.ql-editing a.ql-action::after {
    content: ${({ $save }) => cssString($save)};
  }
  && .ql-tooltip a.ql-remove::before {
    content: ${({ $remove }) => cssString($remove)};
  }
`;

type QuillContents = ReturnType<Quill['getContents']>;

/** The editor's contents as the contract's Delta (a document holds inserts only). */
function toDelta(contents: QuillContents): Delta {
  return { ops: contents.ops.map(({ insert, attributes }) => ({ insert: insert!, attributes })) };
}

const same = (a: Delta, b: Delta) => JSON.stringify(a.ops) === JSON.stringify(b.ops);

export interface RichTextEditorProps {
  /** The id of the element that names the editor (its visible label). */
  labelId: string;
  /** Ids of the hint and the error message. */
  describedBy?: string;
  value: Delta;
  onChange(value: Delta): void;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

/**
 * The notification text editor: Quill 2 configured by `richTextConfig.ts` (spec §5, §9),
 * controlled through `value` and `onChange`, every control named in the interface language.
 */
export function RichTextEditor({
  labelId,
  describedBy,
  value,
  onChange,
  invalid = false,
  required = false,
  disabled = false,
  placeholder,
}: RichTextEditorProps) {
  const { t } = useTranslation('admin');
  const hostRef = useRef<HTMLDivElement>(null);
  const quillRef = useRef<Quill | null>(null);
  /** What the editor holds, as last told to or by the parent. */
  const currentRef = useRef<Delta>(value);
  /**
   * Every value the editor reported. The parent hands them back a render later, when the editor
   * may hold more already (fast typing): such an echo must never overwrite the editor.
   */
  const reportedRef = useRef(new WeakSet<Delta>());
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const host = hostRef.current!;
    // Quill owns this element and what it inserts around it; React never renders into it.
    const mount = document.createElement('div');
    host.appendChild(mount);
    // The link tooltip stays within the editor, never over the form's buttons below it.
    const quill = new Quill(mount, editorOptions({ bounds: host }));
    quill.setContents(currentRef.current.ops, 'silent');
    quill.history.clear();
    quill.on('text-change', () => {
      const next = toDelta(quill.getContents());
      currentRef.current = next;
      reportedRef.current.add(next);
      onChangeRef.current(next);
    });
    quillRef.current = quill;
    return () => {
      quillRef.current = null;
      host.replaceChildren();
    };
  }, []);

  useEffect(() => {
    const quill = quillRef.current;
    if (!quill || reportedRef.current.has(value) || same(value, currentRef.current)) return;
    currentRef.current = value;
    quill.setContents(value.ops, 'silent');
  }, [value]);

  useEffect(() => {
    const quill = quillRef.current;
    if (!quill) return;
    const toolbar = (quill.getModule('toolbar') as Toolbar).container;
    if (toolbar) {
      toolbar.setAttribute('aria-label', t('editor.toolbar'));
      labelToolbar(toolbar, (format, option) =>
        option === undefined
          ? t(`editor.controls.${format}.name`)
          : t(
              [`editor.controls.${format}.${option || 'default'}`, `editor.controls.${format}.any`],
              {
                value: option,
              },
            ),
      );
    }
    labelTooltip(quill.container, {
      input: t('editor.tooltip.input'),
      linkPlaceholder: t('editor.tooltip.linkPlaceholder'),
      videoPlaceholder: t('editor.tooltip.videoPlaceholder'),
    });
  }, [t]);

  useEffect(() => {
    const root = quillRef.current?.root;
    if (!root) return;
    root.setAttribute('role', 'textbox');
    // Chromium leaves Quill's contenteditable out of the Tab order; a textbox must be in it.
    root.setAttribute('tabindex', '0');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-labelledby', labelId);
    if (describedBy) root.setAttribute('aria-describedby', describedBy);
    else root.removeAttribute('aria-describedby');
    root.setAttribute('aria-invalid', String(invalid));
    root.setAttribute('aria-required', String(required));
    root.setAttribute('data-placeholder', placeholder ?? '');
  }, [labelId, describedBy, invalid, required, placeholder]);

  useEffect(() => {
    quillRef.current?.enable(!disabled);
  }, [disabled]);

  return (
    <Frame
      ref={hostRef}
      $invalid={invalid}
      $normal={t('editor.controls.header.default')}
      $sansSerif={t('editor.controls.font.default')}
      $visit={t('editor.tooltip.visit')}
      $enterLink={t('editor.tooltip.enterLink')}
      $enterVideo={t('editor.tooltip.enterVideo')}
      $enterFormula={t('editor.tooltip.enterFormula')}
      $edit={t('editor.tooltip.edit')}
      $save={t('editor.tooltip.save')}
      $remove={t('editor.tooltip.remove')}
    />
  );
}
