import type { MenuItem } from '@shop/core';
import { Link } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';
import { LocaleSwitch } from './LocaleSwitch.tsx';

export function Footer(props: {
  menus: MenuItem[];
  contact?: { phone: string; email: string };
  year: number;
}) {
  const { t, path } = useI18n();
  const groups = props.menus.filter((m) => m.placement === 'footer');
  return (
    <footer className="footer">
      <div className="container footer-grid">
        <div>
          <img
            src="/media/logo-light.svg"
            alt={t('shop.name')}
            width={113}
            height={30}
            loading="lazy"
          />
          <p>{t('shop.tagline')}</p>
          <p>{t('footer.hours')}</p>
          {props.contact && (
            <p>
              <a href={`tel:${props.contact.phone.replace(/\s/g, '')}`}>{props.contact.phone}</a>
              <br />
              <a href={`mailto:${props.contact.email}`}>{props.contact.email}</a>
            </p>
          )}
        </div>
        {groups.map((group) => (
          <nav key={group.id} aria-label={group.title}>
            <h2>{group.title}</h2>
            <ul>
              {group.children.map((item) => (
                <li key={item.id}>
                  <Link to={path(item.url ?? '/')}>{item.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label={t('footer.my_shopping')}>
          <h2>{t('footer.my_shopping')}</h2>
          <ul>
            <li>
              <Link to={path('/wishlist')}>{t('nav.wishlists')}</Link>
            </li>
            <li>
              <Link to={path('/recently-viewed')}>{t('nav.recently_viewed')}</Link>
            </li>
            <li>
              <Link to={path('/my-searches')}>{t('nav.my_searches')}</Link>
            </li>
            <li>
              <Link to={path('/compare')}>{t('nav.compare')}</Link>
            </li>
            <li>
              <Link to={path('/orders/find')}>{t('nav.find_order')}</Link>
            </li>
            <li>
              <Link to={path('/lease')}>{t('lease.title')}</Link>
            </li>
            <li>
              <Link to={path('/articles')}>{t('article.articles')}</Link>
            </li>
            <li>
              <Link to={path('/news')}>{t('article.news')}</Link>
            </li>
            <li>
              <Link to={path('/look-books')}>{t('lookbook.title')}</Link>
            </li>
            <li>
              <Link to={path('/travel')}>{t('nav.travel')}</Link>
            </li>
            <li>
              <Link to={path('/deals')}>{t('deals.title')}</Link>
            </li>
            <li>
              <Link to={path('/promotions')}>{t('promotion.title')}</Link>
            </li>
            <li>
              <Link to={path('/jobs')}>{t('jobs.title')}</Link>
            </li>
            <li>
              <Link to={path('/subscribe')}>{t('nav.newsletter')}</Link>
            </li>
            <li>
              <Link to={path('/contact')}>{t('nav.contact')}</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2>{t('nav.language')}</h2>
          <LocaleSwitch />
        </div>
      </div>
      <p className="container footer-copy">{t('footer.copyright', { year: props.year })}</p>
    </footer>
  );
}
