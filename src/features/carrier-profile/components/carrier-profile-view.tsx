import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { formatDate } from '@/lib/dates';
import type { CarrierProfile } from '../schemas';

type CarrierProfileViewProps = { profile: CarrierProfile; onEdit: () => void };

/** The saved profile as importers will know the carrier, with the way into the form. */
export function CarrierProfileView({ profile, onEdit }: CarrierProfileViewProps) {
  const { t } = useTranslation(['carrier-profile', 'enums', 'common']);
  const list = (codes: readonly string[], prefix: 'insurance' | 'mot' | 'region') =>
    codes.length ? codes.map((code) => t(`enums:${prefix}.${code}`)).join(', ') : t('common:none');

  const rows: Array<[string, ReactNode]> = [
    [t('carrier-profile:fields.agencyName'), profile.agencyName],
    [t('carrier-profile:fields.agencyMembership'), profile.agencyMembership],
    [t('carrier-profile:fields.certifications'), profile.certifications],
    [
      t('carrier-profile:fields.hasTruck'),
      profile.hasTruck ? t('common:actions.yes') : t('common:actions.no'),
    ],
    ...(profile.hasTruck && profile.truckCount !== null
      ? [[t('carrier-profile:fields.truckCount'), profile.truckCount] as [string, ReactNode]]
      : []),
    [t('carrier-profile:fields.insuranceTypes'), list(profile.insuranceTypes, 'insurance')],
    [t('carrier-profile:fields.specializedModes'), list(profile.specializedModes, 'mot')],
    [t('carrier-profile:fields.preferredRegions'), list(profile.preferredRegions, 'region')],
    [t('carrier-profile:view.updatedAt'), formatDate(profile.updatedAt)],
  ];

  return (
    <section
      aria-labelledby="carrier-profile-view-title"
      className="rounded-card border border-slate-200 bg-white shadow-card"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-5 py-4">
        <h2 id="carrier-profile-view-title" className="text-base font-semibold text-slate-900">
          {profile.agencyName}
        </h2>
        <Button variant="outline" leftIcon={<Pencil aria-hidden className="size-4" />} onClick={onEdit}>
          {t('carrier-profile:actions.edit')}
        </Button>
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
