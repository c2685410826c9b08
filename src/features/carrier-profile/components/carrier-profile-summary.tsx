import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { FactList, type Fact } from '@/components/fact-list';
import { SuspendableButton } from '@/components/suspended-action';
import { INSURANCE_TYPES, PREFERRED_REGIONS, TRANSPORT_MODES } from '@/config/enums';
import { formatDate } from '@/lib/dates';
import { isKnown } from '@/lib/lenient';
import type { CarrierProfile } from '../schemas';

type CarrierProfileSummaryProps = { profile: CarrierProfile; onEdit: () => void };

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

  const facts: Fact[] = [
    { label: t('carrier-profile:fields.agencyName'), value: profile.agencyName || missing },
    { label: t('carrier-profile:fields.agencyMembership'), value: profile.agencyMembership || missing },
    { label: t('carrier-profile:fields.certifications'), value: profile.certifications || missing },
    { label: t('carrier-profile:fields.hasTruck'), value: yesNo(profile.hasTruck) },
    ...(profile.hasTruck && profile.truckCount !== undefined
      ? [{ label: t('carrier-profile:fields.truckCount'), value: profile.truckCount }]
      : []),
    { label: t('carrier-profile:fields.insuranceTypes'), value: list(profile.insuranceTypes, 'insurance') },
    { label: t('carrier-profile:fields.specializedModes'), value: list(profile.specializedModes, 'mot') },
    { label: t('carrier-profile:fields.preferredRegions'), value: list(profile.preferredRegions, 'region') },
    {
      label: t('carrier-profile:view.updatedAt'),
      value: profile.updatedAt ? formatDate(profile.updatedAt) : missing,
    },
  ];
  const edit = (
    <SuspendableButton variant="outline" icon={Pencil} onClick={onEdit}>
      {t('carrier-profile:actions.edit')}
    </SuspendableButton>
  );
  return (
    <Card title={profile.agencyName || missing} actions={edit}>
      <FactList facts={facts} />
    </Card>
  );
}
