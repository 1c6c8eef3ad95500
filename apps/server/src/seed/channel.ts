/**
 * The test channel of a server started by a test harness (apps/web e2e `harness.ts`) with an IPC
 * channel and `NODE_ENV=test`: a message `{ type: 'seed-completed', id, email, answers }` writes
 * that user's completed first assessment (`seed/completed.ts`) and is answered `{ id,
 * assessmentId }` or `{ id, error }`. With the embedded database the server owns it alone, so a
 * harness cannot write it from outside; and a browser test that needs a finished assessment, but
 * is not about answering, then costs one message instead of a request per answer. Nothing listens
 * in any other mode or without a parent process.
 */
import { z } from 'zod';
import type { Db } from '@hai/db';
import { AnswerSubmission } from '@hai/domain';
import { seedCompletedAssessment } from './completed.js';

/** A request on the test channel. */
export const SeedMessage = z.object({
  type: z.literal('seed-completed'),
  /** The harness's number for the request, returned with the reply. */
  id: z.number().int(),
  email: z.string().min(3),
  answers: z.array(AnswerSubmission).min(1),
});
export type SeedMessage = z.infer<typeof SeedMessage>;

/**
 * Answer seed requests from the parent process on `db`, when there is a parent with an IPC channel;
 * other messages are ignored. The channel does not keep the process alive.
 */
export function listenForTestSeeds(db: Db): void {
  const send = process.send?.bind(process);
  if (!send) return;
  process.channel?.unref();
  process.on('message', (message: unknown) => {
    const parsed = SeedMessage.safeParse(message);
    if (!parsed.success) return;
    const { id, email, answers } = parsed.data;
    seedCompletedAssessment(db, email, answers).then(
      (assessmentId) => send({ id, assessmentId }),
      (err: unknown) => send({ id, error: err instanceof Error ? err.message : String(err) }),
    );
  });
}
