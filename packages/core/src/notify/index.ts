export { deliverLater, logFailure, settleDeliveries } from './background.ts';
export {
  type Channel,
  httpMessageGateway,
  type MessageGateway,
  type OutgoingMessage,
} from './gateway.ts';
export { type SentMessage, sendMessage } from './service.ts';
