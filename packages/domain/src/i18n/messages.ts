/**
 * Messages the server sends and the web shows for validation and API errors, in en and ro
 * (product-spec §5, §8). Codes are stable; zod schemas use them as their `message`.
 * `{name}` placeholders are filled by {@link translate}.
 */
import { FORM_MESSAGES } from './form-messages.js';
import type { Locale } from './locale.js';

const en = {
  ...FORM_MESSAGES.en,
  'assessment.noCurrentQuestion': 'No current question',
  'assessment.noPrevious': 'There is no previous question',
  'assessment.unknownStep': 'Unknown step: use its key (VIZIUNE), id or order 1–12',
  'assessment.completed': 'The assessment is completed; its answers can no longer change',
  'assessment.retakeNotCompleted':
    'You can re-take the assessment once it is completed; finish the current one first',
  'assessment.reminderOneOf': 'Give either a number of days or a date',
  'assessment.reminderPast': 'Choose a date from today on, within two years',
  'results.incomplete': 'Complete the assessment to see your results',
  'peers.noCompleted': 'Complete the assessment to compare it with companies like yours',
  'results.sent': 'Results sent to {email}',
  'results.sendTooSoon': 'You can email your results once a minute. Try again in {seconds} s.',
  'results.sendDailyLimit':
    'You have reached the limit of {limit} results emails in 24 hours. Try again in {hours} h.',
  'roadmap.generated': '{count} tasks generated for the score range {range}',
  'roadmap.existing': 'Your roadmap already has {count} tasks',
  'roadmap.notFound': 'Task not found',
  'roadmap.reorderInvalid': 'The new order is invalid: each task may appear only once',
  'roadmap.unknownCategory': "Choose one of the roadmap's categories, or Other",
  'roadmap.readOnly':
    'This task is on the roadmap of an earlier assessment, which is kept as it was and can no longer be changed',
  'assessment.notFound': 'Assessment not found',
  'compare.notEnough':
    'There is nothing to compare yet: comparing needs two completed assessments. Re-take the assessment and complete it.',
  'compare.notCompleted': 'Only completed assessments can be compared',
  'compare.sameAssessment': 'Choose two different assessments to compare',
  'auth.registered': 'Account created. Check your email to confirm your address.',
  'auth.invalidCredentials': 'Invalid email or password',
  'auth.emailNotVerified': 'Please confirm your email address before logging in.',
  'auth.unauthorized': 'Please log in to continue',
  'auth.verifyInvalid': 'This verification link is invalid or has expired.',
  'auth.verified': 'Email verified! You can now log in.',
  'auth.alreadyVerified': 'This email address is already confirmed. You can log in.',
  'auth.loggedOut': 'You have been logged out',
  'auth.resetSent': 'The email with instructions has been sent. Check your inbox.',
  'auth.resetDone': 'Your password has been reset successfully!',
  'auth.resetInvalid': 'Invalid reset token. Please request a new reset link.',
  'auth.verificationResent':
    'If your address still needs confirming, we have sent a new confirmation email. Check your inbox.',
  'auth.localeSaved': 'Language saved',
  'account.deleted': 'Your account and all your data have been deleted. A confirmation was sent to {email}.',
  'account.confirmRequired': 'Confirm that you want to delete your account',
  'error.notFound': 'Not found',
  'error.payloadTooLarge': 'The request is too large',
  'error.tooManyRequests': 'Too many requests. Please wait a moment and try again.',
  'error.tooManyRequestsSeconds': 'Too many requests. Try again in {seconds} s.',
  'error.tooManyRequestsMinutes': 'Too many requests. Try again in {minutes} min.',
  'error.internal': 'Something went wrong on our side. Please try again.',
  'error.forbidden': 'You do not have access to this',
  'error.unavailable': 'The service is temporarily unavailable. Please try again in a moment.',
} as const;

/** A message code. */
export type MessageCode = keyof typeof en;

