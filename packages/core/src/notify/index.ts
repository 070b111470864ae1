export { deliverLater, logFailure, settleDeliveries } from './background.ts';
export {
  type Channel,
  httpMessageGateway,
  type MessageGateway,
  type OutgoingMessage,
} from './gateway.ts';
export {
  DELIVER_JOB,
  deliverByJob,
  deliverQueued,
  messageJobs,
  queueMessage,
  type SentMessage,
  sendLeftQueued,
  sendMessage,
} from './service.ts';
