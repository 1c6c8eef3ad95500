/** `roadmap` router (product-spec §7 roadmap calls): thin, one service call per procedure. */
import {
  CreateTaskInput,
  DeleteInput,
  GenerateOutput,
  LocaleQuery,
  ReorderInput,
  RoadmapOutput,
  RoadmapQuery,
  RoadmapTaskView,
  StatusInput,
  UpdateTaskInput,
  PatchTaskInput,
} from '@hai/domain';
import * as roadmap from '../../services/roadmap.js';
import { protectedProcedure, router } from '../init.js';

export const roadmapRouter = router({
  list: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/roadmap',
        summary:
          "The user's roadmap tasks by orderIndex: the latest assessment's, or assessmentId's (an earlier one's is read-only)",
        errors: { 404: "assessmentId is not one of the user's assessments (assessment.notFound)" },
      },
    })
    .input(RoadmapQuery.optional())
    .output(RoadmapOutput)
    .query(({ ctx, input }) => roadmap.list(ctx.deps, ctx.principal, ctx.locale, input?.assessmentId)),
  generate: protectedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/roadmap/generate',
        summary:
          'Generate the roadmap from the completed assessment; returns the existing one if already generated (409 until completed)',
        errors: {
          409: 'The assessment is not completed yet (results.incomplete), or a re-take of it is under way',
        },
      },
    })
    .input(LocaleQuery.optional())
    .output(GenerateOutput)
    .mutation(({ ctx, input }) => roadmap.generate(ctx.deps, ctx.principal, input?.locale ?? ctx.locale)),
  regenerate: protectedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/roadmap/regenerate',
        summary: 'Replace the generated tasks, keep the custom ones; returns the tasks and the score range',
        errors: {
          409: 'The assessment is not completed yet (results.incomplete), or a re-take of it is under way',
        },
      },
    })
    .input(LocaleQuery.optional())
    .output(GenerateOutput)
    .mutation(({ ctx, input }) => roadmap.regenerate(ctx.deps, ctx.principal, input?.locale ?? ctx.locale)),
  create: protectedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/roadmap',
        status: 201,
        summary: 'Add a custom task at the end',
        idempotent: true,
      },
    })
    .input(CreateTaskInput)
    .output(RoadmapTaskView)
    .mutation(({ ctx, input }) => roadmap.create(ctx.deps, ctx.principal, input, ctx.locale)),
  update: protectedProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/roadmap/{id}',
        summary:
          "Replace a task's editable fields; omitted nullable ones become null (404 if not the user's)",
        errors: {
          404: "No task on the roadmap of this user's latest assessment has this id",
          409: "The task is on an earlier assessment's roadmap, which is read-only (roadmap.readOnly)",
        },
      },
    })
    .input(UpdateTaskInput)
    .output(RoadmapTaskView)
    .mutation(({ ctx, input }) => roadmap.update(ctx.deps, ctx.principal, input, ctx.locale, 'replace')),
  patch: protectedProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/roadmap/{id}',
        summary: "Change some of a task's fields; the others stay (404 if not the user's)",
        errors: {
          404: "No task on the roadmap of this user's latest assessment has this id",
          409: "The task is on an earlier assessment's roadmap, which is read-only (roadmap.readOnly)",
        },
      },
    })
    .input(PatchTaskInput)
    .output(RoadmapTaskView)
    .mutation(({ ctx, input }) => roadmap.update(ctx.deps, ctx.principal, input, ctx.locale, 'merge')),
  remove: protectedProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/roadmap/{id}',
        summary: 'Delete a task and renumber the rest',
        errors: {
          404: "No task on the roadmap of this user's latest assessment has this id",
          409: "The task is on an earlier assessment's roadmap, which is read-only (roadmap.readOnly)",
        },
      },
    })
    .input(DeleteInput)
    .output(RoadmapOutput)
    .mutation(({ ctx, input }) => roadmap.remove(ctx.deps, ctx.principal, input.id, ctx.locale)),
  setStatus: protectedProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/roadmap/{id}/status',
        summary: "Change a task's status",
        errors: {
          404: "No task on the roadmap of this user's latest assessment has this id",
          409: "The task is on an earlier assessment's roadmap, which is read-only (roadmap.readOnly)",
        },
      },
    })
    .input(StatusInput)
    .output(RoadmapTaskView)
    .mutation(({ ctx, input }) =>
      roadmap.setStatus(ctx.deps, ctx.principal, input.id, input.status, ctx.locale),
    ),
  reorder: protectedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/roadmap/reorder',
        summary: 'Move tasks to new positions in one transaction; the order stays dense (0..n-1)',
        errors: {
          404: "An id is not a task on the roadmap of this user's latest assessment",
          409: "An id is a task on an earlier assessment's roadmap, which is read-only (roadmap.readOnly)",
        },
      },
    })
    .input(ReorderInput)
    .output(RoadmapOutput)
    .mutation(({ ctx, input }) => roadmap.reorder(ctx.deps, ctx.principal, input, ctx.locale)),
});
