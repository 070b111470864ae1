import type { MenuItem } from '@shop/core';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';
import type { MenuTaxon } from '../lib/site-shared.ts';
import { useWrappedFrom } from '../lib/use-wrapped-from.ts';
import { Icon } from './Icon.tsx';

/**
 * The desk's category bar: one row. The categories that do not fit it (nine Mongolian names and
 * the shop's links took two rows at 1280 px) are hidden from the row and listed under "More"; the
 * shop's own links (new arrivals, sale, brands) always show at its end.
 */
export function CategoryBar(props: { taxons: MenuTaxon[]; links: MenuItem[] }) {
  const { t, path } = useI18n();
  const list = useRef<HTMLUListElement>(null);
  const wrappedFrom = useWrappedFrom(list);
  const hidden = wrappedFrom == null ? [] : props.taxons.slice(wrappedFrom);
  const wrapped = (index: number) => wrappedFrom != null && index >= wrappedFrom;
  return (
    <nav className="category-bar desktop-only" aria-label={t('nav.categories')}>
      <div className="container category-bar-row">
        <ul
          ref={list}
          className={`category-list${wrappedFrom === undefined ? '' : ' is-measured'}`}
        >
          {props.taxons.map((taxon, index) => (
            <li key={taxon.id} className={`category-item${wrapped(index) ? ' is-wrapped' : ''}`}>
              <NavLink to={path(`/t/${taxon.permalink}`)}>{taxon.name}</NavLink>
              {taxon.children.length > 0 && <MegaMenu taxon={taxon} />}
            </li>
          ))}
        </ul>
        {hidden.length > 0 && <MoreCategories taxons={hidden} />}
        <ul className="category-links">
          {props.links.map((link) => (
            <li key={link.id} className="category-item category-link">
              <Link to={path(link.url ?? '/')}>{link.title}</Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

function MegaMenu(props: { taxon: MenuTaxon }) {
  const { path } = useI18n();
  return (
    <div className="mega-menu">
      {props.taxon.children.map((child) => (
        <div key={child.id} className="mega-column">
          <Link to={path(`/t/${child.permalink}`)} className="mega-title">
            {child.name}
          </Link>
          {child.children.slice(0, 8).map((leaf) => (
            <Link key={leaf.id} to={path(`/t/${leaf.permalink}`)}>
              {leaf.name}
            </Link>
          ))}
        </div>
      ))}
    </div>
  );
}

/** "More": the categories the row had no room for. Escape, a click elsewhere or a move closes it. */
function MoreCategories(props: { taxons: MenuTaxon[] }) {
  const { t, path } = useI18n();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useId();
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the list
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const away = (event: Event) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('focusin', away);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('focusin', away);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div className="category-more" ref={box}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen(!open)}
      >
        {t('nav.more')}
        <Icon name="chevron" size={16} />
      </button>
      <ul id={panel} className="category-more-list" hidden={!open}>
        {props.taxons.map((taxon) => (
          <li key={taxon.id}>
            <Link to={path(`/t/${taxon.permalink}`)}>{taxon.name}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
