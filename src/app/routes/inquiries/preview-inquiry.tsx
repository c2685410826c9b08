import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PreviewInquiry } from '@/features/inquiries/components/create/preview-inquiry';

/** /inquiries/preview-inquiry/{id} */
export function PreviewInquiryRoute() {
  const { t } = useTranslation('inquiry-create');
  const { id } = useParams();
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">{t('preview.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('preview.subtitle')}</p>
      </header>
      <PreviewInquiry id={Number(id)} />
    </div>
  );
}
