import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { MAX_BID_UPDATES } from '@/config/limits';
import { toApiError } from '@/lib/api-error';
import { notify } from '@/lib/toast';
import { useCreateBid } from '../../api/create-bid';
import { myInquiryBidsQueryOptions } from '../../api/get-my-inquiry-bids';
import { useUpdateBid } from '../../api/update-bid';
import type { Bid, BidTerms, MyInquiryBids } from '../../schemas';
import { orMissing } from '@/lib/display';
import { BidForm } from './bid-form';
import { bidToValues, newBidValues, updatesLeft, type BidProfileDefaults } from './bid-form-values';

export type BidFormTarget = { kind: 'new' } | { kind: 'update'; bid: Bid };

/** The name of a bid form's kept copy (lib/unsent-form): one for a new bid, one per bid updated. */
export const bidFormUnsentId = (target: BidFormTarget) =>
  target.kind === 'new' ? 'bid:new' : `bid:update:${target.bid.bidId}`;

/** What the form needs of the inquiry: the id it sends, the code it names, the mode it starts from. */
export type BidFormInquiry = Pick<MyInquiryBids, 'inquiryId' | 'inquiryCode' | 'shipmentMode'>;

type BidFormModalProps = {
  target: BidFormTarget | null;
  inquiry: BidFormInquiry;
  defaults: BidProfileDefaults | null;
  onClose: () => void;
};

/** 'New bid' or 'Update bid': the same form, sent to create or to update. */
export function BidFormDialog({ target, inquiry, defaults, onClose }: BidFormModalProps) {
  const { t } = useTranslation(['bid-form', 'common', 'ui']);
  const formId = useId();
  const queryClient = useQueryClient();
  const create = useCreateBid();
  const update = useUpdateBid();
  // The button turns busy on the next render; this stops a second click that lands before it.
  const sending = useRef(false);
  const mutation = target?.kind === 'update' ? update : create;

  const close = () => {
    create.reset();
    update.reset();
    onClose();
  };

  const submit = async (terms: BidTerms) => {
    if (!target || sending.current) return;
    sending.current = true;
    try {
      if (target.kind === 'new') await create.mutateAsync({ inquiryId: inquiry.inquiryId, ...terms });
      else await update.mutateAsync({ bidId: target.bid.bidId, terms });
    } catch (error) {
      const { status } = toApiError(error);
      // The inquiry closed or a limit was reached meanwhile: the panel behind should say so too,
      // from the carrier's bids or, on a server that does not list them, from the inquiry.
      if (status === 409 || status === 422) {
        void queryClient.invalidateQueries({
          queryKey: myInquiryBidsQueryOptions(inquiry.inquiryId).queryKey,
        });
        void queryClient.invalidateQueries({ queryKey: ['inquiries'] });
      }
      throw error;
    } finally {
      sending.current = false;
    }
    notify.success(target.kind === 'new' ? t('bid-form:toast.created') : t('bid-form:toast.updated'));
    close();
  };

  const description =
    target?.kind === 'update'
      ? t('bid-form:panel.updatesLeft', {
          left: orMissing(t, updatesLeft(target.bid)),
          max: MAX_BID_UPDATES,
        })
      : t('bid-form:form.newDescription', { code: orMissing(t, inquiry.inquiryCode) });

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={target?.kind === 'update' ? t('bid-form:form.updateTitle') : t('bid-form:form.newTitle')}
      description={description}
      widthClassName="md:w-[640px]"
      footer={
        <>
          <Button variant="gray-outline" onClick={close}>
            {t('bid-form:form.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={mutation.isPending}>
            {target?.kind === 'update' ? t('bid-form:form.submitUpdate') : t('bid-form:form.submitNew')}
          </Button>
        </>
      }
    >
      {target && (
        <BidForm
          key={target.kind === 'update' ? target.bid.bidId : 'new'}
          formId={formId}
          unsentId={bidFormUnsentId(target)}
          initialValues={
            target.kind === 'update' ? bidToValues(target.bid) : newBidValues(inquiry.shipmentMode, defaults)
          }
          onSubmit={submit}
          error={mutation.error}
          fromProfile={target.kind === 'new' && defaults !== null}
        />
      )}
    </Dialog>
  );
}
