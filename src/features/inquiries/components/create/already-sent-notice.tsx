import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { paths } from '@/config/paths';
import { FormAlert } from '@/components/form-alert';

/** Shown by the flow and the preview when the inquiry has been sent: a draft can no longer change. */
export function AlreadySentNotice({ id, code }: { id: number; code: string | undefined }) {
  const { t } = useTranslation('inquiry-create');
  return (
    <FormAlert
      tone="info"
      action={
        <Link to={paths.inquiries.details(id)} className={buttonClasses({ variant: 'outline' })}>
          <ExternalLink aria-hidden className="size-4" />
          {t('notDraft.openDetails')}
        </Link>
      }
    >
      {t('notDraft.text', { code: code || t('ui:missing') })}
    </FormAlert>
  );
}
