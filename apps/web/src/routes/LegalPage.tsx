/**
 * Legal pages (product-spec §2 footer): /{locale}/privacy, /terms, /gdpr,
 * /ai-transparency and /opt-out, each a {@link LegalDocument} in the current language.
 */
import { LegalDocument } from '../features/legal/LegalDocument';

/** /{locale}/privacy: what the application stores, why, how long, who processes it. */
export function PrivacyPage() {
  return <LegalDocument page="privacy" />;
}

/** /{locale}/terms: terms of use. */
export function TermsPage() {
  return <LegalDocument page="terms" />;
}

/** /{locale}/gdpr: legal bases and how to exercise each GDPR right. */
export function GdprPage() {
  return <LegalDocument page="gdpr" />;
}

/** /{locale}/ai-transparency: how the scores are computed; no AI model receives the answers. */
export function AiTransparencyPage() {
  return <LegalDocument page="aiTransparency" />;
}

/** /{locale}/opt-out: withdraw cookie consent, stop e-mails, delete the account. */
export function OptOutPage() {
  return <LegalDocument page="optOut" />;
}
