/**
 * A bank question as the API sends it (product-spec §3 "Question"): its texts in one locale, its
 * options with what their input takes. The server builds these once per locale
 * (apps/server `services/assessments/views.ts`); the chat builds the next question itself when it
 * goes on offline (apps/web `features/assessment/offline/step-plan.ts`), so both draw the same.
 */
import type { BankQuestion } from '../bank/index.js';
import type { Locale } from '../i18n/locale.js';
import type { QuestionView } from '../schemas/views.js';

/**
 * `q` in `locale`; `numberInStep` is its place among the questions its step asks the company
 * (1-based; the bank's own place by default).
 */
export function questionView(
  q: BankQuestion,
  locale: Locale,
  numberInStep = q.indexInStep + 1,
): QuestionView {
  return {
    id: q.id,
    questionNumber: q.questionNumber,
    questionText: q.text[locale],
    questionType: q.type,
    kind: q.kind,
    stepId: q.step.key,
    numberInStep,
    options: q.options.map((o) => ({
      id: o.id,
      key: o.key,
      optionText: o.text[locale],
      requiresInput: o.input !== undefined,
      inputType: o.input?.type ?? null,
      inputMin: o.input && o.input.type !== 'text' ? o.input.min : null,
      inputMax: o.input && o.input.type !== 'text' ? o.input.max : null,
      maxLength: o.input?.type === 'text' ? o.input.maxLength : null,
      exclusive: o.exclusive === true,
    })),
  };
}
