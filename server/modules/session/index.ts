/** Shopper sessions and their stores (database, Redis). Public entry: other floors and modules import only this file. */
export {
  createDatabaseSessionStore,
  createRedisSessionStore,
  purgeExpiredSessions,
  type SessionStore,
} from "./session-store.ts";
export {
  Session,
  isWellFormedSessionId,
  type CheckoutChoices,
  type CustomerState,
  type Flash,
  type SessionData,
} from "./session.ts";
