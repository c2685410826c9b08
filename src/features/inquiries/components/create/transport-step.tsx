import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ModeIcon } from '@/components/mode-icon';
import { FormSelect } from '@/components/form-select';
import { CONTAINER_TYPES, TRANSPORT_MODES, TRUCK_TYPES } from '@/config/enums';
import { translateFieldError } from '@/lib/forms';
import { CheckboxField } from '@/components/checkbox-field';
import { ChoiceCard } from './choice-card';
import type { InquiryChoice } from '../../known-choices';
import type { InquiryFormValues } from './form-values';
import { codeOptions } from '@/lib/display';

/** Step 4: road, air, rail or sea; road asks for the truck, sea for the container. */
export function TransportStep() {
  const { t } = useTranslation(['inquiry-create', 'inquiries', 'enums', 'common']);
  const { control, register, formState } = useFormContext<InquiryFormValues>();
  const mode = useWatch({ control, name: 'shipmentMode' });
  const modeError = translateFieldError(t, formState.errors.shipmentMode?.message);

  return (
    <div className="grid gap-6">
      <fieldset aria-describedby={modeError ? 'shipment-mode-error' : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-700">{t('transport.legend')}</legend>
        {/* One a row on a phone: two beside each other leave a word like 'Avtomobil' no room beside its icon. */}
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {TRANSPORT_MODES.map((option) => (
            <ChoiceCard
              key={option}
              value={option}
              checked={mode === option}
              registration={register('shipmentMode')}
              icon={<ModeIcon mode={option} className="size-7" />}
              title={<span aria-hidden>{t(`enums:mot.${option}`)}</span>}
            />
          ))}
        </div>
        {modeError && (
          <p id="shipment-mode-error" role="alert" className="mt-2 text-sm font-medium text-red-600">
            {modeError}
          </p>
        )}
      </fieldset>

      {mode === 'ROAD' && (
        <div className="grid items-end gap-4 sm:grid-cols-2">
          <FormSelect<InquiryFormValues, InquiryChoice<'truckType'>>
            name="truckType"
            label={t('inquiries:fields.truckType')}
            inputId="truck-type"
            options={codeOptions(t, 'enums:truckType', TRUCK_TYPES)}
          />
          <CheckboxField label={t('enums:ftl')} registration={register('ftl')} />
        </div>
      )}

      {mode === 'SEA' && (
        <FormSelect<InquiryFormValues, InquiryChoice<'containerType'>>
          name="containerType"
          className="sm:max-w-sm"
          label={t('inquiries:fields.containerType')}
          inputId="container-type"
          options={codeOptions(t, 'enums:containerType', CONTAINER_TYPES)}
        />
      )}
    </div>
  );
}
