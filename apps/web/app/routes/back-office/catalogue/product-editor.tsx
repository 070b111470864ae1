import { DELIVERY_LEADS, RETURN_NOTICE_CHOICES } from '@shop/core/browser';
import { useId, useState } from 'react';
import { Form, Link } from 'react-router';
import type { FormFailure } from '../../../components/account/Form.tsx';
import {
  AccountForm,
  CsrfField,
  Field,
  isFailure,
  SelectField,
  Submit,
} from '../../../components/account/Form.tsx';
import { FileInput } from '../../../components/FileInput.tsx';
import { CatalogueFrame } from '../../../components/staff/CatalogueFrame.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { localeFromParam } from '../../../lib/locale.ts';
import { pageMeta, rootMeta } from '../../../lib/seo.ts';
import type { Route } from './+types/product-editor';
import { productEditorAction, productEditorLoader } from './product-editor.server.ts';
import { NUTRIENTS } from './product-form.ts';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  return productEditorLoader(context, request, localeFromParam(params.locale), params.id);
}

export async function action({ params, context, request }: Route.ActionArgs) {
  return productEditorAction(context, request, localeFromParam(params.locale), params.id);
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return [
    ...pageMeta(args, { title: `${t('nav.back_office_catalogue')} — ${t('shop.name')}` }),
    { name: 'robots', content: 'noindex' },
  ];
}

const OTHER_LOCALES = ['en', 'ru', 'cn', 'it'] as const;
const STATUSES = ['draft', 'published', 'archived'] as const;

type Loaded = Exclude<Route.ComponentProps['loaderData'], { allowed: false }>;

/**
 * A product in the back office (issue 17): every field of the product in the five locales, its
 * variants, photos taken on the phone, and publishing, archiving and duplicating. Website admins.
 */
export default function ProductEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.allowed) return <CatalogueFrame allowed={false}>{null}</CatalogueFrame>;
  return (
    <CatalogueFrame allowed>
      <Editor data={loaderData} actionData={actionData} />
    </CatalogueFrame>
  );
}

