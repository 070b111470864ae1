import { NavLink } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';
import { CartCount } from './CartCount.tsx';
import { DRAWER_ID } from './CategoryDrawer.tsx';
import { Icon } from './Icon.tsx';

/** The mobile tab bar (shown at 992 px wide or less). */
export function BottomNav({
  menuOpen,
  onOpenMenu,
  cartCount,
}: {
  menuOpen: boolean;
  onOpenMenu(): void;
  cartCount: number;
}) {
  const { t, path } = useI18n();
  return (
    <nav className="bottom-nav mobile-only" aria-label={t('nav.main')}>
      <NavLink to={path('/')} end>
        <Icon name="home" />
        <span>{t('nav.home')}</span>
      </NavLink>
      <button type="button" aria-expanded={menuOpen} aria-controls={DRAWER_ID} onClick={onOpenMenu}>
        <Icon name="grid" />
        <span>{t('nav.categories')}</span>
      </button>
      <NavLink to={path('/cart')} className="bottom-nav-cart">
        <Icon name="cart" />
        <CartCount count={cartCount} />
        <span>{t('nav.cart')}</span>
      </NavLink>
      <NavLink to={path('/account')}>
        <Icon name="user" />
        <span>{t('nav.account')}</span>
      </NavLink>
    </nav>
  );
}
