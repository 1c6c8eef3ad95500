/**
 * The confirmation sent after an account deletion (GDPR art. 17), in the
 * language the user had chosen. It is queued in the transaction that deletes the account and
 * refers to nothing in the database: the outbox row holds only the address and the texts.
 */
import type { Locale } from '@hai/domain';
import { HELLO, esc, layout } from './templates.js';

const DELETED: Record<Locale, { subject: string; body: string; detail: string; action: string }> = {
  en: {
    subject: 'Your account was deleted — HAI Marketing Wheel',
    body: 'As you asked, your HAI Marketing Wheel account has been deleted.',
    detail:
      'Your profile, your answers, your roadmap, your sessions and the emails we had queued for you were removed, and every device was logged out. This email is the last one we send you.',
    action: 'If you did not ask for this, reply to this email so that we can look into it.',
  },
  ro: {
    subject: 'Contul dumneavoastră a fost șters — HAI Marketing Wheel',
    body: 'La cererea dumneavoastră, contul HAI Marketing Wheel a fost șters.',
    detail:
      'Profilul, răspunsurile, roadmap-ul, sesiunile și emailurile pregătite pentru dumneavoastră au fost eliminate, iar toate dispozitivele au fost deconectate. Acesta este ultimul email pe care vi-l trimitem.',
    action: 'Dacă nu ați cerut acest lucru, vă rugăm să răspundeți la acest email ca să putem verifica.',
  },
};

/**
 * The deletion notice: `{ subject, html, text }` for `enqueueMail`, greeting `firstName` (the
 * name is copied into the message before the user row goes).
 */
export function accountDeletedEmail(locale: Locale, firstName: string) {
  const t = DELETED[locale];
  const html = layout(
    locale,
    t.subject,
    `<p>${esc(HELLO[locale](firstName))}</p><p>${esc(t.body)}</p><p>${esc(t.detail)}</p><p style="font-size:13px;color:#52606d">${esc(t.action)}</p>`,
  );
  const text = `${HELLO[locale](firstName)}\n\n${t.body}\n\n${t.detail}\n\n${t.action}\n\n— HAI Marketing Wheel\n`;
  return { subject: t.subject, html, text };
}
