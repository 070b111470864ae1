export {
  AUDIT_PAGE_SIZE,
  AUDITED,
  type AuditChange,
  type AuditEntry,
  type AuditedEntity,
  auditLog,
  recordChange,
} from './audit.ts';
export {
  type Availability,
  availabilityOf,
  HIGH_STOCK_MIN,
  isPurchasable,
  LOW_STOCK_MAX,
  schemaOrgAvailability,
} from './availability.ts';
export {
  type Badge,
  type BadgeGroup,
  badgeInput,
  listBadgeGroups,
  listBadges,
  saveBadge,
} from './badges.ts';
export {
  ABOUT_MAX as VENDOR_ABOUT_MAX,
  type BrandInput,
  brandForStaff,
  brandsForStaff,
  createBrand,
  deleteBrand,
  type ListChange,
  NAME_MAX as LIST_NAME_MAX,
  type PictureInput,
  type StaffBrand,
  updateBrand,
} from './brand-admin.ts';
export {
  type Brand,
  brandCodes,
  DEFAULT_PER_PAGE,
  getBrand,
  listBrands,
  MAX_PER_PAGE,
  type Paged,
  type PageQuery,
} from './brands.ts';
export {
  DELIVERY_LEADS,
  type DeliveryLead,
  LEAD_HOURS,
  slowestLead,
} from './delivery-lead.ts';
export {
  applyCatalogueImport,
  type CatalogueTable,
  catalogueColumns,
  checkCatalogueImport,
  exportCatalogueCsv,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportProblem,
  type ImportReport,
  locationCodes,
  REFUSED_LISTED,
  type RefusedRow,
  readCatalogueCsv,
} from './import/index.ts';
export {
  brandCodesByIds,
  brandIdsFor,
  firstVariantOf,
  productCategoryIds,
  productIdForVariant,
  taxonIdsFor,
  variantIdsOf,
  vendorIdFor,
} from './lookups.ts';
export { type Nutrition, productNutrition } from './nutrition.ts';
export { type ColorOption, listColors } from './options.ts';
export {
  changePackage,
  type PackageChange,
  type PackageProduct,
  packageQuantity,
  updateCustomValues,
} from './package-products.ts';
export { type PackageComponent, packageComponents } from './packages.ts';
export {
  createProduct,
  duplicateProduct,
  type EditableProduct,
  productForEditing,
  setProductStatus,
  updateProduct,
} from './product-admin.ts';
export {
  type ProductCard,
  productCardsByIds,
  productRail,
  type RailQuery,
  type RailSort,
} from './product-cards.ts';
export {
  type OptionValue,
  type ProductDetail,
  productDetail,
  type TaxonLevel,
  type VariantDetail,
} from './product-detail.ts';
export {
  type ProductInput,
  productInput,
  type VariantInput,
  variantInput,
} from './product-input.ts';
export { offerOf, type ProductOffer, productOffers } from './product-offer.ts';
export {
  addProductPicture,
  makeMainPicture,
  moveProductPicture,
  PICTURES_PER_PRODUCT,
  removeProductPicture,
  reorderProductPictures,
} from './product-pictures.ts';
export {
  countVisibleProducts,
  type ProductUrl,
  visibleProductSlug,
  visibleProductUrls,
} from './product-urls.ts';
export { lockProductForRating, setProductRating } from './ratings.ts';
export {
  type ProductNeighbours,
  productNeighbours,
  RELATED_LIMIT,
  skuSeries,
} from './related-products.ts';
export { RETURN_NOTICE_CHOICES } from './return-notice.ts';
export { PRODUCT_STATUSES, type ProductStatus } from './schema.ts';
export { type ProductSource, productsForIndex } from './search-source.ts';
export {
  productsForStaff,
  STOCK_STATES,
  type StaffProduct,
  type StaffProductQuery,
  type StockState,
  staffProductChoices,
} from './staff-products.ts';
export {
  changeStock,
  productStockTotals,
  productsForStaffById,
  type StaffVariant,
  variantBySku,
  variantStockForStaff,
  variantsById,
  variantsForStaff,
  variantsRunningLow,
} from './stock-changes.ts';
export { type StockItem, storeStockOfVariants, variantStockItems } from './stock-items.ts';
export { type SuggestionSources, suggestionSources } from './suggestion-sources.ts';
export {
  createTaxon,
  deleteTaxon,
  MAX_TAXON_DEPTH,
  moveTaxon,
  reorderTaxons,
  type StaffTaxon,
  type StaffTaxonRow,
  shiftTaxon,
  type TaxonInput,
  taxonForStaff,
  taxonSlug,
  taxonsForStaff,
  updateTaxon,
} from './taxon-admin.ts';
export { buildTree, listTaxons, type Taxon, type TaxonNode, taxonTree } from './taxons.ts';
export { adjustProductStock, type VariantOffer, variantOffers } from './variant-offers.ts';
export {
  createVendor,
  deleteVendor,
  type StaffVendor,
  updateVendor,
  type VendorInput,
  vendorForStaff,
  vendorsForStaff,
} from './vendor-admin.ts';
export {
  brandVendors,
  getVendor,
  listVendors,
  type Vendor,
  type VendorPage,
  type VendorSummary,
  vendorCodes,
  vendorPage,
  vendorProducts,
} from './vendors.ts';
