import { Outlet } from 'react-router';
import { MicrositeNav } from '../../components/microsite/MicrositeNav.tsx';
import { MessagesScope, useI18n } from '../../lib/i18n.tsx';
import { brandMessages } from '../../lib/messages.server.ts';
import '../../styles/microsite.css';
import type { Route } from './+types/layout';
import { gatedMicrosite } from './microsite.server.ts';

/** The microsite's frame (its own look inside the shop's header and footer), behind the gate. */
export function loader({ params, request }: Route.LoaderArgs) {
  const { locale, content } = gatedMicrosite(request, params);
  return {
    name: content.name,
    wordmark: content.wordmark,
    messages: brandMessages(locale),
  };
}

export type MicrositeFrame = Route.ComponentProps['loaderData'];

export default function MicrositeLayout({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesScope messages={loaderData.messages}>
      <div className="ms">
        <MicrositeNav name={loaderData.name} wordmark={loaderData.wordmark} />
        <Outlet />
        <Responsibly />
      </div>
    </MessagesScope>
  );
}

function Responsibly() {
  const { t } = useI18n();
  return <p className="ms-responsibly">{t('brandsite.responsibly')}</p>;
}
