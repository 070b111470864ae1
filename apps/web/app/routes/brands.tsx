import { catalog, createContext } from '@shop/core';
import { BrandIndex } from '../components/brand/BrandIndex.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { localeFromParam } from '../lib/locale.ts';
import { pageMeta, rootMeta, withShopName } from '../lib/seo.ts';
import type { Route } from './+types/brands';

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = createContext(context.database.db, localeFromParam(params.locale));
  const { brands } = await catalog.listBrands(ctx, { page: 1, perPage: catalog.MAX_PER_PAGE });
  return { brands };
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return pageMeta(args, {
    title: withShopName(t('brands.title'), t),
    description: t('brands.description'),
  });
}

export default function Brands({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div className="container brands-page">
      <h1>{t('brands.title')}</h1>
      {loaderData.brands.length === 0 ? (
        <p>{t('brands.empty')}</p>
      ) : (
        <BrandIndex brands={loaderData.brands} />
      )}
    </div>
  );
}
