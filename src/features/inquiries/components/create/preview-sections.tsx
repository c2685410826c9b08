import { SkeletonBlock } from '@/components/skeleton-rows';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { Card } from '@/components/card';
import { FactList, type Fact } from '@/components/fact-list';
import { ModeIcon } from '@/components/mode-icon';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { localInputToIso } from '@/lib/deadline';
import { formatFileSize } from '@/lib/format';
import { useCityName } from '@/lib/reference-data/get-cities';
import { useCountries } from '@/lib/reference-data/get-countries';
import { useCarriers } from '../../api/get-carriers';
import { inquiryFacts } from '../../inquiry-facts';
import { DOCUMENT_LABELS } from './documents-step';
import { DOCUMENT_KEYS, type InquiryFormValues, type PlaceValues } from './form-values';
import { GoodsTable } from './goods-table';
import { GoodsTotals } from './goods-totals';
import { STEPS, type StepKey } from './steps';

export const editLink = (id: number, step: number) => `${paths.inquiries.create}?draft=${id}&step=${step}`;

/** One part of the inquiry read back, with a link to the step that asks for it. */
export function PreviewSection({
  id,
  stepKey,
  children,
}: {
  id: number;
  stepKey: StepKey;
  children: ReactNode;
}) {
  const { t } = useTranslation('inquiry-create');
  const step = STEPS.findIndex((s) => s.key === stepKey) + 1;
  const title = t(`steps.${stepKey}`);
  return (
    <Card
      title={title}
      actions={
        <Link
          to={editLink(id, step)}
          aria-label={t('actions.editSection', { section: title })}
          className={buttonClasses({ variant: 'transparent' })}
        >
          <Pencil aria-hidden className="size-4" />
          {t('actions.edit')}
        </Link>
      }
    >
      {children}
    </Card>
  );
}

export function SendToFacts({ values }: { values: InquiryFormValues }) {
  const { t } = useTranslation(['inquiry-create', 'inquiries', 'enums']);
  const closes = localInputToIso(values.biddingClosesAt);
  const facts: Fact[] = [
    { label: t('inquiries:fields.sendTo'), value: t(`enums:sendTo.${values.sendTo}`) },
    ...(values.sendTo === 'SELECTED_CARRIERS'
      ? [{ label: t('sendTo.carriers'), value: <CarrierNames ids={values.carrierIds} /> }]
      : []),
    {
      label: t('inquiries:fields.biddingClosesAt'),
      value: closes ? formatDateTime(closes) : t('inquiries:deadline.none'),
    },
  ];
  return <FactList facts={facts} />;
}

function CarrierNames({ ids }: { ids: number[] }) {
  const { t } = useTranslation('inquiry-create');
  const carriers = useCarriers();
  if (ids.length === 0) return <>{t('preview.noCarriers')}</>;
  // Names, not ids: wait for the carrier list rather than flash '#4'.
  if (carriers.isPending) return <SkeletonBlock className="h-4 w-40" />;
  return (
    <ul className="grid gap-1">
      {ids.map((id) => (
        <li key={id}>{carriers.data?.carriers.find((c) => c.id === id)?.name ?? `#${id}`}</li>
      ))}
    </ul>
  );
}

export function PlaceFacts({ place, dateLabel }: { place: PlaceValues; dateLabel: string }) {
  const { t } = useTranslation(['inquiry-create', 'inquiries', 'enums']);
  const countries = useCountries();
  const country = countries.data?.find((c) => c.id === place.countryId)?.name;
  const city = useCityName(place.countryId, place.city);
  return <FactList facts={inquiryFacts(t, '—').place({ ...place, country, city }, dateLabel)} />;
}

export function TransportFacts({ values }: { values: InquiryFormValues }) {
  const { t } = useTranslation(['inquiry-create', 'inquiries', 'enums', 'common']);
  const mode = values.shipmentMode;
  const shown = mode && <ModeIcon mode={mode} withLabel />;
  return <FactList facts={inquiryFacts(t, '—').transport(values, shown)} />;
}

export function GoodsFacts({ values }: { values: InquiryFormValues }) {
  const { t } = useTranslation(['inquiry-create', 'inquiries', 'enums']);
  return (
    <div className="grid gap-5">
      <FactList facts={inquiryFacts(t, '—').cargo(values)} />
      <GoodsTable rows={values.goods} />
      <GoodsTotals rows={values.goods} />
    </div>
  );
}

export function DocumentFacts({ values }: { values: InquiryFormValues }) {
  const { t, i18n } = useTranslation(['inquiry-create', 'inquiries', 'common']);
  const facts: Fact[] = DOCUMENT_KEYS.map((key) => {
    const file = values.documentFiles[key];
    const attached = values.uploadedFilesId[key] !== '';
    return {
      label: t(DOCUMENT_LABELS[key]),
      value: !attached
        ? t('common:empty.noFile')
        : file
          ? `${file.name} (${formatFileSize(file.size, i18n.language)})`
          : t('documents.attached'),
    };
  });
  facts.push({ label: t('inquiries:fields.notes'), value: values.notes.trim() || '—' });
  return <FactList facts={facts} />;
}
