import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SuspendableButton } from '@/components/suspended-action';
import { INSURANCE_TYPES, PREFERRED_REGIONS, TRANSPORT_MODES } from '@/config/enums';
import { formatDate } from '@/lib/dates';
import { isKnown } from '@/lib/lenient';
import type { CarrierProfile } from '../schemas';

type CarrierProfileSummaryProps = { profile: CarrierProfile; onEdit: () => void };

/** The saved profile as importers will know the carrier, with the way into the form. */
export function CarrierProfileSummary({ profile, onEdit }: CarrierProfileSummaryProps) {
  const { t } = useTranslation(['carrier-profile', 'enums', 'common']);
  const missing = t('ui:missing');
  // A code the app does not know shows raw; a text or answer the server left out shows '—'.
  const labelOf = {
    insurance: (code: string) => (isKnown(INSURANCE_TYPES, code) ? t(`enums:insurance.${code}`) : code),
    mot: (code: string) => (isKnown(TRANSPORT_MODES, code) ? t(`enums:mot.${code}`) : code),
    region: (code: string) => (isKnown(PREFERRED_REGIONS, code) ? t(`enums:region.${code}`) : code),
  };
  const list = (codes: readonly string[], prefix: keyof typeof labelOf) =>
    codes.length ? codes.map(labelOf[prefix]).join(', ') : t('common:none');
  const yesNo = (value: boolean | undefined) =>
    value === undefined ? missing : value ? t('common:actions.yes') : t('common:actions.no');

  const rows: Array<[string, ReactNode]> = [
    [t('carrier-profile:fields.agencyName'), profile.agencyName || missing],
    [t('carrier-profile:fields.agencyMembership'), profile.agencyMembership || missing],
    [t('carrier-profile:fields.certifications'), profile.certifications || missing],
    [t('carrier-profile:fields.hasTruck'), yesNo(profile.hasTruck)],
    ...(profile.hasTruck && profile.truckCount !== undefined
      ? [[t('carrier-profile:fields.truckCount'), profile.truckCount] as [string, ReactNode]]
      : []),
    [t('carrier-profile:fields.insuranceTypes'), list(profile.insuranceTypes, 'insurance')],
    [t('carrier-profile:fields.specializedModes'), list(profile.specializedModes, 'mot')],
    [t('carrier-profile:fields.preferredRegions'), list(profile.preferredRegions, 'region')],
    [t('carrier-profile:view.updatedAt'), profile.updatedAt ? formatDate(profile.updatedAt) : missing],
  ];

  return (
    <section
      aria-labelledby="carrier-profile-summary-title"
      className="rounded-card border border-slate-200 bg-white shadow-card"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-5 py-4">
        <h2 id="carrier-profile-summary-title" className="text-base font-semibold text-slate-900">
          {profile.agencyName || missing}
        </h2>
        <SuspendableButton
          variant="outline"
          leftIcon={<Pencil aria-hidden className="size-4" />}
          onClick={onEdit}
        >
          {t('carrier-profile:actions.edit')}
        </SuspendableButton>
      </div>
      <dl className="grid gap-x-8 gap-y-5 p-5 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
            <dd className="mt-1 break-words text-sm text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
