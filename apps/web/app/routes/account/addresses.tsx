import { accounts, geo } from '@shop/core';
import { Form, Link, useSearchParams } from 'react-router';
import {
  AccountForm,
  CsrfField,
  Field,
  type FormFailure,
  isFailure,
  Submit,
} from '../../components/account/Form.tsx';
import { type ZoneOption, ZonePicker } from '../../components/account/ZonePicker.tsx';
import { addressFromForm } from '../../lib/address-form.server.ts';
import { contextFor, formAction, readForm, requireUserId } from '../../lib/auth.server.ts';
import { formId } from '../../lib/form-input.server.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { localeFromParam } from '../../lib/locale.ts';
import type { Route } from './+types/addresses';

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeFromParam(params.locale);
  const viewer = context.auth.viewer;
  if (!viewer) return { addresses: [], zones: [] };
  const ctx = contextFor(context, locale);
  const [addresses, zones] = await Promise.all([
    accounts.listAddresses(ctx, viewer.userId),
    geo.listPostalZones(ctx),
  ]);
  return {
    addresses: addresses.map((a) => ({
      ...a,
      phoneDisplay: accounts.formatPhone(a.receiverPhone),
    })),
    zones: zones
      .filter((z) => z.level !== 'address')
      .map(
        (z): ZoneOption => ({ zipcode: z.zipcode, name: z.name, level: z.level, parent: z.parent }),
      ),
  };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const ctx = contextFor(context, localeFromParam(params.locale));
  const { values } = await readForm(request, context);
  return formAction(values, async () => {
    const userId = requireUserId(context);
    // Only the forms about one address name it; adding one names none.
    if (values.intent === 'remove') {
      await accounts.removeAddress(ctx, userId, formId(values, 'id'));
      return { ok: true as const, done: 'removed' as const };
    }
    if (values.intent === 'make_default') {
      const id = formId(values, 'id');
      const address = await accounts.getAddress(ctx, userId, id);
      await accounts.updateAddress(ctx, userId, id, {
        city: address.city,
        district: address.district,
        quarter: address.quarter,
        street: address.street,
        detail: address.detail,
        receiver: address.receiver,
        receiver_phone: address.receiverPhone,
        zipcode: address.zipcode,
        is_default: true,
      });
      return { ok: true as const, done: 'saved' as const };
    }
    const input = await addressFromForm(context.database.db, values);
    if (values.intent === 'update') {
      await accounts.updateAddress(ctx, userId, formId(values, 'id'), input);
    } else {
      await accounts.addAddress(ctx, userId, input);
    }
    return { ok: true as const, done: 'saved' as const };
  });
}

type Address = Route.ComponentProps['loaderData']['addresses'][number];

/** The address book: the default first, add, edit, remove, choose the default. */
export default function Addresses({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const failure = isFailure(actionData) ? actionData : null;
  const done = actionData && !isFailure(actionData) ? actionData.done : null;
  const editing = loaderData.addresses.find(
    (a) => String(a.id) === (failure?.values.id ?? searchParams.get('edit')),
  );
  const formFailure =
    failure && (failure.values.intent === 'add' || failure.values.intent === 'update')
      ? failure
      : null;
  return (
    <>
      <h1>{t('account.addresses')}</h1>
      {done && (
        <p className="form-success" role="status">
          {t(done === 'removed' ? 'account.address_removed' : 'account.address_saved')}
        </p>
      )}
      {failure && !formFailure && (
        <p className="form-error" role="alert">
          {t(failure.error, failure.errorVars)}
        </p>
      )}
      {loaderData.addresses.length === 0 ? (
        <p>{t('account.no_addresses')}</p>
      ) : (
        <ul className="address-list">
          {loaderData.addresses.map((address) => (
            <AddressCard key={address.id} address={address} />
          ))}
        </ul>
      )}
      <h2>{editing ? t('account.edit_address') : t('account.add_address')}</h2>
      <AddressForm
        key={editing?.id ?? 'new'}
        address={editing}
        zones={loaderData.zones}
        failure={formFailure}
      />
    </>
  );
}

function AddressCard({ address }: { address: Address }) {
  const { t } = useI18n();
  return (
    <li className="address-card">
      {address.isDefault && (
        <span className="state-badge state-confirmed">{t('account.default_address')}</span>
      )}
      <p>
        <strong>{address.receiver}</strong> · {address.phoneDisplay}
      </p>
      <p>
        {[address.city, address.district, address.quarter, address.street, address.detail]
          .filter(Boolean)
          .join(', ')}
      </p>
      <p className="address-zip">
        {t('account.zipcode')}: {address.zipcode}
      </p>
      <div className="address-actions">
        <Link to={`?edit=${address.id}`}>{t('account.edit')}</Link>
        {!address.isDefault && (
          <Form method="post">
            <CsrfField />
            <input type="hidden" name="id" value={address.id} />
            <button type="submit" name="intent" value="make_default" className="link-button">
              {t('account.make_default')}
            </button>
          </Form>
        )}
        <Form method="post">
          <CsrfField />
          <input type="hidden" name="id" value={address.id} />
          <button type="submit" name="intent" value="remove" className="link-button">
            {t('account.remove')}
          </button>
        </Form>
      </div>
    </li>
  );
}

function AddressForm(props: {
  address?: Address;
  zones: ZoneOption[];
  failure: FormFailure | null;
}) {
  const { t } = useI18n();
  const { address, failure } = props;
  return (
    <AccountForm failure={failure} intent={address ? 'update' : 'add'}>
      {address && <input type="hidden" name="id" value={address.id} />}
      <ZonePicker
        zones={props.zones}
        selected={failure?.values ?? null}
        zipcode={address?.zipcode ?? null}
        errors={failure?.fields.zipcode ?? failure?.fields.city ?? []}
      />
      <Field
        name="street"
        label={t('account.street')}
        autoComplete="address-line1"
        defaultValue={address?.street}
        failure={failure}
      />
      <Field
        name="detail"
        label={t('account.detail')}
        autoComplete="address-line2"
        hint={t('account.detail_hint')}
        defaultValue={address?.detail}
        required
        failure={failure}
      />
      <div className="field-row">
        <Field
          name="receiver"
          label={t('account.receiver')}
          autoComplete="name"
          defaultValue={address?.receiver}
          required
          failure={failure}
        />
        <Field
          name="receiver_phone"
          type="tel"
          inputMode="tel"
          label={t('account.receiver_phone')}
          autoComplete="tel"
          defaultValue={address?.phoneDisplay}
          hint={t('auth.phone_hint')}
          required
          failure={failure}
        />
      </div>
      <label className="checkbox">
        <input type="checkbox" name="is_default" defaultChecked={address?.isDefault ?? false} />{' '}
        {t('account.make_default')}
      </label>
      <Submit>{t('account.save')}</Submit>
      {address && <Link to="?">{t('account.cancel')}</Link>}
    </AccountForm>
  );
}
