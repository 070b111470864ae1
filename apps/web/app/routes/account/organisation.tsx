import { accounts, parseInput } from '@shop/core';
import { Link } from 'react-router';
import { z } from 'zod';
import { AccountForm, Field, isFailure, Submit } from '../../components/account/Form.tsx';
import { contextFor, formAction, readForm, requireUserId } from '../../lib/auth.server.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { localeFromParam } from '../../lib/locale.ts';
import type { Route } from './+types/organisation';

export async function loader({ params, context }: Route.LoaderArgs) {
  const viewer = context.auth.viewer;
  if (!viewer) return { organisation: null };
  const ctx = contextFor(context, localeFromParam(params.locale));
  const organisation = await accounts.getOrganisation(ctx, viewer.userId);
  return {
    organisation: organisation && {
      ...organisation,
      phoneDisplay: accounts.formatPhone(organisation.phone),
    },
  };
}

const organisationForm = z.discriminatedUnion(
  'intent',
  [
    accounts.organisationInput.extend({ intent: z.literal('save') }),
    z.object({ intent: z.literal('remove') }),
  ],
  { error: 'validation.invalid_choice' },
);

export async function action({ params, context, request }: Route.ActionArgs) {
  const ctx = contextFor(context, localeFromParam(params.locale));
  const { values } = await readForm(request, context);
  return formAction(values, async () => {
    const userId = requireUserId(context);
    const form = parseInput(organisationForm, values);
    if (form.intent === 'remove') {
      await accounts.removeOrganisation(ctx, userId);
      return { ok: true as const, done: 'removed' as const };
    }
    await accounts.saveOrganisation(ctx, userId, form);
    return { ok: true as const, done: 'saved' as const };
  });
}

/** The organisation the shopper buys for: its VAT receipts carry the registry number. */
export default function Organisation({ loaderData, actionData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const failure = isFailure(actionData) ? actionData : null;
  const done = actionData && !isFailure(actionData) ? actionData.done : null;
  const org = loaderData.organisation;
  return (
    <>
      <h1>{t('account.organisation')}</h1>
      <p className="auth-note">{t('account.organisation_intro')}</p>
      <p className="auth-note">
        {t('account.organisation_jobs')} <Link to={path('/jobs')}>{t('jobs.title')}</Link>
      </p>
      {done && (
        <p className="form-success" role="status">
          {t(done === 'removed' ? 'account.organisation_removed' : 'account.organisation_saved')}
        </p>
      )}
      <AccountForm failure={failure} intent="save">
        <Field
          name="name"
          label={t('account.org_name')}
          autoComplete="organization"
          hint={t('account.org_name_hint')}
          defaultValue={org?.name}
          required
          failure={failure}
        />
        <Field
          name="registry_number"
          label={t('account.registry_number')}
          inputMode="numeric"
          maxLength={7}
          defaultValue={org?.registryNumber}
          required
          failure={failure}
        />
        <Field
          name="address"
          label={t('account.org_address')}
          autoComplete="address-line1"
          defaultValue={org?.address}
          required
          failure={failure}
        />
        <div className="field-row">
          <Field
            name="phone"
            type="tel"
            inputMode="tel"
            label={t('account.org_phone')}
            defaultValue={org?.phoneDisplay}
            required
            failure={failure}
          />
          <Field
            name="employee_count"
            inputMode="numeric"
            label={t('account.employee_count')}
            defaultValue={org?.employeeCount?.toString()}
            failure={failure}
          />
        </div>
        <Field
          name="business_field"
          label={t('account.business_field')}
          defaultValue={org?.businessField}
          failure={failure}
        />
        <Submit>{t('account.save')}</Submit>
      </AccountForm>
      {org && (
        <AccountForm intent="remove" className="inline-form">
          <Submit className="link-button">{t('account.organisation_remove')}</Submit>
        </AccountForm>
      )}
    </>
  );
}
