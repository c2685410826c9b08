import { useTranslation } from 'react-i18next';
import type { InquiryDetail } from '../../schemas';
import { FactList } from '@/components/fact-list';

export function OrganizationDetails({ organization }: { organization: InquiryDetail['organization'] }) {
  const { t } = useTranslation('inquiry-details');
  return (
    <FactList
      columns={1}
      facts={[
        { label: t('organization.name'), value: organization?.organizaName || t('ui:missing') },
        {
          label: t('organization.phone'),
          value: organization?.phoneNumber ? (
            <a href={`tel:${organization?.phoneNumber}`} dir="ltr" className="text-brand-600 hover:underline">
              {organization?.phoneNumber}
            </a>
          ) : (
            t('ui:missing')
          ),
        },
        {
          label: t('organization.email'),
          value: organization?.orgOfficialMail ? (
            <a href={`mailto:${organization?.orgOfficialMail}`} className="text-brand-600 hover:underline">
              {organization?.orgOfficialMail}
            </a>
          ) : (
            t('ui:missing')
          ),
        },
        { label: t('organization.country'), value: organization?.countryName || t('ui:missing') },
      ]}
    />
  );
}
