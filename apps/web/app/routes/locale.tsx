import { DEFAULT_LOCALE, isLocale } from '@shop/i18n';
import { data, Outlet } from 'react-router';
import type { Route } from './+types/locale';

/** A first segment that is not a prefixed locale is an unknown page (mn has no prefix). */
export function loader({ params }: Route.LoaderArgs) {
  if (
    params.locale !== undefined &&
    (!isLocale(params.locale) || params.locale === DEFAULT_LOCALE)
  ) {
    throw data(null, { status: 404 });
  }
  return null;
}

export default function LocaleLayout() {
  return <Outlet />;
}
