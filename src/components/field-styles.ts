export const FIELD_BOX =
  'h-10 rounded-lg border bg-white px-3 text-sm text-slate-900 outline-none transition-colors';

export const FIELD_DISABLED = 'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500';
export const FIELD_DISABLED_STATE = 'cursor-not-allowed bg-slate-100 text-slate-500';

export function fieldBorderClasses(hasError: boolean): string {
  return hasError
    ? 'border-red-500 focus:border-red-500 focus:ring-2 focus:ring-red-100'
    : 'border-slate-300 focus:border-brand-500 focus:ring-2 focus:ring-brand-100';
}

export function fieldBorderStateClasses(hasError: boolean, isFocused: boolean): string {
  if (!isFocused) return hasError ? 'border-red-500' : 'border-slate-300';
  return hasError ? 'border-red-500 ring-2 ring-red-100' : 'border-brand-500 ring-2 ring-brand-100';
}

export const SELECT_CHEVRON = 'size-4 text-slate-400';
export const NATIVE_SELECT_CHEVRON =
  'appearance-none bg-no-repeat bg-size-[1rem] bg-position-[right_0.75rem_center] pr-9 ' +
  // lucide's chevron-down path, stroke #94a3b8 (slate-400), percent-encoded so the class has no quotes.
  'bg-[url(data:image/svg+xml,%3Csvg%20xmlns=%27http://www.w3.org/2000/svg%27%20viewBox=%270%200%2024%2024%27%20fill=%27none%27%20stroke=%27%2394a3b8%27%20stroke-width=%272%27%20stroke-linecap=%27round%27%20stroke-linejoin=%27round%27%3E%3Cpath%20d=%27m6%209%206%206%206-6%27/%3E%3C/svg%3E)]';

export function nativeSelectClasses(hasError = false): string {
  return `${FIELD_BOX} ${FIELD_DISABLED} ${fieldBorderClasses(hasError)} ${NATIVE_SELECT_CHEVRON}`;
}
