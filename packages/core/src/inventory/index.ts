export { type StockCount, setStockCounts } from './bulk-stock.ts';
export {
  type Reservation,
  releaseStock,
  reserveStock,
  type StockRequest,
  variantTotals,
} from './reservations.ts';
export {
  listStoreLocations,
  type StoreLocation,
  stockOfVariants,
  type VariantStock,
} from './service.ts';
export {
  changeStockLevel,
  MOVEMENTS_PER_PAGE,
  STOCK_REASONS,
  type StockChange,
  type StockMovementView,
  type StockReason,
  stockChange,
  stockHistory,
} from './staff-stock.ts';
