export { type Cocktail, FACT_KEYS, type FactKey, type MicrositeContent } from './content.ts';
export {
  MICROSITE_NAMES,
  type MicrositeProduct,
  micrositeContent,
  micrositeHome,
  micrositeOfBrand,
} from './service.ts';
