import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';
import type { MenuTaxon } from '../lib/site-shared.ts';
import { Icon } from './Icon.tsx';
import { LocaleSwitch } from './LocaleSwitch.tsx';

export const DRAWER_ID = 'category-drawer';

/**
 * The mobile menu: a modal panel with the categories as an expandable list and the language
 * switch. Escape or the backdrop closes it; focus moves in when it opens and back when it closes.
 */
export function CategoryDrawer(props: { taxons: MenuTaxon[]; open: boolean; onClose(): void }) {
  const { t, path } = useI18n();
  const { open, onClose } = props;
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const returnFocusTo = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      returnFocusTo?.focus();
    };
  }, [open, onClose]);

  return (
    <div className={`drawer ${open ? 'drawer-open' : ''}`} hidden={!open}>
      <button
        type="button"
        className="drawer-backdrop"
        tabIndex={-1}
        aria-label={t('common.close')}
        onClick={onClose}
      />
      {/* A dialog holding the navigation (a nav element may not itself be a dialog). */}
      <div
        id={DRAWER_ID}
        ref={panel}
        className="drawer-panel"
        aria-label={t('nav.categories')}
        aria-modal="true"
        role="dialog"
        tabIndex={-1}
      >
        <div className="drawer-head">
          <strong>{t('nav.categories')}</strong>
          <button
            type="button"
            className="icon-button"
            aria-label={t('common.close')}
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label={t('nav.categories')}>
          <ul className="drawer-list">
            <li>
              <Link to={path('/')} className="drawer-home">
                {t('nav.home')}
              </Link>
            </li>
            <li>
              <Link to={path('/travel')} className="drawer-link">
                {t('nav.travel')}
              </Link>
            </li>
            {props.taxons.map((taxon) => (
              <li key={taxon.id}>
                <details>
                  <summary>{taxon.name}</summary>
                  <ul>
                    <li>
                      <Link to={path(`/t/${taxon.permalink}`)}>
                        {t('nav.all_in', { name: taxon.name })}
                      </Link>
                    </li>
                    {taxon.children.map((child) => (
                      <li key={child.id}>
                        <Link to={path(`/t/${child.permalink}`)}>{child.name}</Link>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
          </ul>
          <LocaleSwitch />
        </nav>
      </div>
    </div>
  );
}
