/**
 * Per-step feedback and band recommendations of the report (domain-design.md §5; product-spec
 * §2 "Results", §3, §4, §9).
 */
export * from './types.js';
export * from './common.js';
export * from './step-feedback.js';
export * from './bands.js';
