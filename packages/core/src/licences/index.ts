export {
  type BoughtLine,
  claimLicences,
  fillOwedClaims,
  type LicenceBuyer,
  type LicenceView,
  licenceProducts,
  licencesOfOrder,
  licencesOfUser,
  revokeLicences,
  sellsKeysSql,
} from './claims.ts';
export {
  type KeysLoaded,
  type LicencePool,
  licencePools,
  loadKeys,
  loadKeysForSku,
  withdrawKeys,
} from './keys.ts';
export { KEYS_PER_LOAD, type ParsedKeys, parseKeys } from './parse-keys.ts';
