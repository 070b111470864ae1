import { useId } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import type { FormFailure } from '../account/Form.tsx';
import { FileInput } from '../FileInput.tsx';
import { AdminField } from '../roulette-admin/AdminForms.tsx';

// The catalogue's lists (categories, brands, vendors) share these fields: a name in the five
// locales (Mongolian required), a picture to upload, and what the last form did.

type Texts = Partial<Record<string, Record<string, string>>> | null | undefined;

const OTHER_LOCALES = ['en', 'ru', 'cn', 'it'] as const;

/** The Mongolian name (required) and the other four locales' (blank shows the Mongolian one). */
export function LocaleNames(props: {
  name?: string | null;
  translations?: Texts;
  failure: FormFailure | null;
  /** A second text in each locale, several lines (a vendor's `about`). */
  about?: { label: string; mn?: string | null };
}) {
  const { t } = useI18n();
  const { failure, translations, about } = props;
  return (
    <>
      <AdminField
        name="name"
        label={t('staff.catalogue.name_mn')}
        defaultValue={props.name}
        required
        maxLength={120}
        failure={failure}
      />
      {about && (
        <AdminField
          name="about"
          label={`${about.label} (${t('language.mn')})`}
          defaultValue={about.mn}
          rows={3}
          maxLength={2000}
          failure={failure}
        />
      )}
      <fieldset className="roulette-names">
        <legend>{t('staff.roulette.names')}</legend>
        {OTHER_LOCALES.map((locale) => (
          <div key={locale} className="catalogue-locale">
            <AdminField
              name={`name_${locale}`}
              label={t(`language.${locale}`)}
              defaultValue={translations?.[locale]?.name}
              maxLength={120}
              failure={failure}
            />
            {about && (
              <AdminField
                name={`about_${locale}`}
                label={`${about.label} (${t(`language.${locale}`)})`}
                defaultValue={translations?.[locale]?.about}
                rows={3}
                maxLength={2000}
                failure={failure}
              />
            )}
          </div>
        ))}
      </fieldset>
    </>
  );
}

/** A picture to upload, with the current one beside it; errors say what is wrong with the file. */
export function PictureField(props: {
  name: string;
  label: string;
  current?: string | null;
  failure: FormFailure | null;
}) {
  const { t } = useI18n();
  const id = useId();
  const errors = props.failure?.fields[props.name] ?? [];
  return (
    <div className="field catalogue-picture">
      <label htmlFor={id}>{props.label}</label>
      {props.current && (
        <img
          src={props.current}
          alt={t('staff.catalogue.current_picture')}
          width={64}
          height={64}
        />
      )}
      <FileInput
        id={id}
        name={props.name}
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        aria-describedby={`${id}-hint${errors.length > 0 ? ` ${id}-error` : ''}`}
        aria-invalid={errors.length > 0 || undefined}
      />
      <p id={`${id}-hint`} className="field-hint">
        {t('staff.catalogue.picture_hint')}
      </p>
      {errors.length > 0 && (
        <p id={`${id}-error`} className="field-error">
          {errors.map((key) => t(key, props.failure?.errorVars)).join(' ')}
        </p>
      )}
    </div>
  );
}

/** "Added", "Saved", "Moved", "Deleted": what the last form did, where a screen reader hears it. */
export function ListNotice(props: { intent: string | null }) {
  const { t } = useI18n();
  return (
    <div role="status" className="roulette-status">
      {props.intent && <p className="form-success">{t(`staff.catalogue.done.${props.intent}`)}</p>}
    </div>
  );
}
