/** Returns of ordered items (docs/after-sales.md "Returns"). Public entry: other floors and modules import only this file. */
export { returnItems, returns } from "./return.table.ts";
export {
  countReturnsByStatus,
  findReturn,
  findReturnBySubmissionKey,
  insertReturn,
  isReturnableLine,
  listCustomerReturns,
  listReturns,
  lockReturn,
  markReturnCanceled,
  markReturnReceived,
  markReturnRefunded,
  returnableQuantities,
  returnedQuantities,
  returnPeriodOpen,
  returnsOfOrder,
  type NewReturn,
  type ReturnItemRow,
  type ReturnRow,
  type ReturnWithItems,
} from "./returns.ts";
export { creditVats, returnCredit, type CreditLine, type ReturnCredit } from "./return-credit.ts";
