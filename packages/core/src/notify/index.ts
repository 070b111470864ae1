export { deliverLater, logFailure, settleDeliveries } from './background.ts';
export {
  type Channel,
  httpMessageGateway,
  type MessageGateway,
  type OutgoingMessage,
} from './gateway.ts';
export {
  deliverQueued,
  queueMessage,
  type SentMessage,
  sendLeftQueued,
  sendMessage,
} from './service.ts';
