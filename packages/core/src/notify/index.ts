export { deliverLater, logFailure, settleDeliveries } from './background.ts';
export {
  type Channel,
  channelGateway,
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
export {
  SmsGatewayError,
  type SmsGatewayOptions,
  sandboxSmsGateway,
  smsHttpGateway,
} from './sms.ts';
export { MAX_SMS_PARTS, type SmsEncoding, smsEncoding, smsParts } from './sms-parts.ts';
export { type SmtpEmailGateway, type SmtpEmailOptions, smtpEmailGateway } from './smtp.ts';
export { type BuyerContact, queueToBuyer } from './to-buyer.ts';
