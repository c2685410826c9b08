import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PreviewInquiry } from '@/features/inquiries/components/create/preview-inquiry';
import { PageHeader } from '@/components/page-header';

export function PreviewInquiryRoute() {
  const { t } = useTranslation('inquiry-create');
  const { id } = useParams();
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <PageHeader title={t('preview.title')} subtitle={t('preview.subtitle')} />
      <PreviewInquiry id={Number(id)} />
    </div>
  );
}
