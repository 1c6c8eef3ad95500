/**
 * The peer percentile procedure of the `assessment` router, declared once (REST
 * path, summary, failures, input, output) and spread into the router in routers/assessment.ts.
 * It takes no parameters: the user is the session's, the minimum group the server's setting.
 */
import { PeersOutput, PeersQuery } from '@hai/domain';
import * as peers from '../../services/peers.js';
import { protectedProcedure } from '../init.js';

export const peersProcedures = {
  peers: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/assessment/peers',
        summary:
          'Percentiles of the latest completed assessment among companies of the same size class, and of the same size class and industry (each company once, by its latest completion; mid-rank, counted in the database), overall and per step; a group under PEER_MIN_GROUP companies gives only its count. With the band wording of spec §4 beside the measured figure',
        errors: { 409: 'No completed assessment yet (peers.noCompleted)' },
      },
    })
    .input(PeersQuery.optional())
    .output(PeersOutput)
    .query(({ ctx }) => peers.peers(ctx.deps, ctx.principal)),
};
