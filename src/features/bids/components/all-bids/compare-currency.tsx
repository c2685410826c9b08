import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { NativeSelectFilter } from '@/components/native-select-filter';
import { CURRENCIES, type Currency } from '@/config/enums';
import { formatDate } from '@/lib/dates';
import { useFeatureAvailable } from '@/lib/server-features';
import type { useExchangeRates } from '../../api/get-exchange-rates';

type Props = {
  currency: Currency | '';
  onChange: (currency: Currency | '') => void;
  rates: ReturnType<typeof useExchangeRates>;
};

export function CompareCurrency({ currency, onChange, rates }: Props) {
  const { t } = useTranslation(['bids', 'common']);
  const available = useFeatureAvailable('exchangeRates');
  if (!available) return null;
  return (
    <div className="flex w-full flex-col gap-1 sm:w-56">
      <NativeSelectFilter<Currency>
        label={t('bids:compare.label')}
        allLabel={t('bids:compare.own')}
        options={CURRENCIES.map((code) => ({ value: code, label: code }))}
        value={currency}
        onChange={onChange}
      />
      {currency && (
        <p className="text-xs text-slate-600" aria-live="polite">
          {rates.isError ? (
            <>
              {t('bids:compare.ratesFailed')}{' '}
              <Button
                variant="transparent"
                className="h-auto px-1 py-0 text-xs"
                onClick={() => void rates.refetch()}
              >
                {t('common:actions.retry')}
              </Button>
            </>
          ) : rates.data ? (
            t('bids:compare.ratesOf', { date: formatDate(rates.data.date) || rates.data.date })
          ) : (
            t('bids:compare.ratesLoading')
          )}
        </p>
      )}
    </div>
  );
}
