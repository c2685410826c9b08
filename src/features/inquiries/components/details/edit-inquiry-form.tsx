import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitAction } from '@/components/form-actions';
import {
  COMMODITY_TYPES,
  CONTAINER_TYPES,
  GOODS_READINESS,
  INCOTERMS,
  TRANSPORT_MODES,
  TRUCK_TYPES,
} from '@/config/enums';
import { describeError, toApiError } from '@/lib/api-error';
import { applyServerFieldErrors, formMode, bindFields } from '@/lib/forms';
import { TextInput } from '@/components/text-input';
import { TEXT_MAX } from '@/config/limits';
import { useUnsentForm } from '@/lib/unsent-form';
import { useUpdateInquiry } from '../../api/update-inquiry';
import { inquiryInputSchema, type InquiryDetail, type InquiryInput } from '../../schemas';
import { CheckboxField, enumOptions, FormSection, TextareaField } from './form-fields';
import { FormSelect } from '../form-select';
import { GoodsFields } from './goods-fields';
import { PlaceFields } from './place-fields';
import { toInquiryInput } from './to-inquiry-input';

/** The transport and cargo sections: up to three fields a row. */
const SECTION_COLUMNS = 'sm:grid-cols-2 lg:grid-cols-3';

/** Drops the fields the chosen mode does not use, so the request carries no stale truck or container. */
function forMode(values: InquiryInput): InquiryInput {
  const road = values.shipmentMode === 'ROAD';
  return {
    ...values,
    truckType: road ? values.truckType : null,
    ftl: road ? Boolean(values.ftl) : undefined,
    containerType: values.shipmentMode === 'SEA' ? values.containerType : null,
    goods: values.goods.map((row) => ({
      ...row,
      palletType: row.packageType === 'pallets' ? row.palletType : null,
    })),
  };
}

/** The admin corrects an inquiry's fields; on a failure everything typed stays as it was. */
export function EditInquiryForm({ inquiry }: { inquiry: InquiryDetail }) {
  const { t } = useTranslation(['inquiry-details', 'inquiries', 'enums', 'common']);
  const update = useUpdateInquiry({ successToast: t('inquiry-details:update.saved') });
  const form = useForm<InquiryInput>({
    resolver: zodResolver(inquiryInputSchema),
    defaultValues: toInquiryInput(inquiry),
    ...formMode,
  });
  const field = bindFields(form, t);
  useUnsentForm(form, { id: 'inquiry-edit' });
  const mode = useWatch({ control: form.control, name: 'shipmentMode' });

  const submit = form.handleSubmit((values) =>
    update.mutate(
      { id: inquiry.id, input: forMode(values) },
      {
        onError: (error) =>
          applyServerFieldErrors(
            error,
            form.setError,
            Object.keys(toApiError(error).fieldErrors) as Path<InquiryInput>[],
          ),
      },
    ),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-6">
        <div className="grid gap-4 lg:grid-cols-2">
          <PlaceFields kind="pickup" />
          <PlaceFields kind="delivery" />
        </div>

        <FormSection title={t('inquiry-details:sections.transport')} className={SECTION_COLUMNS}>
          <FormSelect<InquiryInput, (typeof TRANSPORT_MODES)[number]>
            name="shipmentMode"
            label={t('inquiry-details:update.mode')}
            options={enumOptions(TRANSPORT_MODES, (v) => t(`enums:mot.${v}`))}
          />
          {mode === 'ROAD' && (
            <>
              <FormSelect<InquiryInput, (typeof TRUCK_TYPES)[number]>
                name="truckType"
                label={t('inquiries:fields.truckType')}
                options={enumOptions(TRUCK_TYPES, (v) => t(`enums:truckType.${v}`))}
              />
              <div className="flex items-end">
                <CheckboxField<InquiryInput> name="ftl" label={t('enums:ftl')} />
              </div>
            </>
          )}
          {mode === 'SEA' && (
            <FormSelect<InquiryInput, (typeof CONTAINER_TYPES)[number]>
              name="containerType"
              label={t('inquiries:fields.containerType')}
              options={enumOptions(CONTAINER_TYPES, (v) => t(`enums:containerType.${v}`))}
            />
          )}
        </FormSection>

        <FormSection title={t('inquiry-details:sections.cargo')} className={SECTION_COLUMNS}>
          <FormSelect<InquiryInput, (typeof COMMODITY_TYPES)[number]>
            name="commodityType"
            label={t('inquiries:fields.commodity')}
            options={enumOptions(COMMODITY_TYPES, (v) => t(`enums:commodity.${v}`))}
          />
          <FormSelect<InquiryInput, (typeof GOODS_READINESS)[number]>
            name="readiness"
            label={t('inquiries:fields.readiness')}
            options={enumOptions(GOODS_READINESS, (v) => t(`enums:readiness.${v}`))}
          />
          <FormSelect<InquiryInput, (typeof INCOTERMS)[number]>
            name="incoterms"
            label={t('inquiries:fields.incoterms')}
            options={enumOptions(INCOTERMS, (v) => v)}
          />
          <TextInput
            label={t('inquiries:fields.description')}
            maxLength={TEXT_MAX.goodsDescription}
            {...field('description')}
            className="sm:col-span-2 lg:col-span-3"
          />
        </FormSection>

        <GoodsFields />

        <TextareaField<InquiryInput>
          name="notes"
          label={t('inquiries:fields.notes')}
          maxLength={TEXT_MAX.inquiryNotes}
        />

        {update.isError && (
          <div
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            <p className="font-semibold">{t('inquiry-details:update.failed')}</p>
            <p>{describeError(update.error, t)}</p>
          </div>
        )}
        <SubmitAction pending={update.isPending}>{t('inquiry-details:update.save')}</SubmitAction>
      </form>
    </FormProvider>
  );
}
