import { CircleAlert } from './inline-icons';
import { useTranslation } from 'react-i18next';
import { cn } from './class-names';

type FieldLabelProps = {
  htmlFor: string;
  label: string;
  error?: string;
  errorId: string;
};

export function FieldLabel({ htmlFor, label, error, errorId }: FieldLabelProps) {
  const { t } = useTranslation();
  return (
    <div className="relative flex flex-wrap items-center gap-1">
      <label
        htmlFor={htmlFor}
        className={cn('text-sm font-medium', error ? 'text-red-600' : 'text-slate-700')}
      >
        {label}
      </label>
      {error && (
        <>
          <CircleAlert aria-hidden data-slot="field-error-marker" className="size-4 shrink-0 text-red-600" />
          <span
            aria-hidden
            data-slot="field-error-tooltip"
            className={cn(
              'pointer-events-none absolute bottom-full left-0 z-20 mb-1 hidden max-w-xs rounded-md bg-red-600 px-2 py-1',
              'text-xs font-medium text-white shadow-card group-hover/field:block group-focus-within/field:block',
              'max-sm:static max-sm:order-last max-sm:m-0 max-sm:block max-sm:max-w-none max-sm:basis-full',
              'max-sm:bg-transparent max-sm:p-0 max-sm:text-red-600 max-sm:shadow-none',
            )}
          >
            {error}
          </span>
          <span id={errorId} className="sr-only">
            {t('ui:fieldError', { message: error })}
          </span>
        </>
      )}
    </div>
  );
}

export function joinIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}
