export { type Badge, listBadges } from './badges.ts';
export {
  type ProductCard,
  productRail,
  type RailQuery,
  type RailSort,
} from './product-cards.ts';
export { buildTree, listTaxons, type Taxon, type TaxonNode, taxonTree } from './taxons.ts';
