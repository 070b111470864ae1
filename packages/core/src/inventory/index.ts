export {
  listStoreLocations,
  type StoreLocation,
  stockOfVariants,
  type VariantStock,
} from './service.ts';
