export { batchedRound } from './batched-round.ts';
export {
  backoffMs,
  claimJobs,
  completeJob,
  enqueue,
  failJob,
  JOB_STATES,
  type JobRow,
  type JobState,
  type JobView,
  LEASE_MS,
  listJobs,
  type NewJob,
  pruneDoneJobs,
  queueStats,
  retryJob,
} from './queue.ts';
export { type JobRunnerOptions, slotsPerKind, startJobRunner } from './runner.ts';
export {
  JOB_TIMEOUT_MS,
  type JobHandler,
  type JobOutcome,
  type JobRound,
  runDueJobs,
} from './worker.ts';
