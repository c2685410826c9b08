import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUSES, TRANSPORT_MODES } from '@/config/enums';
import type { CsvColumn } from '@/lib/csv';
import { csvDay } from '@/lib/csv-values';
import { isKnown } from '@/lib/lenient';
import type { InquiryListScope } from '../../api/get-inquiries';
import type { InquirySummary } from '../../schemas';

type Place = InquirySummary['pickup'];
const placeText = (place: Place) => [place?.city, place?.countryName].filter(Boolean).join(', ');

/** The route split into its two places, so a spreadsheet can sort by either. */
export function useInquiryCsvColumns(scope: InquiryListScope): CsvColumn<InquirySummary>[] {
  const { t } = useTranslation(['inquiries', 'enums', 'status']);
  return useMemo(() => {
    const columns: (CsvColumn<InquirySummary> | false)[] = [
      { header: t('inquiries:fields.code'), value: (inquiry) => inquiry.inquiryCode ?? `#${inquiry.id}` },
      scope !== 'own' && {
        header: t('inquiries:fields.organization'),
        value: (inquiry) => inquiry.organizationName,
      },
      { header: t('inquiries:fields.pickup'), value: (inquiry) => placeText(inquiry.pickup) },
      { header: t('inquiries:fields.delivery'), value: (inquiry) => placeText(inquiry.delivery) },
      {
        header: t('inquiries:fields.mode'),
        value: ({ shipmentMode: mode }) => (isKnown(TRANSPORT_MODES, mode) ? t(`enums:mot.${mode}`) : mode),
      },
      { header: t('inquiries:fields.createdAt'), value: (inquiry) => csvDay(inquiry.createdAt) },
      { header: t('inquiries:fields.pickupDate'), value: (inquiry) => csvDay(inquiry.pickup?.date) },
      {
        header: t('inquiries:fields.status'),
        value: ({ status }) => (isKnown(STATUSES, status) ? t(`status:${status}`) : status),
      },
      { header: t('inquiries:fields.bids'), value: (inquiry) => inquiry.bidCount },
    ];
    return columns.filter((column): column is CsvColumn<InquirySummary> => column !== false);
  }, [scope, t]);
}
