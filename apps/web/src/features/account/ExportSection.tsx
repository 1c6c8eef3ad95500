/**
 * "Download my data" (GDPR art. 15, 20): fetches `account.export` (in the page's
 * language) without caching it, and saves it as `HAI-Marketing-Wheel-date-YYYY-MM-DD.json`. A
 * failure shows a translated alert; success says the file's name.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/useLocale';
import { errorMessage, trpc } from '../../lib/trpc';
import { downloadText } from '../roadmap/export/download';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { DownloadIcon } from '../ui/icons';
import { EXPORT_MIME, exportFileContent, exportFileName } from './export-file';

export function ExportSection() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const utils = trpc.useUtils();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);

  const onDownload = async () => {
    if (busy) return;
    setBusy(true);
    setResult(null);
    try {
      // The vanilla client: the export is read once and not kept in the query cache.
      const data = await utils.client.account.export.query({ locale });
      const file = exportFileName(new Date());
      downloadText(file, EXPORT_MIME, exportFileContent(data));
      setResult({ tone: 'success', message: t('export.done', { file }) });
    } catch (err) {
      setResult({ tone: 'error', message: errorMessage(err, t('export.failed')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card account__section" aria-labelledby="account-export">
      <h2 id="account-export">{t('export.title')}</h2>
      <p className="account__text">{t('export.text')}</p>
      <div>
        <Button
          variant="secondary"
          onClick={() => void onDownload()}
          busy={busy}
          busyLabel={t('export.busy')}
          data-testid="account-export"
        >
          <DownloadIcon size={18} />
          {t('export.button')}
        </Button>
      </div>
      {result && (
        <Alert tone={result.tone} testId="account-export-result">
          {result.message}
        </Alert>
      )}
    </section>
  );
}
