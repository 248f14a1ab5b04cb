/** Newsletter subscriptions with double opt-in. Public entry: other floors and modules import only this file. */
export {
  confirmSubscription,
  removeSubscriptionOf,
  subscribe,
  subscriptionOf,
  unsubscribe,
  unsubscribeAddress,
  type SubscribeRequest,
} from "./newsletter.ts";
