import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { AccountForm, Field, type FormFailure, Submit } from './Form.tsx';

/** The second step of a code flow: where the code went, the code box, and a way to start over. */
export function CodeStep(props: {
  requestToken: string;
  sentTo: string;
  next?: string;
  failure: FormFailure | null;
  submitLabel: string;
  intent?: string;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  return (
    <AccountForm failure={props.failure} intent={props.intent ?? 'verify_code'}>
      <p className="auth-note" role="status">
        {t('auth.code_sent', { to: props.sentTo })}
      </p>
      <input type="hidden" name="request_token" value={props.requestToken} />
      <input type="hidden" name="sent_to" value={props.sentTo} />
      {props.next && <input type="hidden" name="next" value={props.next} />}
      <Field
        name="code"
        label={t('auth.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        failure={props.failure}
      />
      {props.children}
      <Submit>{props.submitLabel}</Submit>
      <p className="auth-aside">
        <a href={pathname + search}>{t('auth.start_over')}</a>
      </p>
    </AccountForm>
  );
}
