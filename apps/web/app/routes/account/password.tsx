import { accounts, parseInput } from '@shop/core';
import { z } from 'zod';
import {
  AccountForm,
  Field,
  isFailure,
  NewPasswordFields,
  Submit,
} from '../../components/account/Form.tsx';
import { contextFor, formAction, readForm, requireUserId } from '../../lib/auth.server.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { localeFromParam } from '../../lib/locale.ts';
import type { Route } from './+types/password';
import { useAccount } from './use-account.ts';

const changeForm = z
  .object({ current_password: z.string().default('') })
  .and(accounts.newPasswordPair);

export async function action({ params, context, request }: Route.ActionArgs) {
  const ctx = contextFor(context, localeFromParam(params.locale));
  const { values } = await readForm(request, context);
  return formAction(values, async () => {
    const userId = requireUserId(context);
    const form = parseInput(changeForm, values);
    await accounts.changePassword(ctx, {
      userId,
      sessionId: context.auth.viewer?.sessionId,
      current: form.current_password,
      password: form.password,
    });
    return { ok: true as const };
  });
}

/** Set or change the password; other signed-in devices are signed out. */
export default function Password({ actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const account = useAccount();
  const failure = isFailure(actionData) ? actionData : null;
  if (!account) return null;
  return (
    <>
      <h1>{t('account.password')}</h1>
      {actionData && !failure && (
        <p className="form-success" role="status">
          {t('account.password_changed')}
        </p>
      )}
      <AccountForm failure={failure}>
        {account.hasPassword ? (
          <Field
            name="current_password"
            type="password"
            label={t('account.current_password')}
            autoComplete="current-password"
            required
            failure={failure}
          />
        ) : (
          <p className="auth-note">{t('account.no_password_yet')}</p>
        )}
        <NewPasswordFields label={t('auth.new_password')} failure={failure} />
        <Submit>{t('auth.save_password')}</Submit>
      </AccountForm>
    </>
  );
}
