/**
 * `system` router (domain-design.md §8 additions): liveness and readiness for load balancers and
 * the container health check; the mail status for the screens that promised an e-mail.
 */
import { HealthOutput, MailStatusOutput, ReadyOutput } from '@hai/domain';
import * as system from '../../services/system.js';
import { publicProcedure, router } from '../init.js';

export const systemRouter = router({
  health: publicProcedure
    .meta({ rest: { method: 'GET', path: '/health', summary: 'The process is up (liveness)' } })
    .output(HealthOutput)
    .query(() => system.health()),
  ready: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/ready',
        summary: 'The database answers and every migration is applied (readiness); 503 otherwise',
      },
    })
    .output(ReadyOutput)
    .query(({ ctx }) => system.ready(ctx.deps)),
  mailStatus: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/mail-status',
        summary:
          'Whether e-mail is delayed: true while messages wait for a mail server that cannot be reached (they are kept and sent once it answers)',
      },
    })
    .output(MailStatusOutput)
    .query(({ ctx }) => system.mailStatus(ctx.deps)),
});
