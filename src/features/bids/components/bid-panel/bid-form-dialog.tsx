import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { MAX_BID_UPDATES } from '@/config/limits';
import { QUERY_ROOTS, rootKey } from '@/config/query-roots';
import { toApiError } from '@/lib/api-error';
import { orMissing } from '@/lib/display';
import { useCreateBid } from '../../api/create-bid';
import { bidKeys } from '../../api/query-keys';
import { useUpdateBid } from '../../api/update-bid';
import type { Bid, BidTerms, MyInquiryBids } from '../../schemas';
import { BidForm } from './bid-form';
import {
  BID_FORM_FIELDS,
  bidFormResolver,
  bidToValues,
  newBidValues,
  updatesLeft,
  type BidFormValues,
  type BidProfileDefaults,
} from './bid-form-values';

export type BidFormTarget = { kind: 'new' } | { kind: 'update'; bid: Bid };

/** The name of a bid form's kept copy (lib/unsent-form): one for a new bid, one per bid updated. */
export const bidFormUnsentId = (target: BidFormTarget) =>
  target.kind === 'new' ? 'bid:new' : `bid:update:${target.bid.bidId}`;

/** What the form needs of the inquiry: the id it sends, the code it names, the mode it starts from. */
export type BidFormInquiry = Pick<MyInquiryBids, 'inquiryId' | 'inquiryCode' | 'shipmentMode'>;

type BidFormDialogProps = {
  target: BidFormTarget | null;
  inquiry: BidFormInquiry;
  defaults: BidProfileDefaults | null;
  onClose: () => void;
};

export function BidFormDialog({ target, inquiry, defaults, onClose }: BidFormDialogProps) {
  const { t, i18n } = useTranslation(['bid-form', 'common', 'ui']);
  const queryClient = useQueryClient();
  const create = useCreateBid({ successToast: t('bid-form:toast.created') });
  const update = useUpdateBid({ successToast: t('bid-form:toast.updated') });
  const updating = target?.kind === 'update' ? target.bid : null;

  const submit = async (terms: BidTerms) => {
    try {
      if (updating) await update.mutateAsync({ bidId: updating.bidId, terms });
      else await create.mutateAsync({ inquiryId: inquiry.inquiryId, ...terms });
    } catch (error) {
      const { status } = toApiError(error);
      if (status === 409 || status === 422) {
        void queryClient.invalidateQueries({ queryKey: bidKeys.mine(inquiry.inquiryId) });
        void queryClient.invalidateQueries({ queryKey: rootKey(QUERY_ROOTS.inquiries) });
      }
      throw error;
    }
  };

  return (
    <FormDialog<BidFormValues, { language: string } | undefined, BidTerms>
      key={updating?.bidId ?? 'new'}
      open={target !== null}
      onClose={onClose}
      title={updating ? t('bid-form:form.updateTitle') : t('bid-form:form.newTitle')}
      description={
        updating
          ? t('bid-form:panel.updatesLeft', {
              left: orMissing(t, updatesLeft(updating)),
              max: MAX_BID_UPDATES,
            })
          : t('bid-form:form.newDescription', { code: orMissing(t, inquiry.inquiryCode) })
      }
      widthClassName="md:w-[640px]"
      formOptions={{
        resolver: bidFormResolver,
        // The price is read in the language the carrier sees ('1.850' is 1850 in az, refused in en).
        context: { language: i18n.language },
        defaultValues: updating ? bidToValues(updating) : newBidValues(inquiry.shipmentMode, defaults),
      }}
      unsent={{ id: bidFormUnsentId(target ?? { kind: 'new' }) }}
      onSubmit={submit}
      serverFields={BID_FORM_FIELDS}
      submitLabel={updating ? t('bid-form:form.submitUpdate') : t('bid-form:form.submitNew')}
      cancelLabel={t('bid-form:form.cancel')}
    >
      {(form) => <BidForm form={form} fromProfile={!updating && defaults !== null} />}
    </FormDialog>
  );
}
