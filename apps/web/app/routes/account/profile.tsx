import { accounts, parseInput } from '@shop/core';
import { useEffect } from 'react';
import { z } from 'zod';
import { AccountForm, Field, isFailure, Submit } from '../../components/account/Form.tsx';
import { FileInput } from '../../components/FileInput.tsx';
import { contextFor, formAction, readForm, requireUserId } from '../../lib/auth.server.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { localeFromParam } from '../../lib/locale.ts';
import { useToast } from '../../lib/toast.tsx';
import type { Route } from './+types/profile';
import { useAccount } from './use-account.ts';

const profileForm = z.discriminatedUnion(
  'intent',
  [
    accounts.profileInput.extend({ intent: z.literal('profile') }),
    // The picture is a file, not one of the form's strings: saveAvatar checks its bytes.
    z.object({ intent: z.literal('avatar') }),
  ],
  { error: 'validation.invalid_choice' },
);

export async function action({ params, context, request }: Route.ActionArgs) {
  const ctx = contextFor(context, localeFromParam(params.locale));
  const { form, values } = await readForm(request, context);
  return formAction(values, async () => {
    const userId = requireUserId(context);
    const input = parseInput(profileForm, values);
    if (input.intent === 'avatar') {
      const file = form.get('avatar');
      const bytes =
        file instanceof Blob ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
      await accounts.saveAvatar(ctx, userId, bytes);
      return { ok: true as const, saved: 'avatar' as const };
    }
    await accounts.updateProfile(ctx, userId, input);
    return { ok: true as const, saved: 'profile' as const };
  });
}

/** The person: names, gender, date of birth, occupation, and a picture. */
export default function Profile({ actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const account = useAccount();
  const toast = useToast();
  const failure = isFailure(actionData) ? actionData : null;
  const saved = actionData && !isFailure(actionData) ? actionData.saved : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one toast per answer of the form
  useEffect(() => {
    if (saved) toast.show('success', t('account.profile_updated'));
  }, [actionData]);
  if (!account) return null;
  const profileFailure = failure?.values.intent === 'avatar' ? null : failure;
  const avatarFailure = failure?.values.intent === 'avatar' ? failure : null;
  return (
    <>
      <h1>{t('account.profile')}</h1>
      {saved && (
        <p className="form-success" role="status">
          {t('account.profile_updated')}
        </p>
      )}
      <AccountForm failure={profileFailure} intent="profile">
        <div className="field-row">
          <Field
            name="last_name"
            label={t('account.last_name')}
            autoComplete="family-name"
            defaultValue={account.lastName}
            required
            failure={profileFailure}
          />
          <Field
            name="first_name"
            label={t('account.first_name')}
            autoComplete="given-name"
            defaultValue={account.firstName}
            required
            failure={profileFailure}
          />
        </div>
        <div className="field-row">
          <GenderField value={profileFailure?.values.gender ?? account.gender} />
          <Field
            name="birth_date"
            type="date"
            label={t('account.birth_date')}
            autoComplete="bday"
            defaultValue={account.birthDate}
            failure={profileFailure}
          />
        </div>
        <Field
          name="occupation"
          label={t('account.occupation')}
          autoComplete="organization-title"
          defaultValue={account.occupation}
          failure={profileFailure}
        />
        <Submit>{t('account.save')}</Submit>
      </AccountForm>

      <h2>{t('account.avatar')}</h2>
      <div className="avatar-block">
        {account.avatarUrl ? (
          <img
            src={account.avatarUrl}
            alt={t('account.avatar')}
            width={96}
            height={96}
            className="avatar"
          />
        ) : (
          <span className="avatar avatar-empty" aria-hidden="true">
            {(account.firstName ?? account.email ?? '?').slice(0, 1).toUpperCase()}
          </span>
        )}
        <AccountForm failure={avatarFailure} intent="avatar" encType="multipart/form-data">
          <div className="field">
            <label htmlFor="avatar-file">{t('account.avatar_choose')}</label>
            <FileInput
              id="avatar-file"
              name="avatar"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic"
              required
            />
            {avatarFailure?.fields.avatar && (
              <p className="field-error">
                {avatarFailure.fields.avatar.map((k) => t(k)).join(' ')}
              </p>
            )}
            <p className="field-hint">{t('account.avatar_hint')}</p>
          </div>
          <Submit>{t('account.upload')}</Submit>
        </AccountForm>
      </div>
    </>
  );
}

const GENDERS = ['female', 'male', 'other'] as const;

function GenderField(props: { value: string | null }) {
  const { t } = useI18n();
  return (
    <div className="field">
      <label htmlFor="gender">{t('account.gender')}</label>
      <select id="gender" name="gender" defaultValue={props.value ?? ''}>
        <option value="">{t('account.gender_unset')}</option>
        {GENDERS.map((g) => (
          <option key={g} value={g}>
            {t(`account.gender_${g}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
