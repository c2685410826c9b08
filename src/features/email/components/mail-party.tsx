import { useTranslation } from 'react-i18next';
import type { MailFolder, MailParty as Party, MailSummary } from '../schemas';

export const otherParty = (mail: MailSummary, folder: MailFolder) =>
  folder === 'inbox' ? mail.from : mail.to;

export function MailParty({ party }: { party: Party | undefined }) {
  const { t } = useTranslation();
  return (
    <span className="grid min-w-0">
      <span className="truncate">{party?.organizationName ?? t('ui:missing')}</span>
      {party?.userName && (
        <span className="truncate text-xs font-normal text-slate-500">{party.userName}</span>
      )}
    </span>
  );
}
