/** Stock, reservations and movements. Public entry: other floors and modules import only this file. */
export { stock, stockMovements } from "./stock.table.ts";
export {
  InsufficientStockError,
  availableQuantity,
  componentsOf,
  physicalQuantity,
  releaseStock,
  reserveStock,
  restockReturned,
} from "./stock.ts";
