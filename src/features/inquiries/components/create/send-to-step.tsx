import { Building2, Users } from 'lucide-react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DroppedRowsNote } from '@/components/dropped-rows-note';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { SkeletonBlock } from '@/components/skeleton-rows';
import { TextInput } from '@/components/text-input';
import { SEND_TO } from '@/config/enums';
import { useEarliestDeadline } from '@/lib/deadline-clock';
import { translateFieldError, bindFields } from '@/lib/forms';
import { useCountries } from '@/lib/reference-data/get-countries';
import { useCarriers } from '../../api/get-carriers';
import { ChoiceCard } from './choice-card';
import type { InquiryFormValues } from './form-values';

const ICONS = { ALL_CARRIERS: Users, SELECTED_CARRIERS: Building2 } as const;

/** Step 1: every carrier, or only the carriers the importer ticks, and until when they may bid. */
export function SendToStep() {
  const { t } = useTranslation(['inquiry-create', 'inquiries', 'enums', 'common']);
  const { control, register, formState } = useFormContext<InquiryFormValues>();
  const field = bindFields({ register, formState }, t);
  const sendTo = useWatch({ control, name: 'sendTo' });
  const carrierError = translateFieldError(t, formState.errors.carrierIds?.message);
  // The earliest the picker offers; the rule (schemas.ts) checks again with the clock at the check.
  const earliest = useEarliestDeadline();

  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium text-slate-700">{t('inquiries:fields.sendTo')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {SEND_TO.map((option) => {
            const Icon = ICONS[option];
            return (
              <ChoiceCard
                key={option}
                value={option}
                checked={sendTo === option}
                registration={register('sendTo')}
                icon={<Icon aria-hidden className="size-6" />}
                title={t(`enums:sendTo.${option}`)}
                description={t(`sendTo.hint.${option}`)}
              />
            );
          })}
        </div>
      </fieldset>
      {sendTo === 'SELECTED_CARRIERS' && (
        <Controller
          control={control}
          name="carrierIds"
          render={({ field }) => (
            <CarrierPicker value={field.value} onChange={field.onChange} error={carrierError} />
          )}
        />
      )}
      <TextInput
        type="datetime-local"
        className="sm:max-w-xs"
        label={t('inquiries:fields.biddingClosesAt')}
        helperText={t('inquiries:deadline.hint')}
        min={earliest}
        {...field('biddingClosesAt')}
      />
    </div>
  );
}

function CarrierPicker({
  value,
  onChange,
  error,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const { t } = useTranslation(['inquiry-create', 'common']);
  const carriers = useCarriers();
  const countries = useCountries();
  const errorId = 'carrier-picker-error';
  const countryName = (id: number | undefined) => countries.data?.find((c) => c.id === id)?.name;

  if (carriers.isPending) {
    return (
      <div aria-busy="true" aria-label={t('sendTo.carriers')} className="grid gap-2">
        {Array.from({ length: 3 }, (_, i) => (
          <SkeletonBlock key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (carriers.isError) return <ErrorState error={carriers.error} onRetry={() => void carriers.refetch()} />;
  const { carriers: rows, dropped } = carriers.data;
  if (rows.length === 0)
    return (
      <>
        <EmptyState title={t('sendTo.noCarriers')} />
        <DroppedRowsNote count={dropped} />
      </>
    );

  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id));

  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-700">{t('sendTo.carriers')}</legend>
      <ul className="divide-y divide-slate-200 rounded-card border border-slate-200">
        {rows.map((carrier) => (
          <li key={carrier.id}>
            <label className="flex cursor-pointer items-center gap-3 px-4 py-3 hover:bg-slate-50">
              <input
                type="checkbox"
                className="size-4 shrink-0 accent-brand-500"
                checked={value.includes(carrier.id)}
                onChange={(event) => toggle(carrier.id, event.target.checked)}
              />
              <span className="grid">
                <span className="text-sm font-medium text-slate-900">{carrier.name}</span>
                {countryName(carrier.countryCode) && (
                  <span className="text-xs text-slate-500">{countryName(carrier.countryCode)}</span>
                )}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <DroppedRowsNote count={dropped} />
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
