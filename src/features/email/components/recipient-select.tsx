import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FormSelect } from '@/components/form-select';
import { ORGANIZATION_TYPES } from '@/config/enums';
import { describeError } from '@/lib/api-error';
import { isKnown } from '@/lib/lenient';
import { useMailContacts } from '../api/get-mail-contacts';
import type { ComposeValues } from '../compose-values';
import type { Contact } from '../schemas';

export function RecipientSelect() {
  const { t } = useTranslation(['email', 'common']);
  const contacts = useMailContacts();
  // A type the app does not know shows its raw code; none, just the name.
  const typeLabel = (type: Contact['type']) =>
    isKnown(ORGANIZATION_TYPES, type) ? t(`orgType.${type}`) : type;
  const options = (contacts.data ?? []).map((contact) => ({
    value: contact.id,
    label: [contact.name, typeLabel(contact.type)].filter(Boolean).join(' · '),
  }));

  return (
    <div className="grid gap-1.5">
      <FormSelect<ComposeValues, number>
        name="toOrganizationId"
        label={t('compose.to')}
        placeholder={t('compose.toPlaceholder')}
        options={options}
        isLoading={contacts.isPending}
      />
      {contacts.isError && (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700">
          <span>{describeError(contacts.error, t)}</span>
          <Button variant="transparent" className="h-8 px-2" onClick={() => void contacts.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </div>
      )}
      {contacts.data?.length === 0 && <p className="text-xs text-slate-500">{t('compose.noContacts')}</p>}
    </div>
  );
}
