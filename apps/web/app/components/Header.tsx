import type { MenuItem } from '@shop/core';
import { Link } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';
import type { MenuTaxon } from '../lib/site-shared.ts';
import { CartCount } from './CartCount.tsx';
import { CategoryBar } from './CategoryBar.tsx';
import { DRAWER_ID } from './CategoryDrawer.tsx';
import { Icon } from './Icon.tsx';
import { LocaleSwitch } from './LocaleSwitch.tsx';
import { SearchBox } from './SearchBox.tsx';

export function Header(props: {
  taxons: MenuTaxon[];
  menus: MenuItem[];
  menuOpen: boolean;
  onOpenMenu(): void;
  viewer: { name: string; avatarUrl: string | null } | null;
  cartCount: number;
  /** The signed-in shopper's unread notifications. */
  unread: number;
}) {
  const { t, path } = useI18n();
  const links = props.menus.filter((m) => m.placement === 'header');
  return (
    <header className="header">
      <div className="header-bar container">
        <button
          type="button"
          className="icon-button mobile-only"
          aria-label={t('nav.menu')}
          aria-expanded={props.menuOpen}
          aria-controls={DRAWER_ID}
          onClick={props.onOpenMenu}
        >
          <Icon name="menu" />
        </button>
        <Link to={path('/')} className="logo" aria-label={t('shop.name')}>
          <img src="/media/logo.svg" alt={t('shop.name')} width={113} height={30} />
        </Link>
        <SearchBox />
        <nav className="header-actions" aria-label={t('nav.account')}>
          <LocaleSwitch className="desktop-only" />
          <Link to={path('/account')} className="header-action desktop-only">
            {props.viewer?.avatarUrl ? (
              <img
                src={props.viewer.avatarUrl}
                alt=""
                width={24}
                height={24}
                className="header-avatar"
              />
            ) : (
              <Icon name="user" />
            )}
            <span>{props.viewer ? props.viewer.name : t('nav.sign_in')}</span>
          </Link>
          {props.viewer && (
            <Link
              to={path('/account/notifications')}
              className="header-action header-notifications"
              aria-label={t('notifications.link_label', { count: props.unread })}
            >
              <Icon name="bell" />
              {props.unread > 0 && (
                <span className="unread-count" aria-hidden="true">
                  {props.unread > 99 ? '99+' : props.unread}
                </span>
              )}
            </Link>
          )}
          <Link
            to={path('/wishlist')}
            className="header-action header-wishlist"
            aria-label={t('nav.wishlists')}
          >
            <Icon name="heart" />
            <span className="desktop-only">{t('nav.wishlists')}</span>
          </Link>
          <Link
            to={path('/cart')}
            className="header-action header-cart"
            aria-label={t('cart.link_label', { count: props.cartCount })}
          >
            <Icon name="cart" />
            <span className="desktop-only">{t('nav.cart')}</span>
            {/* A space: the label ("Cart, 2 items") then holds the words shown ("Cart 2"). */}{' '}
            <CartCount count={props.cartCount} />
          </Link>
        </nav>
      </div>
      <CategoryBar taxons={props.taxons} links={links} />
    </header>
  );
}
