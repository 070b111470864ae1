import type { engagement } from '@shop/core';
import { useId } from 'react';
import { Form } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import type { FormFailure } from '../account/Form.tsx';
import { CsrfField } from '../CsrfField.tsx';
import { FileInput } from '../FileInput.tsx';

/**
 * Write or change one's review: stars as radio buttons, the text, and pictures. A multipart
 * form that works before JavaScript; required fields carry an asterisk (spec §5).
 */
export function ReviewForm(props: {
  mine: (Pick<engagement.ReviewView, 'rating' | 'comment'> & { images?: unknown[] }) | null;
  failure: FormFailure | null;
  /** How many pictures, of how many MB each, a product review takes; a vendor's takes none. */
  pictures: { max: number; megabytes: number } | null;
  /** The form's intent (`review` by default). */
  intent?: string;
}) {
  const { t } = useI18n();
  const picturesId = useId();
  const { mine, failure } = props;
  const fieldError = (field: string) => failure?.fields[field]?.[0];
  const ratingError = fieldError('rating');
  const textError = fieldError('comment');
  const imagesError = fieldError('images');
  const rating = Number(failure?.values.rating ?? mine?.rating ?? 0);
  return (
    <Form
      method="post"
      encType={props.pictures ? 'multipart/form-data' : undefined}
      className="review-form"
      id="write"
      noValidate
      preventScrollReset
    >
      <h2>{mine ? t('review.edit') : t('review.write')}</h2>
      <CsrfField />
      <input type="hidden" name="intent" value={props.intent ?? 'review'} />
      {failure && !ratingError && !textError && !imagesError && (
        <p className="form-error" role="alert">
          {t(failure.error, failure.errorVars)}
        </p>
      )}
      <fieldset
        className="rating-choice"
        aria-describedby={ratingError ? 'rating-error' : undefined}
      >
        <legend>
          {t('review.your_rating')} <span aria-hidden="true">*</span>
        </legend>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars}>
            <input
              type="radio"
              name="rating"
              value={stars}
              defaultChecked={rating === stars}
              required
            />
            <span>{t('review.star_option', { stars })}</span>
          </label>
        ))}
        {ratingError && (
          <p id="rating-error" className="form-error">
            {t(ratingError, failure?.errorVars)}
          </p>
        )}
      </fieldset>
      <label className="review-field">
        <span>
          {t('review.text')} <span aria-hidden="true">*</span>
        </span>
        <textarea
          name="comment"
          rows={5}
          maxLength={4000}
          required
          defaultValue={failure?.values.comment ?? mine?.comment ?? ''}
          aria-invalid={textError ? true : undefined}
          aria-describedby={textError ? 'comment-error' : undefined}
        />
        {textError && (
          <span id="comment-error" className="form-error">
            {t(textError, failure?.errorVars)}
          </span>
        )}
      </label>
      {props.pictures && (
        <label className="review-field" htmlFor={picturesId}>
          <span>
            {t('review.pictures', { max: props.pictures.max, size: props.pictures.megabytes })}
          </span>
          <FileInput
            id={picturesId}
            name="images"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic"
            multiple
            aria-invalid={imagesError ? true : undefined}
            aria-describedby={imagesError ? 'images-error' : undefined}
          />
          {mine?.images && mine.images.length > 0 && (
            <span className="field-hint">{t('review.pictures_kept')}</span>
          )}
          {imagesError && (
            <span id="images-error" className="form-error">
              {t(imagesError, failure?.errorVars)}
            </span>
          )}
        </label>
      )}
      <button type="submit" className="button button-primary">
        {t('review.submit')}
      </button>
    </Form>
  );
}
