export { applyCatalogueImport, checkCatalogueImport, type ImportReport } from './apply.ts';
export {
  catalogueColumns,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  REFUSED_LISTED,
} from './columns.ts';
export { exportCatalogueCsv } from './export.ts';
export { locationCodes } from './lookups.ts';
export {
  type CatalogueTable,
  type ImportProblem,
  type RefusedRow,
  readCatalogueCsv,
} from './parse.ts';
