export {
  ageOn,
  birthDateField,
  birthDateGap,
  checkBuyerBirthDate,
  isCalendarDate,
  isOfLegalAge,
  LEGAL_DRINKING_AGE,
  requireAgeConfirmed,
  ulaanbaatarDate,
} from './age.ts';
