/**
 * "Re-take the assessment": a button that asks first (ConfirmDialog: the earlier
 * answers come selected, one key press keeps each, the current results stay) and then starts the
 * re-take (useRetake), which opens the chat at question 1. A refusal — the latest assessment is
 * not completed (409) — shows the server's translated message in the dialog.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/trpc';
import { ConfirmDialog } from '../roadmap/ConfirmDialog';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import './i18n';
import { useRetake } from './useRetake';

interface Props {
  variant?: 'primary' | 'secondary';
  /** Id of the sentence that explains the re-take beside the button. */
  describedBy?: string;
  /** Test id of the button; the dialog's is `${testId}-dialog`. */
  testId?: string;
}

export function RetakeAction({ variant = 'primary', describedBy, testId = 'retake' }: Props) {
  const { t } = useTranslation('history');
  const [open, setOpen] = useState(false);
  const retake = useRetake();
  const close = () => {
    if (retake.isPending) return;
    retake.reset();
    setOpen(false);
  };
  return (
    <>
      <Button
        variant={variant}
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
        data-testid={testId}
      >
        {t('retake.action')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('retake.confirmTitle')}
        confirmLabel={t('retake.confirm')}
        cancelLabel={t('retake.cancel')}
        busy={retake.isPending || retake.isSuccess}
        onConfirm={() => retake.mutate({})}
        onCancel={close}
        testId={`${testId}-dialog`}
      >
        <p>{t('retake.confirmText')}</p>
        {retake.error && (
          <Alert tone="error" testId={`${testId}-error`}>
            {errorMessage(retake.error, t('retake.failed'))}
          </Alert>
        )}
      </ConfirmDialog>
    </>
  );
}
