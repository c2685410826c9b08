import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { paths } from '@/config/paths';

export function EditOrganizationLink({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation('organizations');
  return (
    <Link
      to={paths.organizations.update(id)}
      aria-label={t('list.editNamed', { name })}
      className={buttonClasses({ variant: 'blue-light' })}
    >
      <Pencil aria-hidden className="size-4" />
      {t('list.edit')}
    </Link>
  );
}
