/**
 * Size class of the company for the prompts (domain-design.md §4): the strategy engine's
 * `sizeClassOf` (micro under 10 employees, small 10–49, medium 50–249, large 250 and more), read
 * from the profile's `employees`, where `null` means "not given".
 */
import { sizeClassOf } from '../strategies/context.js';
import type { SizeClass } from '../strategies/types.js';

/** The four size classes of domain-design.md §4. */
export type SizeClassKey = SizeClass;

/** Size class of a company with `employees` people, or `null` when unknown or not positive. */
export function promptSizeClass(employees: number | null): SizeClassKey | null {
  return sizeClassOf(employees ?? undefined);
}
