import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';

type Title = 'titles.details' | 'titles.generalCargo' | 'titles.update';

/** A screen about the inquiry of the address's `{id}`, under its page title. */
export function InquiryIdScreen({
  title,
  Page,
}: {
  title: Title;
  Page: ComponentType<{ inquiryId: number }>;
}) {
  const { t } = useTranslation('inquiry-details');
  const { id } = useParams();
  return (
    <div className="grid gap-6">
      <PageHeader title={t(title)} />
      <Page inquiryId={Number(id)} />
    </div>
  );
}
