/** Customer accounts and customer classes. Public entry: other floors and modules import only this file. */
export { customerSegmentOf } from "./customer-class.ts";
export { customers } from "./customer.table.ts";
export {
  authenticateCustomer,
  changeCustomerPassword,
  checkCurrentPassword,
  deleteCustomer,
  findCustomerByEmail,
  findCustomerById,
  normalizeEmail,
  registerCustomer,
  sessionStillHoldsCustomer,
  updateCustomerName,
} from "./customer.ts";
export { purgeExpiredCustomerTokens } from "./customer-token.ts";
export {
  checkPasswordForEmailChange,
  confirmEmailChange,
  EMAIL_CHANGE_TTL_MS,
  issueEmailChange,
  pendingEmailChange,
  type EmailChanged,
} from "./email-change.ts";
export {
  consumeGuestOrdersLink,
  GUEST_ORDERS_LINK_TTL_MS,
  guestOrdersLinkHolder,
  issueGuestOrdersLink,
} from "./guest-orders-link.ts";
export {
  isUsableResetToken,
  PASSWORD_RESET_TTL_MS,
  requestPasswordReset,
  resetPasswordWithToken,
} from "./password-recovery.ts";
