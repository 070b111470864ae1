import { useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useCurrentInView } from '../lib/use-current-in-view.ts';

export interface SectionMenuItem {
  /** The link's address, already in the page's locale. */
  to: string;
  label: string;
  /** Current only on exactly this address, not below it (a section's first page). */
  end?: boolean;
}

/**
 * A list of an area's sections: My account's, and the staff areas' (the back office, its
 * catalogue, the roulette admin). On a phone the list is one row that scrolls sideways, the
 * current section brought into view: wrapped, an admin's two menus took six rows of buttons
 * before the page began. How it looks on a wider screen is the area's own CSS (`listClassName`).
 */
export function SectionMenu(props: {
  label: string;
  items: SectionMenuItem[];
  className?: string;
  listClassName?: string;
}) {
  const list = useRef<HTMLUListElement>(null);
  useCurrentInView(list, useLocation().pathname);
  return (
    <nav aria-label={props.label} className={props.className}>
      <ul ref={list} className={props.listClassName}>
        {props.items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
