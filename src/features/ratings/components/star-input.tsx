import { Star } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/components/class-names';
import { GroupError } from '@/components/group-error';
import { RATING_MAX_STARS } from '@/config/limits';

type Props = {
  legend: string;
  value: number | null;
  onChange: (stars: number) => void;
  onBlur?: () => void;
  /** '3 of 5' for each star, in the user's language. */
  starLabel: (stars: number) => string;
  error?: string;
  firstRef?: React.Ref<HTMLInputElement>;
};

const STARS = Array.from({ length: RATING_MAX_STARS }, (_, i) => i + 1);

export function StarInput({ legend, value, onChange, onBlur, starLabel, error, firstRef }: Props) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1.5">
      <legend className={cn('mb-1.5 text-sm font-medium', error ? 'text-red-600' : 'text-slate-700')}>
        {legend}
      </legend>
      <div className="flex gap-1">
        {STARS.map((stars) => (
          <label
            key={stars}
            className="group relative flex size-11 cursor-pointer items-center justify-center rounded-lg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
          >
            <input
              ref={stars === 1 ? firstRef : undefined}
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              onBlur={onBlur}
              className="sr-only"
            />
            <Star
              aria-hidden
              className={cn(
                'size-8 transition-colors',
                value !== null && stars <= value ? 'fill-amber-400 text-amber-500' : 'text-slate-300',
              )}
            />
            <span className="sr-only">{starLabel(stars)}</span>
          </label>
        ))}
      </div>
      <GroupError id={errorId} error={error} />
    </fieldset>
  );
}

/** Stars given, drawn and said as one picture: '4 of 5'. */
export function Stars({ stars, label, size = 'size-4' }: { stars: number; label: string; size?: string }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={label}>
      {STARS.map((star) => (
        <Star
          key={star}
          aria-hidden
          className={cn(size, star <= stars ? 'fill-amber-400 text-amber-500' : 'text-slate-300')}
        />
      ))}
    </span>
  );
}
