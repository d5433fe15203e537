import { useEffect, useRef, useState } from 'react';
import type { FormField } from './mapForm';

/**
 * Moves the focus to a field of a form by its name (the file input by its ref, others by id),
 * once the form has rendered again: fields are disabled while a request is under way.
 */
export function useFieldFocus(idPrefix: string) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [asked, setAsked] = useState<{ field: FormField } | null>(null);
  useEffect(() => {
    if (!asked) return;
    if (asked.field === 'file') fileInput.current?.focus();
    else document.getElementById(`${idPrefix}-${asked.field}`)?.focus();
  }, [asked, idPrefix]);
  const focus = (field: FormField | undefined) => {
    if (field) setAsked({ field });
  };
  return { fileInput, focus };
}
