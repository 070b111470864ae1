import { AppError } from '../shared/index.ts';

/** The refusal (AppError) a promise ends in; anything else, or no refusal, fails the test. */
export async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

/** How a promise ended: 'done', or the message key of its refusal; anything else fails the test. */
export async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'done';
  } catch (error) {
    if (error instanceof AppError) return error.messageKey;
    throw error;
  }
}
