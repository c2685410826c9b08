import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { ErrorState } from '@/components/error-state';
import { FormDialog } from '@/components/form-dialog';
import { SkeletonBlock } from '@/components/skeleton-rows';
import { SuspendableButton } from '@/components/suspended-action';
import { TextArea } from '@/components/text-area';
import { RATING_MAX_STARS, TEXT_MAX } from '@/config/limits';
import { formatDate, formatDateTime } from '@/lib/dates';
import { translateFieldError } from '@/lib/forms';
import { useDecide } from '@/lib/permissions';
import { useFeatureAvailable } from '@/lib/server-features';
import { useInquiryRating } from '../api/get-inquiry-rating';
import { useRateCarrier } from '../api/rate-carrier';
import { ratingInputSchema, ratingMsg, type InquiryRating, type RatingInput } from '../schemas';
import { StarInput, Stars } from './star-input';

type RatingValues = { stars: number | null; comment: string };

export function RatingCard({ inquiryId }: { inquiryId: number }) {
  const allowed = useDecide()('shipment:rate') !== 'denied';
  const available = useFeatureAvailable('ratings');
  const rating = useInquiryRating(inquiryId, allowed && available);
  if (!allowed || !available) return null;
  if (rating.isPending)
    return (
      <Card className="grid max-w-2xl gap-3 p-5" role="status" aria-busy="true">
        <SkeletonBlock className="h-4 w-1/3" />
        <SkeletonBlock className="h-8 w-48" />
      </Card>
    );
  if (rating.isError)
    return (
      <Card className="max-w-2xl p-5">
        <ErrorState error={rating.error} onRetry={() => void rating.refetch()} />
      </Card>
    );
  if (!rating.data.rateable) return null;
  return <RatingControls inquiryId={inquiryId} answer={rating.data} />;
}

function RatingControls({ inquiryId, answer }: { inquiryId: number; answer: InquiryRating }) {
  const { t } = useTranslation(['ratings', 'common']);
  const [open, setOpen] = useState(false);
  const rate = useRateCarrier({ successToast: t('ratings:saved') });
  // Read once per render from the answer: the server decides, this only hides a button it would refuse.
  const [now] = useState(() => Date.now());
  const given = answer.rating;
  const editable = !given || !answer.editableUntil || Date.parse(answer.editableUntil) > now;
  const carrier = answer.carrierName ?? t('ratings:theCarrier');

  return (
    <Card title={t('ratings:title')} className="max-w-2xl">
      <div className="grid gap-4">
        {given ? (
          <div className="grid gap-2">
            <Stars
              stars={given.stars}
              size="size-6"
              label={t('ratings:given', { stars: given.stars, max: RATING_MAX_STARS })}
            />
            {given.comment && <p className="break-words text-sm text-slate-800">{given.comment}</p>}
            <p className="text-xs text-slate-500">
              {editable && answer.editableUntil
                ? t('ratings:editableUntil', { date: formatDateTime(answer.editableUntil) })
                : t('ratings:givenOn', { date: formatDate(given.createdAt) })}
            </p>
          </div>
        ) : (
          <p className="text-sm text-slate-600">{t('ratings:ask', { carrier })}</p>
        )}
        {editable && (
          <div>
            <SuspendableButton
              variant={given ? 'outline' : 'primary'}
              align="start"
              onClick={() => setOpen(true)}
              className="w-full sm:w-auto"
            >
              {given ? t('ratings:change') : t('ratings:rate')}
            </SuspendableButton>
          </div>
        )}
      </div>
      <FormDialog<RatingValues, unknown, RatingInput>
        open={open}
        onClose={() => setOpen(false)}
        title={t('ratings:dialogTitle')}
        description={t('ratings:dialogText', { carrier })}
        formOptions={{
          resolver: zodResolver(ratingInputSchema) as never,
          defaultValues: { stars: given?.stars ?? null, comment: given?.comment ?? '' },
        }}
        unsent={{ id: `rating-${inquiryId}` }}
        onSubmit={(input) => rate.mutateAsync({ inquiryId, input })}
        serverFields={['stars', 'comment']}
        submitLabel={t('ratings:save')}
      >
        {(form) => (
          <div className="grid gap-4">
            <Controller
              control={form.control}
              name="stars"
              render={({ field }) => (
                <StarInput
                  legend={t('ratings:stars')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  firstRef={field.ref}
                  starLabel={(stars) => t('ratings:starOf', { stars, max: RATING_MAX_STARS })}
                  error={translateFieldError(t, form.formState.errors.stars?.message)}
                />
              )}
            />
            <TextArea
              label={t('ratings:comment')}
              helperText={t('ratings:commentHelp', { max: TEXT_MAX.ratingComment })}
              maxLength={TEXT_MAX.ratingComment}
              registration={form.register('comment')}
              error={
                form.formState.errors.comment?.message === ratingMsg.tooLong
                  ? t(ratingMsg.tooLong, { max: TEXT_MAX.ratingComment })
                  : translateFieldError(t, form.formState.errors.comment?.message)
              }
            />
          </div>
        )}
      </FormDialog>
    </Card>
  );
}
