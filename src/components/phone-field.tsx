import { lazy, Suspense, useId } from 'react';
import { cn } from './class-names';
import { FieldLabel } from './field-label';
import type { PhoneInputProps } from './phone-input';

// The phone input carries the numbering plans of every country (~50 KB gzip): it loads with the
// form that shows it, not with the area's screens that never do (issue 17). Until it arrives, the
// field keeps its place and its label, and shows the number it already holds.
const LoadedPhoneInput = lazy(() => import('./phone-input').then((m) => ({ default: m.PhoneInput })));

function PhoneFieldPlaceholder({ label, value, className }: PhoneInputProps) {
  const id = useId();
  return (
    <div className={cn('group/field relative flex flex-col gap-1.5', className)} aria-busy="true">
      <FieldLabel htmlFor={id} label={label} errorId={`${id}-error`} />
      <input
        id={id}
        readOnly
        disabled
        value={value ?? ''}
        className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900"
      />
    </div>
  );
}

/** The phone number field of a form: the same props as PhoneInput, fetched when first shown. */
export function PhoneField(props: PhoneInputProps) {
  return (
    <Suspense fallback={<PhoneFieldPlaceholder {...props} />}>
      <LoadedPhoneInput {...props} />
    </Suspense>
  );
}
