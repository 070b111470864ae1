export { type HomeRail, loadHomeRails } from './home.ts';
export { newsFeed } from './news-feed.ts';
export { loadSiteData, type SiteData, type SiteDataQuery } from './site-data.ts';
export {
  PRODUCTS_PER_SITEMAP,
  pagesSitemap,
  productsSitemap,
  robotsTxt,
  sitemapIndex,
} from './sitemap.ts';
