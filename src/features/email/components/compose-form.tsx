import { zodResolver } from '@hookform/resolvers/zod';
import { Send, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { SuspendableButton } from '@/components/suspended-action';
import { TextArea } from '@/components/text-area';
import { TextInput } from '@/components/text-input';
import { paths } from '@/config/paths';
import { describeError, toApiError } from '@/lib/api-error';
import { bindFields, formMode } from '@/lib/forms';
import { notify } from '@/lib/toast';
import { useSendMail } from '../api/send-mail';
import { composeSchema, toMailInput, type ComposeValues } from '../compose-values';
import { clearDraft, loadDraft, saveDraft } from '../mail-draft';
import { MAIL_BODY_MAX, MAIL_SUBJECT_MAX, type Mail } from '../schemas';
import { AttachmentField } from './attachment-field';
import { QuotedMail } from './quoted-mail';
import { RecipientSelect } from './recipient-select';

type ComposeFormProps = {
  draftKey: string;
  initial: ComposeValues;
  /** In reply mode: the message answered. The recipient is then its sender, fixed. */
  replyTo: Mail | null;
  recipientName: string | null;
};

// The server's field names and the form's: the body and the files are typed differently.
const SERVER_FIELDS: Record<string, Path<ComposeValues>> = {
  toOrganizationId: 'toOrganizationId',
  subject: 'subject',
  bodyHtml: 'text',
  attachmentIds: 'attachments',
};

/** A new message or a reply. What is typed is kept as a draft until it is sent or discarded. */
export function ComposeForm({ draftKey, initial, replyTo, recipientName }: ComposeFormProps) {
  const { t } = useTranslation(['email', 'common']);
  const navigate = useNavigate();
  const [restored] = useState(() => {
    const draft = loadDraft(draftKey);
    // A reply always goes to the sender of the message answered, whatever an old draft says.
    return draft && replyTo ? { ...draft, toOrganizationId: initial.toOrganizationId } : draft;
  });
  const form = useForm<ComposeValues>({
    resolver: zodResolver(composeSchema),
    defaultValues: restored ?? initial,
    ...formMode,
  });
  const { setError } = form;
  const field = bindFields(form, t);
  const [hasDraft, setHasDraft] = useState(restored !== null);
  const [waitNotice, setWaitNotice] = useState(false);
  const [resets, setResets] = useState(0);
  const send = useSendMail({ successToast: t('compose.sentToast') });

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => setHasDraft(saveDraft(draftKey, values, initial)),
      }),
    [form, draftKey, initial],
  );

  const uploadingNow = useRef(false);
  const onBusyChange = useCallback((busy: boolean) => {
    uploadingNow.current = busy;
    if (!busy) setWaitNotice(false);
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit((values) => {
      if (uploadingNow.current) {
        setWaitNotice(true);
        return;
      }
      send.mutate(toMailInput(values, replyTo?.id ?? null), {
        onSuccess: () => {
          clearDraft(draftKey);
          void navigate(paths.email.sent);
        },
        onError: (error) => {
          // The text stays; each field the server refused shows why.
          Object.entries(toApiError(error).fieldErrors).forEach(([name, message]) => {
            const field = SERVER_FIELDS[name];
            if (field) setError(field, { type: 'server', message });
          });
        },
      });
    })(event);

  const discard = () => {
    clearDraft(draftKey);
    form.reset(initial);
    setHasDraft(false);
    setResets((n) => n + 1); // drops the refused uploads listed beside the files
    send.reset();
    notify.success(t('compose.discarded'));
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-5">
        {send.isError && <FormAlert tone="error">{describeError(send.error, t)}</FormAlert>}
        {waitNotice && <FormAlert tone="info">{t('compose.waitUploads')}</FormAlert>}
        {replyTo && initial.toOrganizationId !== null ? (
          <TextInput label={t('compose.to')} value={recipientName ?? ''} readOnly />
        ) : (
          <RecipientSelect />
        )}
        <TextInput
          label={t('compose.subject')}
          maxLength={MAIL_SUBJECT_MAX}
          {...field('subject')}
          autoComplete="off"
        />
        <TextArea label={t('compose.message')} rows={10} maxLength={MAIL_BODY_MAX} {...field('text')} />
        <AttachmentField key={resets} onBusyChange={onBusyChange} />
        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs text-slate-500" aria-live="polite">
            {hasDraft ? t('compose.draftSaved') : ''}
          </p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            {hasDraft && (
              <Button variant="gray-outline" onClick={discard} icon={Trash2}>
                {t('compose.discard')}
              </Button>
            )}
            <SuspendableButton type="submit" variant="primary" loading={send.isPending} icon={Send}>
              {t('compose.send')}
            </SuspendableButton>
          </div>
        </div>
        {replyTo && <QuotedMail mail={replyTo} />}
      </form>
    </FormProvider>
  );
}
