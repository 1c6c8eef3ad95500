/**
 * The answers of a signed-in first screen's queries (`firstScreenQueries` in
 * @hai/domain), called through the app router as the web app would call them, with the session
 * of the `hai_auth` cookie: the same checks (a live session), the same output schemas, the same
 * wire shapes (made JSON by the page that carries them).
 */
import { TRPCError } from '@trpc/server';
import {
  firstScreenQueries,
  type AnsweredQuery,
  type FirstScreenQuery,
  type Locale,
  type SignedInFirstScreen,
} from '@hai/domain';
import type { Deps } from '../services/deps.js';
import { createContextInner } from './context.js';
import { createCaller } from './root.js';

/** Why a signed-in first screen has no answers: the session is gone, or the page is not for now. */
export type NoFirstScreen = 'unauthorized' | 'not-shown';

/**
 * The answered queries of `page` in `locale` for the session of `token`, or why not:
 * `unauthorized` when the token or its session is not valid (any more), `not-shown` when the
 * assessment is completed (the web app sends a finished user to the results instead). Other
 * failures are thrown.
 */
export async function answerFirstScreen(
  deps: Deps,
  token: string,
  page: SignedInFirstScreen,
  locale: Locale,
): Promise<AnsweredQuery[] | NoFirstScreen> {
  const caller = createCaller(createContextInner({ deps, token, locale }));
  const call = (q: FirstScreenQuery): Promise<unknown> => {
    switch (q.path) {
      case 'auth.me':
        return caller.auth.me();
      case 'assessment.status':
        return caller.assessment.status();
      case 'assessment.current':
        return caller.assessment.current(q.input);
    }
  };
  try {
    const queries = firstScreenQueries(page, locale);
    const answers = await Promise.all(queries.map(async (q) => ({ ...q, data: await call(q) })));
    const status = answers.find((a) => a.path === 'assessment.status')?.data as
      { completed?: boolean } | undefined;
    return status?.completed ? 'not-shown' : answers;
  } catch (err) {
    if (err instanceof TRPCError && err.code === 'UNAUTHORIZED') return 'unauthorized';
    throw err;
  }
}
