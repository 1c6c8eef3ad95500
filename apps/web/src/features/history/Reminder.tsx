/**
 * The re-take reminder on the results page: "Remind me to re-take in 90 days"
 * stores the day (`assessment.setRetakeReminder({ inDays: 90 })`); then "We will remind you on
 * {date}" with "Cancel reminder" (`assessment.clearRetakeReminder`), or once the day has come
 * "It is time to re-take…". Both answers are written into the cached status (the dashboard's
 * notice reads it). The line is a polite live region, so the new state is announced, and focus
 * moves to the button that undoes what was just done.
 */
import type { StatusOutput } from '@hai/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/useLocale';
import { errorMessage, trpc } from '../../lib/trpc';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { formatDay, reminderState } from './history';
import './i18n';

/** Days ahead the reminder is set for. */
export const REMINDER_DAYS = 90;

export function Reminder({ status }: { status: StatusOutput }) {
  const { t } = useTranslation('history');
  const locale = useLocale();
  const utils = trpc.useUtils();
  const noteId = useId();
  const state = reminderState(status);
  // After a change, focus goes to the button that is there now (set → cancel, cancel → set).
  const [moved, setMoved] = useState<'set' | 'cleared' | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const onSuccess = (out: { retakeReminderAt: string | null; retakeDue: boolean }) =>
    utils.assessment.status.setData(undefined, (prev) => prev && { ...prev, ...out });
  const set = trpc.assessment.setRetakeReminder.useMutation({
    onSuccess: (out) => {
      onSuccess(out);
      setMoved('set');
    },
  });
  const clear = trpc.assessment.clearRetakeReminder.useMutation({
    onSuccess: (out) => {
      onSuccess(out);
      setMoved('cleared');
    },
  });
  useEffect(() => {
    if (moved) button.current?.focus();
  }, [moved, state.kind]);

  const failed = set.error ?? clear.error;
  const line =
    state.kind === 'due'
      ? t('reminder.due', { date: formatDay(state.day, locale) })
      : state.kind === 'scheduled'
        ? t('reminder.scheduled', { date: formatDay(state.day, locale) })
        : moved === 'cleared'
          ? t('reminder.cleared')
          : '';

  return (
    <div className="reminder" data-testid="reminder">
      <p className="reminder__line" aria-live="polite" data-testid="reminder-line">
        {line}
      </p>
      <div className="reminder__row">
        {state.kind === 'none' ? (
          <>
            <Button
              ref={button}
              variant="secondary"
              busy={set.isPending}
              onClick={() => set.mutate({ inDays: REMINDER_DAYS })}
              aria-describedby={noteId}
              data-testid="reminder-set"
            >
              {t('reminder.set')}
            </Button>
            <p id={noteId} className="reminder__note muted">
              {t('reminder.setNote')}
            </p>
          </>
        ) : (
          <Button
            ref={button}
            variant="ghost"
            size="sm"
            busy={clear.isPending}
            onClick={() => clear.mutate({})}
            data-testid="reminder-cancel"
          >
            {t('reminder.cancel')}
          </Button>
        )}
      </div>
      {failed && (
        <Alert tone="error" testId="reminder-error">
          {errorMessage(failed, t('reminder.failed'))}
        </Alert>
      )}
    </div>
  );
}
