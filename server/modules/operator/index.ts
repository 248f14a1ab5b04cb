/** Operators (editors) and their sessions. Public entry: other floors and modules import only this file. */
export { ensureDemoOperator } from "./demo-operator.ts";
export { OperatorContext, isEditMode, type EditorFlags } from "./operator-context.ts";
export {
  endOperatorSession,
  isWellFormedOperatorToken,
  operatorSessionPolicy,
  purgeExpiredOperatorSessions,
  resolveOperatorSession,
  startOperatorSession,
} from "./operator-session.ts";
export { authenticateOperator, normalizeOperatorEmail, type OperatorRole } from "./operator.ts";
