import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CreateInquiry } from '@/features/inquiries/components/create/create-inquiry';
import { toStepNumber } from '@/features/inquiries/components/create/steps';

/** /inquiries/new, /inquiries/new?draft=<id>[&step=<n>] */
export function CreateInquiryRoute() {
  const { t } = useTranslation('inquiry-create');
  const [searchParams] = useSearchParams();
  const draft = Number(searchParams.get('draft'));
  const draftId = Number.isInteger(draft) && draft > 0 ? draft : null;
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('subtitle')}</p>
      </header>
      <CreateInquiry draftId={draftId} step={toStepNumber(searchParams.get('step'))} />
    </div>
  );
}
