import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CreateInquiry } from '@/features/inquiries/components/create/create-inquiry';
import { toStepNumber } from '@/features/inquiries/components/create/steps';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';

export function CreateInquiryRoute() {
  const { t } = useTranslation('inquiry-create');
  const [searchParams] = useSearchParams();
  const draft = Number(searchParams.get('draft'));
  const draftId = Number.isInteger(draft) && draft > 0 ? draft : null;
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        back={{ to: paths.inquiries.list, label: t('backToList') }}
      />
      <CreateInquiry draftId={draftId} step={toStepNumber(searchParams.get('step'))} />
    </div>
  );
}
