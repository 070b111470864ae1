import type { TaxonNode } from '@shop/core';
import { Link } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';
import { Icon } from './Icon.tsx';
import { LocaleSwitch } from './LocaleSwitch.tsx';

/** The mobile menu: categories as an expandable list, with the language switch. */
export function CategoryDrawer(props: { taxons: TaxonNode[]; open: boolean; onClose(): void }) {
  const { t, path } = useI18n();
  return (
    <div className={`drawer ${props.open ? 'drawer-open' : ''}`} aria-hidden={!props.open}>
      <button
        type="button"
        className="drawer-backdrop"
        tabIndex={-1}
        aria-label={t('common.close')}
        onClick={props.onClose}
      />
      <nav className="drawer-panel" aria-label={t('nav.categories')}>
        <div className="drawer-head">
          <strong>{t('nav.categories')}</strong>
          <button
            type="button"
            className="icon-button"
            aria-label={t('common.close')}
            onClick={props.onClose}
          >
            <Icon name="close" />
          </button>
        </div>
        <ul className="drawer-list">
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
  );
}
