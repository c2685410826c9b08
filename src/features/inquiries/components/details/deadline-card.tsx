import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight, CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { z } from 'zod/mini';
import { Card } from '@/components/card';
import { DeadlineCountdown } from '@/components/deadline-countdown';
import { FormDialog } from '@/components/form-dialog';
import { SuspendableButton } from '@/components/suspended-action';
import { TextInput } from '@/components/text-input';
import { paths } from '@/config/paths';
import { biddingClosed, deadlineMs, isoToLocalInput, localInputToIso } from '@/lib/deadline';
import { bindFields } from '@/lib/forms';
import { useDecide } from '@/lib/permissions';
import { useFeatureAvailable } from '@/lib/server-features';
import { useDeadlineNow, useEarliestDeadline } from '@/lib/deadline-clock';
import { useExtendDeadline } from '../../api/extend-deadline';
import { deadlineInputSchema, inquiryMsg, type InquiryDetail } from '../../schemas';

/** Where the deadline matters: while bidding runs, and in review after it closed. */
const SHOWN = new Set(['active', 'pending', 'under_review']);

type ExtendValues = { biddingClosesAt: string };

/** The new moment: a real one, far enough ahead, and later than the deadline it replaces. */
const extendSchema = (current: string | undefined) =>
  z.object({
    biddingClosesAt: deadlineInputSchema.check(
      z.refine((v) => v !== '', inquiryMsg.deadlineInvalid),
      z.refine((v) => {
        const iso = localInputToIso(v);
        const was = deadlineMs(current);
        return iso === null || was === null || Date.parse(iso) > was;
      }, inquiryMsg.deadlineNotLater),
    ),
  });

export function DeadlineCard({ inquiry }: { inquiry: InquiryDetail }) {
  const { t } = useTranslation(['inquiry-details', 'inquiries']);
  const [open, setOpen] = useState(false);
  const decide = useDecide();
  const canChange = useFeatureAvailable('deadlineExtension') && decide('inquiry:setDeadline') !== 'denied';
  const extend = useExtendDeadline({ successToast: t('inquiry-details:deadline.extended') });
  const closesAt = inquiry.biddingClosesAt;
  // Redrawn when the deadline passes, so the card turns to 'closed' on its own.
  const now = useDeadlineNow(closesAt);
  const earliest = useEarliestDeadline();
  if (inquiry.status === undefined || !SHOWN.has(inquiry.status)) return null;
  const closed = biddingClosed(closesAt, now);

  return (
    <Card title={t('inquiry-details:deadline.title')}>
      <div className="grid gap-4">
        {closesAt ? (
          <DeadlineCountdown closesAt={closesAt} />
        ) : (
          <p className="text-sm text-slate-600">{t('inquiry-details:deadline.none')}</p>
        )}
        {closed && (
          <div className="grid gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            <p>{t('inquiry-details:deadline.closedText', { count: inquiry.bidCount ?? 0 })}</p>
            <Link
              to={paths.bids.allBids(inquiry.id)}
              className="inline-flex w-fit items-center gap-1 rounded font-medium text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              {t('inquiry-details:deadline.reviewBids')}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </div>
        )}
        {canChange && (
          <div>
            <SuspendableButton
              variant="outline"
              align="start"
              icon={CalendarClock}
              onClick={() => setOpen(true)}
              className="w-full sm:w-auto"
            >
              {closesAt
                ? closed
                  ? t('inquiry-details:deadline.reopen')
                  : t('inquiry-details:deadline.extend')
                : t('inquiry-details:deadline.set')}
            </SuspendableButton>
          </div>
        )}
      </div>
      <FormDialog<ExtendValues>
        open={open}
        onClose={() => setOpen(false)}
        title={t('inquiry-details:deadline.dialogTitle')}
        description={t('inquiry-details:deadline.dialogText')}
        formOptions={{
          resolver: zodResolver(extendSchema(closesAt)),
          defaultValues: { biddingClosesAt: isoToLocalInput(closesAt) },
        }}
        unsent={{ id: `deadline-${inquiry.id}` }}
        onSubmit={(values) =>
          extend.mutateAsync({ id: inquiry.id, biddingClosesAt: localInputToIso(values.biddingClosesAt)! })
        }
        serverFields={['biddingClosesAt']}
        submitLabel={t('inquiry-details:deadline.save')}
      >
        {(form) => (
          <TextInput
            type="datetime-local"
            label={t('inquiries:fields.biddingClosesAt')}
            min={earliest}
            {...bindFields(form, t)('biddingClosesAt')}
          />
        )}
      </FormDialog>
    </Card>
  );
}
