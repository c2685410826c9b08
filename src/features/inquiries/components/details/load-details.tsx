import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FactList } from '@/components/fact-list';
import type { InquiryDetail } from '../../schemas';
import { inquiryFacts } from '../../inquiry-facts';
import { DocumentsList } from './documents-list';
import { GoodsTable } from './goods-table';

function Subsection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid gap-3 border-t border-slate-100 pt-5 first:border-t-0 first:pt-0">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </div>
  );
}

export function LoadDetails({ inquiry }: { inquiry: InquiryDetail }) {
  const { t } = useTranslation(['inquiry-details', 'inquiries', 'enums', 'common']);
  const missing = t('inquiry-details:load.notGiven');
  const facts = inquiryFacts(t, missing);

  return (
    <div className="grid gap-5">
      <Subsection title={t('inquiry-details:sections.cargo')}>
        <FactList facts={facts.cargo(inquiry)} />
      </Subsection>
      <Subsection title={t('inquiry-details:sections.transport')}>
        <FactList facts={facts.transport(inquiry)} />
      </Subsection>
      <Subsection title={t('inquiry-details:sections.places')}>
        <div className="grid gap-4 lg:grid-cols-2">
          {(['pickup', 'delivery'] as const).map((kind) => (
            <div key={kind} className="rounded-lg border border-slate-200 p-4">
              <h4 className="mb-3 text-sm font-medium text-brand-700">{t(`inquiries:fields.${kind}`)}</h4>
              {inquiry[kind] ? (
                <FactList
                  facts={facts.place(
                    { ...inquiry[kind], country: inquiry[kind].countryName },
                    t('inquiries:fields.date'),
                  )}
                />
              ) : (
                <p className="text-sm text-slate-500">{missing}</p>
              )}
            </div>
          ))}
        </div>
      </Subsection>
      <Subsection title={t('inquiry-details:sections.goods')}>
        <GoodsTable goods={inquiry.goods} />
      </Subsection>
      {inquiry.notes && (
        <Subsection title={t('inquiry-details:sections.notes')}>
          <p className="whitespace-pre-line text-sm text-slate-800">{inquiry.notes}</p>
        </Subsection>
      )}
      <Subsection title={t('inquiry-details:sections.documents')}>
        <DocumentsList documents={inquiry.documents} />
      </Subsection>
    </div>
  );
}
