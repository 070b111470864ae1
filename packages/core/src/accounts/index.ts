export {
  type Address,
  addAddress,
  getAddress,
  listAddresses,
  MAX_ADDRESSES,
  removeAddress,
  updateAddress,
} from './addresses.ts';
export { AVATAR_MAX_BYTES, readAvatar, saveAvatar } from './avatar.ts';
export { CODE_TTL_MINUTES, MAX_CODE_ATTEMPTS } from './codes.ts';
export { confirmContactChange, requestContactChange } from './contact.ts';
export type { AccountDeps } from './delivery.ts';
export {
  formatPhone,
  type Login,
  maskTarget,
  normalizeEmail,
  normalizePhone,
  PHONE_EXAMPLES,
  parseLogin,
} from './identifiers.ts';
export * as oauth from './oauth-client.ts';
export {
  getOrganisation,
  type Organisation,
  removeOrganisation,
  saveOrganisation,
} from './organisation.ts';
export { linkDevice, updateProfile } from './profile.ts';
export { RATE_RULES } from './rate-rules.ts';
export {
  isStaff,
  isWebsiteAdmin,
  makeAuthor,
  ROLES,
  type Role,
  roleOf,
  setRole,
  staffMembers,
} from './roles.ts';
export { hashPassword, hashToken, newToken } from './secrets.ts';
export {
  type ActiveSession,
  API_ACCESS_SECONDS,
  endOtherSessions,
  endOwnSession,
  endSession,
  listSessions,
  type NewSession,
  refreshSession,
  resolveSession,
  type SessionKind,
  type SessionSummary,
  startSession,
  WEB_SESSION_DAYS,
} from './sessions.ts';
export {
  type CodeRequest,
  changePassword,
  checkCode,
  completeCodeSignIn,
  passwordSignIn,
  requestPasswordReset,
  requestSignInCode,
  requestSignUp,
  resetPassword,
} from './sign-in.ts';
export { userForSocialProfile } from './social.ts';
export {
  type Account,
  displayName,
  type EmailState,
  findUser,
  findUserByLogin,
  getAccount,
  joinedAt,
  provenContacts,
  publicNames,
} from './users.ts';
export * from './validation.ts';
