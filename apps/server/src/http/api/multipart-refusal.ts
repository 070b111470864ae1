import { AppError } from '@shop/core';
import type { FastifyInstance } from 'fastify';

/**
 * A multipart limit crossed while a body streams, as the refusal its client reads: a file too
 * big is `tooBig`; too many files, fields or parts, or no multipart at all, a bad form. Any
 * other error is not a refusal (null).
 */
export function multipartRefusal(
  app: FastifyInstance,
  error: unknown,
  tooBig: AppError,
): AppError | null {
  if (error instanceof app.multipartErrors.RequestFileTooLargeError) return tooBig;
  if (
    error instanceof app.multipartErrors.FilesLimitError ||
    error instanceof app.multipartErrors.FieldsLimitError ||
    error instanceof app.multipartErrors.PartsLimitError ||
    error instanceof app.multipartErrors.InvalidMultipartContentTypeError
  ) {
    return new AppError('invalid_input', 'error.invalid_input');
  }
  return null;
}
