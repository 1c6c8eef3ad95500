/**
 * The "we could not send it yet" notice: drawn from `system.mailStatus` as the
 * register, resend and forgot answers seed it, in both languages; nothing while e-mail flows.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/auth.json';
import ro from '../../locales/ro/auth.json';
import { createTrpcClient, trpc } from '../../lib/trpc';
import { MailDelayNotice } from './MailDelayNotice';

/** The notice's HTML with `system.mailStatus` answered `delayed` (or not asked yet: undefined). */
async function draw(locale: 'en' | 'ro', delayed: boolean | undefined): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: locale,
    resources: { en: { auth: en }, ro: { auth: ro } },
    initAsync: false,
  });
  const queryClient = new QueryClient();
  if (delayed !== undefined)
    queryClient.setQueryData(getQueryKey(trpc.system.mailStatus, undefined, 'query'), { delayed });
  const client = createTrpcClient(
    () => null,
    () => locale,
    () => undefined,
  );
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <trpc.Provider client={client} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <MailDelayNotice />
        </QueryClientProvider>
      </trpc.Provider>
    </I18nextProvider>,
  );
}

describe('MailDelayNotice', () => {
  it('says the e-mail is delayed and will still come, politely announced', async () => {
    const html = await draw('en', true);
    expect(html).toContain('role="status"');
    expect(html).toContain('data-testid="mail-delayed"');
    expect(html).toContain('We could not send the email yet');
    expect(html).toContain('We keep trying');
  });

  it('says it in Romanian, addressing the reader formally', async () => {
    const html = await draw('ro', true);
    expect(html).toContain('Nu am putut trimite încă emailul');
    expect(html).toContain('Încercăm în continuare');
    expect(html).toMatch(/veți primi/);
  });

  it('shows nothing while e-mail flows or before the status is known', async () => {
    expect(await draw('en', false)).toBe('');
    expect(await draw('ro', undefined)).toBe('');
  });
});
