import { AppError, content } from '@shop/core';
import { contextFor, readForm, requireUserId } from '../lib/auth.server.ts';
import { uploadedFile } from '../lib/form-input.server.ts';
import { localeFromParam } from '../lib/locale.ts';
import { translator } from '../lib/messages.server.ts';
import type { Route } from './+types/article-images';

/**
 * The editor's picture upload (spec §7 `upload_image` for the web's signed-in author): one file
 * made safe by core, answered as JSON with where it is served, or the reason it was refused.
 */
export async function action({ params, context, request }: Route.ActionArgs) {
  const locale = localeFromParam(params.locale);
  const { form } = await readForm(request, context);
  try {
    const userId = requireUserId(context);
    const file = await uploadedFile(form, 'image');
    if (!file) throw new AppError('invalid_input', 'validation.image_type');
    const stored = await content.uploadArticleImage(
      contextFor(context, locale),
      context.media,
      userId,
      file,
    );
    return Response.json(stored, { status: 201 });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const t = translator(locale);
    return Response.json(
      { error: t(error.messageKey, error.vars) },
      { status: error.type === 'forbidden' ? 403 : error.type === 'unauthorized' ? 401 : 400 },
    );
  }
}
