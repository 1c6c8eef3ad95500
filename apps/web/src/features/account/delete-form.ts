/**
 * The deletion form's own checks, before any call: the password is required
 * (the server checks that it is right) and the confirmation box must be ticked.
 */

/** What the deletion form holds. */
export interface DeleteFormValues {
  password: string;
  confirm: boolean;
}

/** Which fields are missing: `{ password?: true, confirm?: true }` (empty when the form may be sent). */
export function deleteFormErrors(values: DeleteFormValues): { password?: true; confirm?: true } {
  return {
    ...(values.password.length === 0 ? { password: true as const } : {}),
    ...(values.confirm ? {} : { confirm: true as const }),
  };
}
