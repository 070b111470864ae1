import { ubMinutes, WORK_CLOSES_HOUR, WORK_OPENS_HOUR } from '../orders/index.ts';
import { type DeliveryOption, EXPRESS_HOURS, SAME_DAY_CUTOFF_HOUR } from './shipping.ts';

/** Whether an option can be chosen at `at` (express needs its hours before closing). */
export function optionOpen(option: DeliveryOption, at: Date): boolean {
  const minutes = ubMinutes(at);
  if (option === 'same_day') return minutes < SAME_DAY_CUTOFF_HOUR * 60;
  if (option === 'express') {
    return minutes >= WORK_OPENS_HOUR * 60 && minutes <= (WORK_CLOSES_HOUR - EXPRESS_HOURS) * 60;
  }
  return true;
}
