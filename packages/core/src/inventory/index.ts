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
