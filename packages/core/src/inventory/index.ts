export { listStoreLocations, type StoreLocation } from './service.ts';