const ro: Record<MessageCode, string> = {
  ...FORM_MESSAGES.ro,
  'assessment.noCurrentQuestion': 'Nu există o întrebare curentă',
  'assessment.noPrevious': 'Nu există o întrebare anterioară',
  'assessment.unknownStep': 'Pas necunoscut: folosiți cheia (VIZIUNE), id-ul sau numărul 1–12',
  'assessment.completed': 'Evaluarea este finalizată; răspunsurile nu se mai pot schimba',
  'assessment.retakeNotCompleted':
    'Puteți reface evaluarea după ce este finalizată; finalizați mai întâi evaluarea curentă',
  'assessment.reminderOneOf': 'Indicați fie un număr de zile, fie o dată',
  'assessment.reminderPast': 'Alegeți o dată începând de astăzi, în următorii doi ani',
  'results.incomplete': 'Finalizați evaluarea ca să vă vedeți rezultatele',
  'peers.noCompleted': 'Finalizați evaluarea ca să vă comparați cu companii asemănătoare',
  'results.sent': 'Rezultatele au fost trimise la {email}',
  'results.sendTooSoon':
    'Puteți trimite rezultatele pe email o dată pe minut. Încercați din nou peste {seconds} s.',
  'results.sendDailyLimit':
    'Ați atins limita de {limit} emailuri cu rezultatele în 24 de ore. Încercați din nou peste {hours} h.',
  'roadmap.generated': '{count} task-uri generate pentru intervalul de scor {range}',
  'roadmap.existing': 'Roadmap-ul dumneavoastră are deja {count} task-uri',
  'roadmap.notFound': 'Task-ul nu a fost găsit',
  'roadmap.reorderInvalid': 'Noua ordine nu este validă: fiecare task poate apărea o singură dată',
  'roadmap.unknownCategory': 'Alegeți una dintre categoriile roadmap-ului sau Altele',
  'roadmap.readOnly':
    'Acest task face parte din roadmap-ul unei evaluări anterioare, păstrat așa cum era, și nu mai poate fi modificat',
  'assessment.notFound': 'Evaluarea nu a fost găsită',
  'compare.notEnough':
    'Nu există încă nimic de comparat: comparația are nevoie de două evaluări finalizate. Reluați evaluarea și finalizați-o.',
  'compare.notCompleted': 'Se pot compara doar evaluări finalizate',
  'compare.sameAssessment': 'Alegeți două evaluări diferite pentru comparație',
  'auth.registered': 'Cont creat. Verificați emailul pentru a confirma adresa.',
  'auth.invalidCredentials': 'Email sau parolă incorecte',
  'auth.emailNotVerified': 'Vă rugăm să vă confirmați adresa de email înainte de autentificare.',
  'auth.unauthorized': 'Vă rugăm să vă autentificați pentru a continua',
  'auth.verifyInvalid': 'Linkul de verificare este invalid sau a expirat.',
  'auth.verified': 'Email verificat! Acum vă puteți autentifica.',
  'auth.alreadyVerified': 'Această adresă de email este deja confirmată. Vă puteți autentifica.',
  'auth.loggedOut': 'V-ați deconectat',
  'auth.resetSent': 'Emailul cu instrucțiuni a fost trimis. Verificați inbox-ul.',
  'auth.resetDone': 'Parola a fost resetată cu succes!',
  'auth.resetInvalid': 'Token de resetare invalid. Vă rugăm să solicitați un nou link de resetare.',
  'auth.verificationResent':
    'Dacă adresa mai trebuie confirmată, v-am trimis un nou email de confirmare. Verificați inbox-ul.',
  'auth.localeSaved': 'Limba a fost salvată',
  'account.deleted':
    'Contul și toate datele dumneavoastră au fost șterse. Confirmarea a fost trimisă la {email}.',
  'account.confirmRequired': 'Confirmați că doriți să vă ștergeți contul',
  'error.notFound': 'Nu a fost găsit',
  'error.payloadTooLarge': 'Cererea este prea mare',
  'error.tooManyRequests': 'Prea multe cereri. Vă rugăm să așteptați puțin și să încercați din nou.',
  'error.tooManyRequestsSeconds': 'Prea multe cereri. Încercați din nou peste {seconds} s.',
  'error.tooManyRequestsMinutes': 'Prea multe cereri. Încercați din nou peste {minutes} min.',
  'error.internal': 'A apărut o eroare la noi. Vă rugăm să încercați din nou.',
  'error.forbidden': 'Nu aveți acces la această pagină',
  'error.unavailable':
    'Serviciul este temporar indisponibil. Vă rugăm să încercați din nou în câteva momente.',
};

/** All messages by locale. */
export const MESSAGES: Record<Locale, Record<MessageCode, string>> = { en, ro };

/** Whether a string is a known message code. */
export function isMessageCode(code: string): code is MessageCode {
  return Object.prototype.hasOwnProperty.call(en, code);
}

/**
 * Translate a message code, filling `{name}` placeholders from `params`. An unknown code is
 * returned as-is so that nothing is ever lost.
 */
export function translate(code: string, locale: Locale, params: Record<string, unknown> = {}): string {
  const template = isMessageCode(code) ? MESSAGES[locale][code] : code;
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}
