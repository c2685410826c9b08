import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { Dialog } from '@/components/dialog';
import { SuspendableButton } from '@/components/suspended-action';
import { describeError } from '@/lib/api-error';
import { applyServerFieldErrors, formMode } from '@/lib/forms';
import { notify } from '@/lib/toast';
import { useUnsentForm } from '@/lib/unsent-form';
import { useCreateRouteOffer, useUpdateRouteOffer } from '../../api/routes';
import type { RouteOffer, RouteOfferInput } from '../../schemas';
import { RouteOfferForm } from './route-offer-form';
import {
  emptyRouteOfferValues,
  ROUTE_OFFER_FIELDS,
  routeOfferResolver,
  routeOfferToValues,
  type RouteOfferFormValues,
} from './route-offer-form-values';

const FORM_ID = 'route-offer-form';

/** What the dialog is open for: a new offer, or the one being edited. */
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

  const save = (input: RouteOfferInput) =>
    editing ? update.mutateAsync({ id: editing.id, input }) : create.mutateAsync(input);

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={editing ? t('edit.title') : t('create.title')}
      description={t('form.description')}
      widthClassName="md:w-[640px]"
      footer={
        <>
          <Button variant="gray-outline" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <SuspendableButton
            type="submit"
            form={FORM_ID}
            variant="primary"
            loading={create.isPending || update.isPending}
          >
            {editing ? t('edit.submit') : t('create.submit')}
          </SuspendableButton>
        </>
      }
    >
      {target && <DialogBody key={editing?.id ?? 'new'} editing={editing} save={save} onDone={onClose} />}
    </Dialog>
  );
}

type BodyProps = {
  editing: RouteOffer | null;
  save: (input: RouteOfferInput) => Promise<RouteOffer>;
  onDone: () => void;
};

function DialogBody({ editing, save, onDone }: BodyProps) {
  const { t } = useTranslation(['route-offers', 'common']);
  // A refusal that names no field (network, server): field errors are said on their fields.
  const [formError, setFormError] = useState<unknown>(null);
  const form = useForm<RouteOfferFormValues, unknown, RouteOfferInput>({
    resolver: routeOfferResolver,
    defaultValues: editing ? routeOfferToValues(editing) : emptyRouteOfferValues(),
    ...formMode,
  });
  useUnsentForm(form, {
    id: routeOfferUnsentId(editing ? { mode: 'edit', offer: editing } : { mode: 'create' }),
  });

  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      await save(input);
      notify.success(t(editing ? 'edit.success' : 'create.success'));
      onDone();
    } catch (error) {
      // The dialog stays open with what was typed; the server's words go where they belong.
      if (!applyServerFieldErrors(error, form.setError, ROUTE_OFFER_FIELDS)) setFormError(error);
    }
  });

  return (
    <div className="grid gap-4">
      {formError !== null && <FormAlert tone="error">{describeError(formError, t)}</FormAlert>}
      <RouteOfferForm formId={FORM_ID} form={form} onSubmit={(event) => void submit(event)} />
    </div>
  );
}
