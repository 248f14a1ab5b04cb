/** The back office's activity log. Public entry: other floors and modules import only this file. */
export {
  actorLabel,
  CUSTOMER_ACTOR,
  SYSTEM_ACTOR,
  listActivity,
  recordActivity,
  type ActivityActor,
  type ActivityRow,
  type ActivitySubject,
} from "./activity.ts";
