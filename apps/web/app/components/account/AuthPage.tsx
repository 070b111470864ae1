import type { Messages } from '@shop/i18n';
import type { ReactNode } from 'react';
import { MessagesScope, useI18n } from '../../lib/i18n.tsx';

/** The frame of the sign-in, registration and reset pages: one narrow card. */
export function AuthPage(props: { messages: Messages; titleKey: string; children: ReactNode }) {
  return (
    <MessagesScope messages={props.messages}>
      <AuthCard titleKey={props.titleKey}>{props.children}</AuthCard>
    </MessagesScope>
  );
}

function AuthCard(props: { titleKey: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <section className="container auth-page">
      <div className="auth-card">
        <h1>{t(props.titleKey)}</h1>
        {props.children}
      </div>
    </section>
  );
}
