import type { ElementType, ReactNode } from 'react';
import { cn } from './class-names';

const TONES = {
  brand: 'bg-brand-50 text-brand-500',
  danger: 'bg-red-50 text-red-600',
  muted: 'bg-slate-100 text-slate-500',
} as const;

type StateNoticeProps = {
  role?: 'alert' | 'status';
  tone: keyof typeof TONES;
  icon: ReactNode;
  title: ReactNode;
  titleAs?: ElementType;
  description?: ReactNode;
  detail?: ReactNode;
  action?: ReactNode;
};

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
