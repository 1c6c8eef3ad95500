/**
 * The compare procedure of the `assessment` router, declared once
 * (REST path, summary, failures, input, output) and spread into the router in
 * routers/assessment.ts. It names assessments only by id, and only the session's user's.
 */
import { CompareOutput, CompareQuery } from '@hai/domain';
import * as compare from '../../services/compare.js';
import { protectedProcedure } from '../init.js';

export const compareProcedures = {
  compare: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/assessment/compare',
        summary:
          'Compare two completed assessments (default: the latest completed and the one it re-takes): per step and overall the score, split and coverage then and now with the change, the activities that moved toward or away from their ideal, the tasks completed on the earlier roadmap; across bank versions only what both share (sameBankVersion, leftOut)',
        errors: {
          404: "from or to is not one of the user's assessments (assessment.notFound)",
          409: 'There are not two completed assessments to compare (compare.notEnough), or a named one is not completed (compare.notCompleted)',
        },
      },
    })
    .input(CompareQuery.optional())
    .output(CompareOutput)
    .query(({ ctx, input }) =>
      compare.compare(
        ctx.deps,
        ctx.principal,
        { from: input?.from, to: input?.to },
        input?.locale ?? ctx.locale,
      ),
    ),
};
