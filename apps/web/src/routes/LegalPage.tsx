/** Legal pages (issue 10 item 4): placeholder until the pages are written. */
export function PrivacyPage() {
  return null;
}
export function TermsPage() {
  return null;
}
export function GdprPage() {
  return null;
}
export function AiTransparencyPage() {
  return null;
}
export function OptOutPage() {
  return null;
}
