/** Account page (issue 10 item 5): placeholder until the page is written. */
export function AccountPage() {
  return null;
}
