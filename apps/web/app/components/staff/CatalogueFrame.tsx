import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import { SectionMenu } from '../SectionMenu.tsx';

const PARTS = [
  ['', 'staff.catalogue.products'],
  ['/categories', 'staff.catalogue.categories'],
  ['/brands', 'staff.catalogue.brands'],
  ['/vendors', 'staff.catalogue.vendors'],
  ['/import', 'staff.catalogue.import'],
  ['/audit', 'staff.catalogue.audit'],
] as const;

/**
 * The catalogue's pages inside the back office: their own menu, then the page; or, for staff who
 * are not website admins (the loader answered 403 with null), who the catalogue is for.
 */
export function CatalogueFrame(props: { allowed: boolean; children: ReactNode }) {
  const { t, path } = useI18n();
  if (!props.allowed) {
    return (
      <div className="catalogue-refused" role="alert">
        <h1>{t('staff.catalogue')}</h1>
        <p>{t('staff.catalogue.admins_only')}</p>
      </div>
    );
  }
  return (
    <>
      <SectionMenu
        listClassName="staff-menu"
        label={t('staff.catalogue')}
        className="catalogue-nav"
        items={PARTS.map(([to, key]) => ({
          to: path(`/back-office/catalogue${to}`),
          label: t(key),
          end: to === '',
        }))}
      />
      {props.children}
    </>
  );
}
