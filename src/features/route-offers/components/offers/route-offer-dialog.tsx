import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { SuspendableButton } from '@/components/suspended-action';
import { notify } from '@/lib/toast';
import { useCreateRouteOffer } from '../../api/create-route-offer';
import { useUpdateRouteOffer } from '../../api/update-route-offer';
import type { RouteOffer, RouteOfferInput } from '../../schemas';
import { RouteOfferForm } from './route-offer-form';
import {
  emptyRouteOfferValues,
  ROUTE_OFFER_FIELDS,
  routeOfferResolver,
  routeOfferToValues,
  type RouteOfferFormValues,
} from './route-offer-form-values';

export type RouteOfferDialogTarget = { mode: 'create' } | { mode: 'edit'; offer: RouteOffer };

type Props = { target: RouteOfferDialogTarget | null; onClose: () => void };

/** The name of the dialog's kept copy when a session expires in it (lib/unsent-form). */
export const routeOfferUnsentId = (target: RouteOfferDialogTarget) =>
  target.mode === 'edit' ? `route-offer:${target.offer.id}` : 'route-offer:new';

/** 'Publish a route offer' and 'Edit': one form. Mounted per target, so each opening starts from its values. */
export function RouteOfferDialog({ target, onClose }: Props) {
  const { t } = useTranslation(['route-offers', 'common']);
  const create = useCreateRouteOffer();
  const update = useUpdateRouteOffer();
  const editing = target?.mode === 'edit' ? target.offer : null;

  const save = async (input: RouteOfferInput) => {
    if (editing) await update.mutateAsync({ id: editing.id, input });
    else await create.mutateAsync(input);
    notify.success(t(editing ? 'edit.success' : 'create.success'));
  };

  return (
    <FormDialog<RouteOfferFormValues, unknown, RouteOfferInput>
      key={editing?.id ?? 'new'}
      open={target !== null}
      onClose={onClose}
      title={editing ? t('edit.title') : t('create.title')}
      description={t('form.description')}
      widthClassName="md:w-[640px]"
      formOptions={{
        resolver: routeOfferResolver,
        defaultValues: editing ? routeOfferToValues(editing) : emptyRouteOfferValues(),
      }}
      unsent={{ id: routeOfferUnsentId(target ?? { mode: 'create' }) }}
      onSubmit={save}
      serverFields={ROUTE_OFFER_FIELDS}
      submitLabel={editing ? t('edit.submit') : t('create.submit')}
      renderSubmit={(button) => <SuspendableButton {...button} />}
    >
      {(form) => <RouteOfferForm form={form} />}
    </FormDialog>
  );
}
