import { createContext, loadHomeRails } from '@shop/core';
import { CategoryTiles } from '../components/CategoryTiles.tsx';
import { Hero } from '../components/Hero.tsx';
import { ProductRail } from '../components/ProductRail.tsx';
import { localeFromParam } from '../lib/locale.ts';
import { pageMeta, rootMeta } from '../lib/seo.ts';
import type { Route } from './+types/home';

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeFromParam(params.locale);
  const site = await context.siteData(locale);
  const rails = await loadHomeRails(createContext(context.database.db, locale), site.presets);
  return { rails, title: site.configs.shop_name };
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return pageMeta(args, { title: t('home.title'), description: t('home.description') });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <CategoryTiles />
      {loaderData.rails.map((rail) => (
        <ProductRail key={rail.code} id={rail.code} title={rail.title} products={rail.products} />
      ))}
    </>
  );
}
