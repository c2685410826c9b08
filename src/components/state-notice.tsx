import type { ElementType, ReactNode } from 'react';
import { cn } from './class-names';

const TONES = {
  brand: 'bg-brand-50 text-brand-500',
  danger: 'bg-red-50 text-red-600',
  muted: 'bg-slate-100 text-slate-500',
} as const;

type StateNoticeProps = {
  /** 'alert' for a failure, 'status' for news the screen reader should hear; none for a plain empty list. */
  role?: 'alert' | 'status';
  tone: keyof typeof TONES;
  icon: ReactNode;
  title: ReactNode;
  /** The title's element: a whole screen's notice is its page heading. */
  titleAs?: ElementType;
  description?: ReactNode;
  /** A smaller line under the sentence: what the server itself said, never the main text. */
  detail?: ReactNode;
  action?: ReactNode;
};

/**
 * What stands where a screen's data would be when there is none to show: empty, failed, or not
 * offered by the server. One look for all three: an icon in a tinted circle, a title, a sentence,
 * and the one thing to do next.
 */
export function StateNotice({
  role,
  tone,
  icon,
  title,
  titleAs: Title = 'p',
  description,
  detail,
  action,
}: StateNoticeProps) {
  return (
    <div role={role} className="flex flex-col items-center justify-center gap-3 px-4 py-12 text-center">
      <div className={cn('flex size-12 items-center justify-center rounded-full', TONES[tone])} aria-hidden>
        {icon}
      </div>
      <Title className="text-base font-semibold text-slate-900">{title}</Title>
      {description && <p className="max-w-sm text-sm text-slate-600">{description}</p>}
      {detail && <p className="max-w-sm break-words text-xs text-slate-500">{detail}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