function Editor({ data, actionData }: { data: Loaded; actionData: unknown }) {
  const { t, path } = useI18n();
  const failure = isFailure(actionData) ? actionData : null;
  const done = actionData && !failure ? (actionData as { done: string }).done : data.done;
  const product = data.product;
  const saved = product?.values ?? {};
  const value = (name: string) => failure?.values[name] ?? saved[name] ?? '';
  return (
    <>
      <p>
        <Link to={path('/back-office/catalogue')}>{t('staff.catalogue.back_to_list')}</Link>
      </p>
      <h1>
        {product
          ? value('names.mn') || t('staff.catalogue.editing')
          : t('staff.catalogue.new_product')}
      </h1>
      {done && (
        <p className="form-success" role="status">
          {t(`staff.catalogue.done_${done}`)}
        </p>
      )}
      {product && (
        <div className="product-editor-head">
          <p>
            {t('staff.catalogue.status')}:{' '}
            <strong className={`status-badge status-${product.status}`}>
              {t(`staff.catalogue.status_${product.status}`)}
            </strong>
          </p>
          <ul className="product-editor-links">
            {product.status === 'published' && (
              <li>
                <Link to={path(`/products/${product.slug}`)}>
                  {t('staff.catalogue.view_in_shop')}
                </Link>
              </li>
            )}
            <li>
              <Link to={path(`/back-office/stock?q=${encodeURIComponent(value('sku'))}`)}>
                {t('staff.stock')}
              </Link>
            </li>
            <li>
              <Link to={path(`/back-office/catalogue/audit?entity=product&id=${product.id}`)}>
                {t('staff.catalogue.audit')}
              </Link>
            </li>
          </ul>
          <StatusActions status={product.status} />
        </div>
      )}
      {product && <Pictures pictures={product.pictures} failure={failure} />}
      <AccountForm failure={failure} intent="save" className="account-form product-editor">
        {product && <input type="hidden" name="updatedAt" value={product.updatedAt} />}
        <fieldset>
          <legend>{t('staff.catalogue.names')}</legend>
          <Field
            name="names.mn"
            label={t('staff.catalogue.name_mn')}
            required
            maxLength={200}
            defaultValue={value('names.mn')}
            failure={failure}
          />
          <Field
            name="descriptions.mn"
            label={t('staff.catalogue.description_mn')}
            rows={4}
            maxLength={5000}
            defaultValue={value('descriptions.mn')}
            failure={failure}
          />
          {OTHER_LOCALES.map((locale) => (
            <details key={locale} open={locale === 'en'}>
              <summary>{t(`language.${locale}`)}</summary>
              <Field
                name={`names.${locale}`}
                label={t('staff.catalogue.name_in', { language: t(`language.${locale}`) })}
                maxLength={200}
                defaultValue={value(`names.${locale}`)}
                failure={failure}
              />
              <Field
                name={`descriptions.${locale}`}
                label={t('staff.catalogue.description_in', { language: t(`language.${locale}`) })}
                rows={3}
                maxLength={5000}
                defaultValue={value(`descriptions.${locale}`)}
                failure={failure}
              />
            </details>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('staff.catalogue.identity')}</legend>
          <Field
            name="sku"
            label="SKU"
            required
            maxLength={64}
            defaultValue={value('sku')}
            failure={failure}
          />
          <Field
            name="slug"
            label={t('staff.catalogue.slug')}
            hint={t('staff.catalogue.slug_hint')}
            maxLength={120}
            defaultValue={value('slug')}
            failure={failure}
          />
          <SelectField
            name="taxonId"
            label={t('staff.catalogue.category')}
            required
            placeholder={t('staff.catalogue.choose')}
            defaultValue={value('taxonId')}
            failure={failure}
            options={data.taxons.map((c) => [String(c.id), `${'— '.repeat(c.depth)}${c.name}`])}
          />
          <SelectField
            name="brandId"
            label={t('staff.catalogue.brand')}
            defaultValue={value('brandId')}
            failure={failure}
            none={t('staff.catalogue.none')}
            options={data.brands.map((b) => [String(b.id), b.name])}
          />
          <SelectField
            name="vendorId"
            label={t('staff.catalogue.vendor')}
            defaultValue={value('vendorId')}
            failure={failure}
            none={t('staff.catalogue.none')}
            options={data.vendors.map((v) => [String(v.id), v.name])}
          />
        </fieldset>
        <fieldset>
          <legend>{t('staff.catalogue.prices')}</legend>
          <Field
            name="price"
            label={t('staff.catalogue.price')}
            required
            inputMode="numeric"
            defaultValue={value('price')}
            failure={failure}
          />
          <Field
            name="salePrice"
            label={t('staff.catalogue.sale_price')}
            inputMode="numeric"
            hint={t('staff.catalogue.sale_price_hint')}
            defaultValue={value('salePrice')}
            failure={failure}
          />
          <Field
            name="saleStartAt"
            type="datetime-local"
            label={t('staff.catalogue.sale_start')}
            defaultValue={value('saleStartAt')}
            failure={failure}
          />
          <Field
            name="saleExpireAt"
            type="datetime-local"
            label={t('staff.catalogue.sale_end')}
            defaultValue={value('saleExpireAt')}
            failure={failure}
          />
        </fieldset>
        <fieldset>
          <legend>{t('staff.catalogue.selling')}</legend>
          <Field
            name="availableOn"
            type="date"
            label={t('staff.catalogue.available_on')}
            hint={t('staff.catalogue.available_on_hint')}
            required
            defaultValue={value('availableOn') || todayInUlaanbaatar()}
            failure={failure}
          />
          <SelectField
            name="status"
            label={t('staff.catalogue.status')}
            required
            placeholder={t('staff.catalogue.choose')}
            defaultValue={value('status') || 'draft'}
            failure={failure}
            options={STATUSES.map((s) => [s, t(`staff.catalogue.status_${s}`)])}
          />
          <SelectField
            name="returnNoticeHours"
            label={t('staff.catalogue.return_notice')}
            hint={t('staff.catalogue.return_notice_hint')}
            defaultValue={value('returnNoticeHours') || String(RETURN_NOTICE_CHOICES[0])}
            failure={failure}
            options={RETURN_NOTICE_CHOICES.map((hours) => [
              String(hours),
              t('staff.catalogue.return_notice_hours', { hours }),
            ])}
          />
          <SelectField
            name="deliveryLead"
            label={t('staff.catalogue.delivery_lead')}
            hint={t('staff.catalogue.delivery_lead_hint')}
            defaultValue={value('deliveryLead') || DELIVERY_LEADS[0]}
            failure={failure}
            options={DELIVERY_LEADS.map((lead) => [lead, t(`staff.catalogue.lead.${lead}`)])}
          />
          <Check
            name="ageRestricted"
            label={t('staff.catalogue.age_restricted')}
            checked={value('ageRestricted') === 'on'}
          />
          {data.badges.length > 0 && (
            <fieldset className="badge-choices">
              <legend>{t('staff.catalogue.badges')}</legend>
              {data.badges.map((b) => (
                <Check
                  key={b.id}
                  name="badgeIds"
                  value={String(b.id)}
                  label={b.name}
                  checked={value('badgeIds').split(',').includes(String(b.id))}
                />
              ))}
            </fieldset>
          )}
        </fieldset>
        <Variants
          rows={product?.variantIds.length ?? 0}
          colors={data.colors}
          value={value}
          failure={failure}
        />
        <Properties rows={product?.properties ?? 0} value={value} failure={failure} />
        <fieldset>
          <legend>{t('staff.catalogue.nutrition')}</legend>
          <p className="field-hint">{t('staff.catalogue.nutrition_hint')}</p>
          {NUTRIENTS.map((field) => (
            <Field
              key={field}
              name={`nutrition.${field}`}
              label={t(`staff.catalogue.nutrient.${field}`)}
              inputMode="numeric"
              defaultValue={value(`nutrition.${field}`)}
              failure={failure}
            />
          ))}
          <Field
            name="nutrition.ingredients.mn"
            label={t('staff.catalogue.ingredients_mn')}
            rows={2}
            maxLength={2000}
            defaultValue={value('nutrition.ingredients.mn')}
            failure={failure}
          />
          <Field
            name="nutrition.allergens.mn"
            label={t('staff.catalogue.allergens_mn')}
            maxLength={500}
            defaultValue={value('nutrition.allergens.mn')}
            failure={failure}
          />
          <details>
            <summary>{t('staff.catalogue.other_languages')}</summary>
            {OTHER_LOCALES.map((locale) => (
              <div key={locale} className="property-locale">
                <Field
                  name={`nutrition.ingredients.${locale}`}
                  label={`${t('staff.catalogue.ingredients')} (${t(`language.${locale}`)})`}
                  rows={2}
                  maxLength={2000}
                  defaultValue={value(`nutrition.ingredients.${locale}`)}
                  failure={failure}
                />
                <Field
                  name={`nutrition.allergens.${locale}`}
                  label={`${t('staff.catalogue.allergens')} (${t(`language.${locale}`)})`}
                  maxLength={500}
                  defaultValue={value(`nutrition.allergens.${locale}`)}
                  failure={failure}
                />
              </div>
            ))}
          </details>
        </fieldset>
        <fieldset>
          <legend>{t('staff.catalogue.package_contents')}</legend>
          <Field
            name="packageContents"
            label={t('staff.catalogue.package_contents_field')}
            hint={t('staff.catalogue.package_contents_hint')}
            rows={3}
            defaultValue={value('packageContents')}
            failure={failure}
          />
        </fieldset>
        <fieldset>
          <legend>{t('staff.catalogue.search_and_codes')}</legend>
          <Field
            name="keywords"
            label={t('staff.catalogue.keywords')}
            hint={t('staff.catalogue.keywords_hint')}
            rows={3}
            defaultValue={value('keywords')}
            failure={failure}
          />
          <Field
            name="gpc"
            label={t('staff.catalogue.gpc')}
            maxLength={20}
            defaultValue={value('gpc')}
            failure={failure}
          />
          <Field
            name="gpcText"
            label={t('staff.catalogue.gpc_text')}
            maxLength={200}
            defaultValue={value('gpcText')}
            failure={failure}
          />
        </fieldset>
        <Submit>{product ? t('staff.catalogue.save') : t('staff.catalogue.create')}</Submit>
      </AccountForm>
    </>
  );
}

function todayInUlaanbaatar(): string {
  return new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
}

function StatusActions({ status }: { status: string }) {
  const { t } = useI18n();
  const actions = [
    status !== 'published' && ['publish', 'staff.catalogue.publish'],
    status === 'published' && ['draft', 'staff.catalogue.to_draft'],
    status !== 'archived' && ['archive', 'staff.catalogue.archive'],
    ['duplicate', 'staff.catalogue.duplicate'],
  ].filter((a): a is [string, string] => Array.isArray(a));
  return (
    <Form method="post" className="product-editor-actions">
      <CsrfField />
      {actions.map(([intent, key]) => (
        <button key={intent} type="submit" name="intent" value={intent} className="button">
          {t(key)}
        </button>
      ))}
    </Form>
  );
}

function Pictures(props: { pictures: { id: number; url: string }[]; failure: FormFailure | null }) {
  const { t } = useI18n();
  const inputId = useId();
  const errors = props.failure?.fields.picture ?? [];
  return (
    <section className="product-pictures" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{t('staff.catalogue.pictures')}</h2>
      {props.pictures.length === 0 ? (
        <p>{t('staff.catalogue.no_pictures')}</p>
      ) : (
        <ol className="picture-list">
          {props.pictures.map((picture, i) => (
            <li key={picture.id}>
              <img
                src={smallOf(picture.url)}
                alt={t('staff.catalogue.picture_n', { n: i + 1 })}
                width={96}
                height={96}
                loading="lazy"
              />
              {i === 0 && <span className="main-picture">{t('staff.catalogue.main_picture')}</span>}
              <Form method="post" className="picture-actions">
                <CsrfField />
                <input type="hidden" name="picture_id" value={picture.id} />
                {i > 0 && (
                  <button type="submit" name="intent" value="main_picture" className="button">
                    {t('staff.catalogue.make_main')}
                  </button>
                )}
                {i > 0 && (
                  <button
                    type="submit"
                    name="intent"
                    value="picture_up"
                    className="button"
                    aria-label={t('staff.catalogue.move_up_n', { n: i + 1 })}
                  >
                    ↑
                  </button>
                )}
                {i < props.pictures.length - 1 && (
                  <button
                    type="submit"
                    name="intent"
                    value="picture_down"
                    className="button"
                    aria-label={t('staff.catalogue.move_down_n', { n: i + 1 })}
                  >
                    ↓
                  </button>
                )}
                <button type="submit" name="intent" value="remove_picture" className="button">
                  {t('staff.catalogue.remove_picture')}
                </button>
              </Form>
            </li>
          ))}
        </ol>
      )}
      <AccountForm intent="add_picture" encType="multipart/form-data" className="picture-upload">
        <label htmlFor={inputId}>{t('staff.catalogue.add_pictures')}</label>
        <FileInput
          id={inputId}
          name="picture"
          accept="image/*"
          multiple
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={errors.length ? `${inputId}-error` : `${inputId}-hint`}
        />
        <p id={`${inputId}-hint`} className="field-hint">
          {t('staff.catalogue.pictures_hint')}
        </p>
        {errors.length > 0 && (
          <p id={`${inputId}-error`} className="field-error">
            {errors.map((key) => t(key, props.failure?.errorVars)).join(' ')}
          </p>
        )}
        <Submit>{t('staff.catalogue.upload')}</Submit>
      </AccountForm>
    </section>
  );
}

/** The small square of a stored photo (the seed's drawn pictures have one size). */
function smallOf(url: string): string {
  return url.startsWith('/media/') && url.endsWith('-l.webp')
    ? url.replace(/-l\.webp$/, '-s.webp')
    : url;
}

function Variants(props: {
  rows: number;
  colors: { code: string; name: string }[];
  value: (name: string) => string;
  failure: FormFailure | null;
}) {
  const { t } = useI18n();
  // Saved variants, then one empty row; more rows with the button (blank rows are ignored).
  const [count, setCount] = useState(props.rows + 1);
  const errors = props.failure?.fields.variants ?? [];
  return (
    <fieldset className="variant-rows">
      <legend>{t('staff.catalogue.variants')}</legend>
      <p className="field-hint">{t('staff.catalogue.variants_hint')}</p>
      {errors.length > 0 && <p className="field-error">{errors.map((k) => t(k)).join(' ')}</p>}
      {Array.from({ length: count }, (_, i) => {
        const at = (field: string) => `variants.${i}.${field}`;
        const saved = i < props.rows;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions; they never reorder
          <fieldset key={i} className="variant-row">
            <legend>{t('staff.catalogue.variant_n', { n: i + 1 })}</legend>
            {saved && <input type="hidden" name={at('id')} value={props.value(at('id'))} />}
            <Field
              name={at('sku')}
              label="SKU"
              maxLength={64}
              defaultValue={props.value(at('sku'))}
              failure={props.failure}
            />
            <SelectField
              name={at('color')}
              label={t('staff.catalogue.color')}
              defaultValue={props.value(at('color'))}
              failure={props.failure}
              none={t('staff.catalogue.none')}
              options={props.colors.map((c) => [c.code, c.name])}
            />
            <Field
              name={at('size')}
              label={t('staff.catalogue.size')}
              maxLength={40}
              defaultValue={props.value(at('size'))}
              failure={props.failure}
            />
            <Field
              name={at('price')}
              label={t('staff.catalogue.variant_price')}
              hint={t('staff.catalogue.variant_price_hint')}
              inputMode="numeric"
              defaultValue={props.value(at('price'))}
              failure={props.failure}
            />
            <Field
              name={at('salePrice')}
              label={t('staff.catalogue.sale_price')}
              inputMode="numeric"
              defaultValue={props.value(at('salePrice'))}
              failure={props.failure}
            />
            <Field
              name={at('weightGrams')}
              label={t('staff.catalogue.weight')}
              inputMode="numeric"
              defaultValue={props.value(at('weightGrams')) || '500'}
              failure={props.failure}
            />
          </fieldset>
        );
      })}
      <button type="button" className="button" onClick={() => setCount((n) => n + 1)}>
        {t('staff.catalogue.add_variant')}
      </button>
    </fieldset>
  );
}

function Properties(props: {
  rows: number;
  value: (name: string) => string;
  failure: FormFailure | null;
}) {
  const { t } = useI18n();
  const [count, setCount] = useState(props.rows + 1);
  return (
    <fieldset className="property-rows">
      <legend>{t('staff.catalogue.specifications')}</legend>
      {Array.from({ length: count }, (_, i) => {
        const at = (field: string) => `properties.${i}.${field}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions; they never reorder
          <div key={i} className="property-row">
            <Field
              name={at('label.mn')}
              label={t('staff.catalogue.spec_label_mn')}
              maxLength={80}
              defaultValue={props.value(at('label.mn'))}
              failure={props.failure}
            />
            <Field
              name={at('value.mn')}
              label={t('staff.catalogue.spec_value_mn')}
              maxLength={300}
              defaultValue={props.value(at('value.mn'))}
              failure={props.failure}
            />
            <details>
              <summary>{t('staff.catalogue.other_languages')}</summary>
              {OTHER_LOCALES.map((locale) => (
                <div key={locale} className="property-locale">
                  <Field
                    name={at(`label.${locale}`)}
                    label={`${t('staff.catalogue.spec_label')} (${t(`language.${locale}`)})`}
                    maxLength={80}
                    defaultValue={props.value(at(`label.${locale}`))}
                    failure={props.failure}
                  />
                  <Field
                    name={at(`value.${locale}`)}
                    label={`${t('staff.catalogue.spec_value')} (${t(`language.${locale}`)})`}
                    maxLength={300}
                    defaultValue={props.value(at(`value.${locale}`))}
                    failure={props.failure}
                  />
                </div>
              ))}
            </details>
          </div>
        );
      })}
      <button type="button" className="button" onClick={() => setCount((n) => n + 1)}>
        {t('staff.catalogue.add_specification')}
      </button>
    </fieldset>
  );
}

function Check(props: { name: string; label: string; checked: boolean; value?: string }) {
  const id = useId();
  return (
    <div className="field field-check">
      <input
        id={id}
        type="checkbox"
        name={props.name}
        value={props.value ?? 'on'}
        defaultChecked={props.checked}
      />
      <label htmlFor={id}>{props.label}</label>
    </div>
  );
}
