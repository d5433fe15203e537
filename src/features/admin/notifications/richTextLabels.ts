/**
 * Quill builds its toolbar and link tooltip itself, with English names or none at all. These
 * functions name every control in the interface language, for screen readers (aria-label),
 * for pointer users (title) and, in the text pickers, on screen (Quill shows `data-label`).
 */

/** A control's name: the format alone (a picker), or the format and one of its values. */
export type ControlLabel = (format: string, value?: string) => string;

/** Classes of Quill's picker parts, which are not format names. */
const PICKER_CLASSES = new Set(['ql-picker', 'ql-color-picker', 'ql-icon-picker', 'ql-expanded']);

function formatOf(element: Element): string | undefined {
  const name = Array.from(element.classList).find(
    (className) => className.startsWith('ql-') && !PICKER_CLASSES.has(className),
  );
  return name?.slice('ql-'.length);
}

function name(element: Element, text: string) {
  element.setAttribute('aria-label', text);
  element.setAttribute('title', text);
}

export function labelToolbar(toolbar: HTMLElement, label: ControlLabel) {
  for (const button of Array.from(toolbar.querySelectorAll('button'))) {
    const format = formatOf(button);
    if (format) name(button, label(format, button.value || undefined));
  }
  for (const picker of Array.from(toolbar.querySelectorAll('.ql-picker'))) {
    const format = formatOf(picker);
    const pickerLabel = picker.querySelector('.ql-picker-label');
    if (!format || !pickerLabel) continue;
    name(pickerLabel, label(format));
    // Heading, font and size show their items' names as text; colours and alignment are icons.
    const textual = !picker.matches('.ql-color-picker, .ql-icon-picker');
    for (const item of Array.from(picker.querySelectorAll('.ql-picker-item'))) {
      const text = label(format, item.getAttribute('data-value') ?? '');
      name(item, text);
      if (textual) item.setAttribute('data-label', text);
    }
    // Quill copies the chosen item's data-label onto the picker's label when one is chosen.
    const selected = picker.querySelector('.ql-picker-item.ql-selected');
    if (textual && selected) {
      pickerLabel.setAttribute('data-label', selected.getAttribute('data-label') ?? '');
    }
  }
}

export interface TooltipLabels {
  /** The text box of the link and video tooltip. */
  input: string;
  linkPlaceholder: string;
  videoPlaceholder: string;
}

/**
 * The tooltip that edits a link or a video address: a named text box, and its Edit/Save and
 * Remove links made keyboard buttons (Quill's are anchors without href, out of the tab order).
 */
export function labelTooltip(container: HTMLElement, labels: TooltipLabels) {
  const tooltip = container.querySelector('.ql-tooltip');
  if (!tooltip) return;
  const input = tooltip.querySelector('input[type="text"]');
  if (input) {
    input.setAttribute('aria-label', labels.input);
    input.setAttribute('data-link', labels.linkPlaceholder);
    input.setAttribute('data-video', labels.videoPlaceholder);
  }
  for (const action of Array.from(tooltip.querySelectorAll('a.ql-action, a.ql-remove'))) {
    if (action.getAttribute('role') === 'button') continue;
    action.setAttribute('role', 'button');
    action.setAttribute('tabindex', '0');
    action.addEventListener('keydown', (event) => {
      const { key } = event as KeyboardEvent;
      if (key !== 'Enter' && key !== ' ') return;
      event.preventDefault();
      (action as HTMLElement).click();
    });
  }
}
