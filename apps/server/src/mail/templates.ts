/** E-mail templates, HTML and text, in the recipient's language. */
import type { Locale } from '@hai/domain';

/** Escape text for HTML. */
export function esc(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

export function layout(locale: Locale, title: string, body: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${esc(title)}</title></head>
<body style="margin:0;padding:16px 8px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px">
<tr><td style="padding:20px 24px;background:#0f766e;border-radius:12px 12px 0 0;color:#ffffff;font-size:20px;font-weight:bold">HAI Marketing Wheel</td></tr>
<tr><td style="padding:24px 20px;font-size:16px;line-height:1.5">${body}</td></tr>
</table></body></html>`;
}

/** Greeting that opens every message. */
export const HELLO: Record<Locale, (firstName: string) => string> = {
  en: (n) => `Hello ${n},`,
  ro: (n) => `Bună ziua, ${n},`,
};

const VERIFY: Record<
  Locale,
  { subject: string; intro: string; button: string; expiry: string; ignore: string }
> = {
  en: {
    subject: 'Confirm your email address — HAI Marketing Wheel',
    intro:
      'Thank you for registering with HAI Marketing Wheel. Please confirm your email address to activate your account.',
    button: 'Confirm email address',
    expiry: 'The link is valid for 24 hours and can be used once.',
    ignore: 'If you did not create this account, you can ignore this email.',
  },
  ro: {
    subject: 'Confirmați adresa de email — HAI Marketing Wheel',
    intro:
      'Vă mulțumim că v-ați înregistrat în HAI Marketing Wheel. Vă rugăm să vă confirmați adresa de email pentru a vă activa contul.',
    button: 'Confirmați adresa de email',
    expiry: 'Linkul este valabil 24 de ore și poate fi folosit o singură dată.',
    ignore: 'Dacă nu ați creat acest cont, puteți ignora acest email.',
  },
};

/** The e-mail verification message (link `{APP_URL}/{locale}/verify-email?token=…`). */
export function verificationEmail(locale: Locale, firstName: string, link: string) {
  return linkEmail(locale, VERIFY[locale], firstName, link);
}

const RESET = {
  en: {
    subject: 'Reset your password — HAI Marketing Wheel',
    intro: 'We received a request to reset the password of your HAI Marketing Wheel account.',
    button: 'Choose a new password',
    expiry: 'The link is valid for 1 hour and can be used once.',
    ignore: 'If you did not ask for this, ignore this email: your password stays unchanged.',
  },
  ro: {
    subject: 'Resetați parola — HAI Marketing Wheel',
    intro: 'Am primit o cerere de resetare a parolei contului dumneavoastră HAI Marketing Wheel.',
    button: 'Alegeți o parolă nouă',
    expiry: 'Linkul este valabil o oră și poate fi folosit o singură dată.',
    ignore: 'Dacă nu ați cerut acest lucru, ignorați emailul: parola rămâne neschimbată.',
  },
} satisfies Record<Locale, typeof VERIFY.en>;

function linkEmail(locale: Locale, t: typeof VERIFY.en, firstName: string, link: string) {
  const html = layout(
    locale,
    t.subject,
    `<p>${esc(HELLO[locale](firstName))}</p><p>${esc(t.intro)}</p>
<p style="text-align:center;margin:32px 0"><a href="${esc(link)}" style="background:#0f766e;color:#ffffff;padding:14px 28px;border-radius:8px;text-decoration:none;font-weight:bold">${esc(t.button)}</a></p>
<p style="font-size:13px;color:#52606d;word-break:break-all">${esc(link)}</p>
<p style="font-size:13px;color:#52606d">${esc(t.expiry)} ${esc(t.ignore)}</p>`,
  );
  const text = `${HELLO[locale](firstName)}\n\n${t.intro}\n\n${t.button}: ${link}\n\n${t.expiry}\n${t.ignore}\n\n— HAI Marketing Wheel\n`;
  return { subject: t.subject, html, text };
}

/** The password reset message (link `{APP_URL}/{locale}/reset-password?token=…`). */
export function resetEmail(locale: Locale, firstName: string, link: string) {
  return linkEmail(locale, RESET[locale], firstName, link);
}

const CHANGED = {
  en: {
    subject: 'Your password was changed — HAI Marketing Wheel',
    body: 'The password of your HAI Marketing Wheel account was just changed, and every device was logged out.',
    action: 'If this was not you, reset your password now and contact us.',
  },
  ro: {
    subject: 'Parola dumneavoastră a fost schimbată — HAI Marketing Wheel',
    body: 'Parola contului dumneavoastră HAI Marketing Wheel tocmai a fost schimbată și toate dispozitivele au fost deconectate.',
    action: 'Dacă nu ați fost dumneavoastră, resetați-vă parola acum și contactați-ne.',
  },
};

/** A short notice: greeting, body, what to do, and links (text and HTML alike). */
function noticeEmail(
  locale: Locale,
  t: { subject: string; body: string; action: string },
  firstName: string,
  links: string[],
) {
  const anchors = links.map((l) => `<a href="${esc(l)}">${esc(l)}</a>`).join('<br>');
  const html = layout(
    locale,
    t.subject,
    `<p>${esc(HELLO[locale](firstName))}</p><p>${esc(t.body)}</p><p>${esc(t.action)}</p><p>${anchors}</p>`,
  );
  const text = `${HELLO[locale](firstName)}\n\n${t.body}\n${t.action}\n${links.join('\n')}\n\n— HAI Marketing Wheel\n`;
  return { subject: t.subject, html, text };
}

/** Notice after a password reset. */
export function passwordChangedEmail(locale: Locale, firstName: string, loginUrl: string) {
  return noticeEmail(locale, CHANGED[locale], firstName, [loginUrl]);
}

const EXISTS = {
  en: {
    subject: 'Someone tried to register with your address — HAI Marketing Wheel',
    body: 'Someone just tried to create a HAI Marketing Wheel account with this email address, which already has an account. No new account was created.',
    action: 'If it was you, log in or reset your password:',
  },
  ro: {
    subject: 'Cineva a încercat să se înregistreze cu adresa dumneavoastră — HAI Marketing Wheel',
    body: 'Cineva tocmai a încercat să creeze un cont HAI Marketing Wheel cu această adresă de email, care are deja un cont. Nu a fost creat niciun cont nou.',
    action: 'Dacă ați fost dumneavoastră, autentificați-vă sau resetați-vă parola:',
  },
};

/** Notice to the owner when their address is registered again (no enumeration, ASVS 6.3.8). */
export function accountExistsEmail(locale: Locale, firstName: string, loginUrl: string, forgotUrl: string) {
  return noticeEmail(locale, EXISTS[locale], firstName, [loginUrl, forgotUrl]);
}
