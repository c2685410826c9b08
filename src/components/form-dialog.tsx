import { useId, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/lib/api-error';
import { applyServerFieldErrors, formMode } from '@/lib/forms';
import { useUnsentForm } from '@/lib/unsent-form';
import { Button, type ButtonProps } from './button';
import { Dialog } from './dialog';
import { FormAlert } from './form-alert';

export type FormDialogProps<TValues extends FieldValues, TContext, TOutput> = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  widthClassName?: string;
  formOptions: UseFormProps<TValues, TContext, TOutput>;
  unsent: { id: string; omit?: readonly (keyof TValues & string)[] };
  onSubmit: (values: TOutput) => Promise<unknown>;
  serverFields?: readonly Path<TValues>[];
  onRefused?: (error: unknown, form: UseFormReturn<TValues, TContext, TOutput>) => boolean;
  submitLabel: ReactNode;
  cancelLabel?: ReactNode;
  renderSubmit?: (props: ButtonProps) => ReactNode;
  children: (form: UseFormReturn<TValues, TContext, TOutput>) => ReactNode;
};

export function FormDialog<TValues extends FieldValues, TContext = unknown, TOutput = TValues>(
  props: FormDialogProps<TValues, TContext, TOutput>,
) {
  return props.open ? <OpenFormDialog {...props} /> : null;
}

function OpenFormDialog<TValues extends FieldValues, TContext, TOutput>({
  onClose,
  title,
  description,
  widthClassName,
  formOptions,
  unsent,
  onSubmit,
  serverFields = [],
  onRefused,
  submitLabel,
  cancelLabel,
  renderSubmit,
  children,
}: FormDialogProps<TValues, TContext, TOutput>) {
  const { t } = useTranslation(['common', 'errors']);
  const formId = useId();
  const form = useForm<TValues, TContext, TOutput>({ ...formMode, ...formOptions });
  useUnsentForm(form, unsent);
  // A refusal that names no field (network, server, suspension).
  const [formError, setFormError] = useState<unknown>(null);
  // The button turns busy on the next render; this stops an Enter that lands before it.
  const sending = useRef(false);
  const { isSubmitting } = form.formState;

  const refused = (error: unknown) => {
    if (onRefused?.(error, form)) return;
    if (applyServerFieldErrors(error, form.setError, serverFields)) {
      const first = serverFields.find((name) => form.getFieldState(name).error);
      if (first) form.setFocus(first);
      return;
    }
    setFormError(error);
  };

  const send = async (values: TOutput) => {
    if (sending.current) return;
    sending.current = true;
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      refused(error);
      return;
    } finally {
      sending.current = false;
    }
    onClose();
  };

  const submitProps: ButtonProps = {
    type: 'submit',
    form: formId,
    variant: 'primary',
    loading: isSubmitting,
    children: submitLabel,
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      widthClassName={widthClassName}
      footer={
        <>
          <Button variant="gray-outline" onClick={onClose}>
            {cancelLabel ?? t('common:actions.cancel')}
          </Button>
          {renderSubmit ? renderSubmit(submitProps) : <Button {...submitProps} />}
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => void form.handleSubmit(send)(event)}
        noValidate
        className="grid gap-4"
      >
        {formError !== null && <FormAlert tone="error">{describeError(formError, t)}</FormAlert>}
        {children(form)}
      </form>
    </Dialog>
  );
}
