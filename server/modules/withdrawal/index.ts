/** Declarations of withdrawal (the EU withdrawal function). Public entry: other floors and modules import only this file. */
export {
  listWithdrawals,
  recordWithdrawal,
  withdrawalsOfOrder,
  type NewWithdrawal,
  type WithdrawalRow,
} from "./withdrawal.ts";
