import type { ClipboardEvent } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement;

export function keepLongPaste(event: ClipboardEvent<Field>, maxLength: number | undefined) {
  if (maxLength === undefined || event.defaultPrevented) return;
  const field = event.currentTarget;
  const pasted = event.clipboardData.getData('text');
  let start = field.value.length;
  let end = start;
  try {
    start = field.selectionStart ?? start;
    end = field.selectionEnd ?? start;
  } catch {
    // email inputs have no selection API: the paste then goes at the end
  }
  const next = field.value.slice(0, start) + pasted + field.value.slice(end);
  if (next.length <= maxLength) return; // the browser pastes it as usual
  event.preventDefault();
  // The prototype's setter: React's own tracker then sees a change and the input event reaches onChange.
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, next);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
