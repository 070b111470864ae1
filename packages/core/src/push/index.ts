export {
  BROADCAST_JOB,
  PUSH_JOB,
  type PushKind,
  type PushNews,
  type PushPayload,
  type PushSender,
  type PushTarget,
  pushJobs,
  pushPayload,
  queueBroadcast,
  queuePush,
  sendPushByJob,
  type TranslatedVar,
  webPushSender,
} from './send.ts';
export {
  type BrowserSubscription,
  browserSubscription,
  isPushServiceEndpoint,
  linkDevice,
  removeSubscription,
  type SavedDevice,
  saveSubscription,
  unlinkDevice,
} from './subscriptions.ts';
export { type VapidKeys, vapidKeys } from './vapid.ts';
