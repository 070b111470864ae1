import { content, createContext, loadHomeRails } from '@shop/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArticleCards } from '../components/article/ArticleList.tsx';
import { CategoryTiles } from '../components/CategoryTiles.tsx';
import { Hero } from '../components/Hero.tsx';
import { ProductRail } from '../components/ProductRail.tsx';
import { PromotionCards } from '../components/promotion/PromotionCards.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { localeFromParam } from '../lib/locale.ts';
import { pageMeta, rootMeta } from '../lib/seo.ts';
import type { Route } from './+types/home';
import { loadLatestArticles } from './articles.server.ts';
import { loadPromotions } from './promotions.server.ts';

/** The home page's newest articles: one row of cards on a wide screen. */
const HOME_ARTICLES = 4;

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeFromParam(params.locale);
  const site = await context.siteData(locale);
  const [rails, { promotions }, articles] = await Promise.all([
    loadHomeRails(createContext(context.database.db, locale), site.presets),
    loadPromotions(context, locale),
    loadLatestArticles(context, locale, HOME_ARTICLES),
  ]);
  return {
    rails,
    promotions: promotions.map(({ slug, title, summary, picture, until }) => ({
      slug,
      title,
      summary,
      picture,
      until,
    })),
    articles,
    articlesBase: content.CONTENT_BASE.article,
    title: site.configs.shop_name,
  };
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return pageMeta(args, { title: t('home.title'), description: t('home.description') });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <>
      <Hero />
      <CategoryTiles />
      {loaderData.rails.map((rail) => (
        <ProductRail key={rail.code} id={rail.code} title={rail.title} products={rail.products} />
      ))}
      {loaderData.promotions.length > 0 && (
        <HomeSection
          id="promotions"
          title={t('promotion.title')}
          more={{ to: '/promotions', label: t('home.all_promotions') }}
        >
          <PromotionCards promotions={loaderData.promotions} heading="h3" eager={false} />
        </HomeSection>
      )}
      {loaderData.articles.length > 0 && (
        <HomeSection
          id="articles"
          title={t('article.articles')}
          more={{ to: loaderData.articlesBase, label: t('home.all_articles') }}
        >
          <ArticleCards
            articles={loaderData.articles}
            base={loaderData.articlesBase}
            heading="h3"
            eager={false}
          />
        </HomeSection>
      )}
    </>
  );
}

/** A part of the home page under its heading, with a link to the whole list. */
function HomeSection(props: {
  id: string;
  title: string;
  more: { to: string; label: string };
  children: ReactNode;
}) {
  const { path } = useI18n();
  return (
    <section className="home-section container" aria-labelledby={`home-${props.id}`}>
      <div className="home-section-head">
        <h2 id={`home-${props.id}`}>{props.title}</h2>
        <Link to={path(props.more.to)}>{props.more.label}</Link>
      </div>
      {props.children}
    </section>
  );
}
