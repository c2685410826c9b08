import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { BidPanel } from '@/features/bids/components/bid-panel/bid-panel';
import { useCarrierProfile } from '@/features/carrier-profile/api/get-carrier-profile';
import { useInquiry } from '@/features/inquiries/api/get-inquiry';
import { carrierInquiryDetailsUrlStateSchema as urlStateSchema } from '@/features/inquiries/carrier-inquiry-details-url-state';
import { CarrierInquiryDetailsPage } from '@/features/inquiries/components/details/carrier-inquiry-details-page';
import { useFeatureAvailable } from '@/lib/server-features';
import { notify } from '@/lib/toast';
import { toUrlSearchParams, useUrlState } from '@/lib/use-url-state';
import { REDIRECT_PARAM } from '../../guards/redirect';
import { PageHeader } from '@/components/page-header';

export function CarrierInquiryDetailsRoute() {
  const { t } = useTranslation(['inquiry-details', 'bid-form']);
  const { id } = useParams();
  const inquiryId = Number(id);
  const navigate = useNavigate();
  const [{ bid }, setUrlState] = useUrlState(urlStateSchema);
  const profileKnown = useFeatureAvailable('carrierProfile');
  const profile = useCarrierProfile({ enabled: profileKnown });
  // The same query the details view reads (one request): whether the inquiry could be shown at all.
  const inquiry = useInquiry(inquiryId, 'carrier');

  // The bid panel asks for the carrier's bids only once the inquiry was read, and without them works
  // from the inquiry itself.
  const shown = inquiry.data;
  const panelInquiry = useMemo(
    () =>
      shown
        ? {
            inquiryCode: shown.inquiryCode,
            shipmentMode: shown.shipmentMode,
            inquiryStatus: shown.status,
            biddingClosesAt: shown.biddingClosesAt,
          }
        : null,
    [shown],
  );

  // A failed profile check does not block: the server refuses a bid from an incomplete profile itself.
  const mayPlaceBid = () => {
    if (profile.data?.complete !== false) return true;
    notify.notification(t('bid-form:panel.profileRequired'));
    // Back to this inquiry with ?bid=new, so the bid form opens again once the profile is saved.
    const bidAgain = toUrlSearchParams(urlStateSchema, { bid: 'new' });
    const back = `${paths.inquiries.logisticDetails(inquiryId)}?${bidAgain.toString()}`;
    void navigate(
      `${paths.organizations.details}?${new URLSearchParams({ [REDIRECT_PARAM]: back }).toString()}`,
    );
    return false;
  };

  const dropBidParam = useCallback(() => setUrlState({ bid: '' }, { replace: true }), [setUrlState]);

  return (
    <div className="grid gap-6">
      <PageHeader title={t('inquiry-details:titles.carrierDetails')} />
      {/* When the inquiry fails its alert says why and retries; a second alert for the bids of an
          inquiry that cannot be shown would only repeat it. Otherwise the panel puts 'place a bid'
          above the details (sticky on a phone) and the carrier's bids below them. */}
      <BidPanel
        inquiryId={inquiryId}
        inquiry={panelInquiry}
        inquiryFailed={inquiry.isError}
        profileDefaults={profile.data?.profile ?? null}
        checkingProfile={profileKnown && profile.isPending}
        mayPlaceBid={mayPlaceBid}
        autoOpenNew={bid === 'new' && profile.data?.complete === true}
        onAutoOpenHandled={dropBidParam}
      >
        <CarrierInquiryDetailsPage inquiryId={inquiryId} />
      </BidPanel>
    </div>
  );
}
