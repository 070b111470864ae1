import { type DragEvent, useState } from 'react';
import { Form, Link, useRouteLoaderData, useSubmit } from 'react-router';
import {
  AccountForm,
  CsrfField,
  type FormFailure,
  isFailure,
  Submit,
} from '../../../components/account/Form.tsx';
import {
  AdminField,
  AdminSelect,
  DeleteForm,
  failureFor,
  ListSearch,
  Pager,
  StrayFailure,
  strayFailure,
} from '../../../components/roulette-admin/AdminForms.tsx';
import { CatalogueFrame } from '../../../components/staff/CatalogueFrame.tsx';
import { ListNotice, LocaleNames, PictureField } from '../../../components/staff/ListForms.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { localeFromParam } from '../../../lib/locale.ts';
import { pageMeta, rootMeta } from '../../../lib/seo.ts';
import '../../../styles/roulette-admin.css';
import type { RootData } from '../../../root.server.ts';
import type { Route } from './+types/categories';
import { categoriesAction, categoriesLoader } from './categories.server.ts';

export function loader({ params, context, request }: Route.LoaderArgs) {
  return categoriesLoader(context, request, localeFromParam(params.locale));
}

export function action({ params, context, request }: Route.ActionArgs) {
  return categoriesAction(context, request, localeFromParam(params.locale));
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return [
    ...pageMeta(args, { title: `${t('nav.back_office_catalogue')} — ${t('shop.name')}` }),
    { name: 'robots', content: 'noindex' },
  ];
}

type Data = Extract<Route.ComponentProps['loaderData'], { allowed: true }>;
type Row = Data['taxons'][number];

/**
 * The category tree in the back office: each category under its parent, moved up or down among
 * its siblings with the arrows (the keyboard's and the phone's drag and drop), opened to change
 * its names in five locales, its address, parent and picture, or to add one below it.
 */
export default function CategoriesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  if (!loaderData.allowed) return <CatalogueFrame allowed={false}>{null}</CatalogueFrame>;
  const done = actionData && !isFailure(actionData) ? (actionData as { intent: string }) : null;
  const openId = loaderData.editing?.id;
  return (
    <CatalogueFrame allowed>
      <h1>{t('staff.catalogue.categories')}</h1>
      <ListNotice intent={done?.intent ?? loaderData.done} />
      <StrayFailure
        failure={strayFailure(
          actionData,
          ['create', 'update', 'delete'],
          openId === undefined ? [] : [openId],
        )}
      />
      {loaderData.editing && <EditPanel data={loaderData} actionData={actionData} />}
      {loaderData.adding && !loaderData.editing && (
        <AddPanel data={loaderData} actionData={actionData} />
      )}
      <p>
        <Link to="?add=top#edit" className="button">
          {t('staff.catalogue.add_top')}
        </Link>
      </p>
      <ListSearch q={loaderData.q} label={t('staff.catalogue.find_category')} />
      <p>{t('staff.catalogue.category_count', { count: loaderData.total })}</p>
      <p className="field-hint">{t('staff.catalogue.order_hint')}</p>
      <Tree data={loaderData} />
      <Pager
        page={loaderData.page}
        pages={loaderData.pages}
        query={`q=${encodeURIComponent(loaderData.q)}`}
        label={t('staff.catalogue.categories')}
      />
    </CatalogueFrame>
  );
}

/**
 * The rows, and on a desk their drag and drop among siblings (a drop elsewhere is not taken):
 * the new order is sent as the arrows' would be, and the arrows stay for keys and phones.
 */
function Tree({ data }: { data: Data }) {
  const submit = useSubmit();
  const csrf = useRouteLoaderData<RootData>('root')?.csrfToken ?? '';
  const [dragged, setDragged] = useState<Row | null>(null);
  const sameParent = (target: Row) =>
    dragged !== null && dragged.id !== target.id && dragged.parent_id === target.parent_id;
  const drop = (target: Row) => {
    if (!dragged || !sameParent(target)) return;
    const order = data.taxons.filter((t) => t.parent_id === target.parent_id).map((t) => t.id);
    const rest = order.filter((id) => id !== dragged.id);
    rest.splice(order.indexOf(target.id), 0, dragged.id);
    setDragged(null);
    submit(
      {
        _csrf: csrf,
        intent: 'reorder',
        parent_id: target.parent_id === null ? '' : String(target.parent_id),
        order: rest.join(','),
      },
      { method: 'post', preventScrollReset: true },
    );
  };
  return (
    <ul className="catalogue-tree">
      {data.taxons.map((taxon) => (
        <TreeRow
          key={taxon.id}
          taxon={taxon}
          drag={
            data.draggable
              ? {
                  start: (event) => {
                    // Some browsers start a drag only with something in it.
                    event.dataTransfer.setData('text/plain', String(taxon.id));
                    event.dataTransfer.effectAllowed = 'move';
                    setDragged(taxon);
                  },
                  over: (event) => {
                    if (sameParent(taxon)) event.preventDefault();
                  },
                  drop: (event) => {
                    event.preventDefault();
                    drop(taxon);
                  },
                  end: () => setDragged(null),
                }
              : null
          }
        />
      ))}
    </ul>
  );
}

interface DragHandlers {
  start(event: DragEvent): void;
  over(event: DragEvent): void;
  drop(event: DragEvent): void;
  end(): void;
}

function TreeRow({ taxon, drag }: { taxon: Row; drag: DragHandlers | null }) {
  const { t } = useI18n();
  return (
    <li
      className={`catalogue-row catalogue-depth-${taxon.depth}`}
      data-id={taxon.id}
      draggable={drag ? true : undefined}
      onDragStart={drag?.start}
      onDragOver={drag?.over}
      onDrop={drag?.drop}
      onDragEnd={drag?.end}
    >
      <div className="catalogue-row-name">
        <Link to={`?edit=${taxon.id}#edit`}>{taxon.shown}</Link>
        <span className="catalogue-row-meta">
          /t/{taxon.permalink} ·{' '}
          {taxon.child_count > 0
            ? t('staff.catalogue.products_in_tree', { count: taxon.products_in_tree })
            : t('staff.catalogue.product_count', { count: taxon.product_count })}
        </span>
      </div>
      <div className="catalogue-row-actions">
        <Form method="post" preventScrollReset className="catalogue-move">
          <CsrfField />
          <input type="hidden" name="id" value={taxon.id} />
          {(['up', 'down'] as const).map((direction) => (
            <button
              key={direction}
              type="submit"
              name="intent"
              value={direction}
              className="button catalogue-arrow"
              disabled={direction === 'up' ? taxon.first : taxon.last}
            >
              <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
              <span className="visually-hidden">
                {t(`staff.catalogue.move_${direction}`)}: {taxon.shown}
              </span>
            </button>
          ))}
        </Form>
        {taxon.can_add && (
          <Link to={`?add=${taxon.id}#edit`} className="catalogue-add-child">
            {t('staff.catalogue.add_child')}
            <span className="visually-hidden">: {taxon.shown}</span>
          </Link>
        )}
      </div>
    </li>
  );
}

function EditPanel({ data, actionData }: { data: Data; actionData: unknown }) {
  const { t, path } = useI18n();
  const taxon = data.editing;
  if (!taxon) return null;
  const failure = failureFor(actionData, 'update', taxon.id);
  return (
    <section id="edit" className="catalogue-panel" aria-labelledby="edit-title">
      <h2 id="edit-title">{t('staff.catalogue.edit_category', { name: taxon.shown })}</h2>
      <p>
        <a href={path(`/t/${taxon.permalink}`)}>{t('staff.catalogue.open_in_shop')}</a>
      </p>
      <AccountForm
        intent="update"
        encType="multipart/form-data"
        failure={failure}
        key={JSON.stringify(taxon)}
      >
        <input type="hidden" name="id" value={taxon.id} />
        <TaxonFields data={data} failure={failure} />
        <Submit>{t('staff.roulette.save')}</Submit>
      </AccountForm>
      <DeleteForm
        id={taxon.id}
        name={taxon.shown}
        failure={failureFor(actionData, 'delete', taxon.id)}
      />
      <p>
        <Link to="?">{t('staff.catalogue.close')}</Link>
      </p>
    </section>
  );
}

function AddPanel({ data, actionData }: { data: Data; actionData: unknown }) {
  const { t } = useI18n();
  const failure = failureFor(actionData, 'create');
  const parent = data.parents.find((p) => p.id === data.adding?.parent);
  return (
    <section id="edit" className="catalogue-panel" aria-labelledby="add-title">
      <h2 id="add-title">
        {parent
          ? t('staff.catalogue.new_category_under', { name: parent.shown })
          : t('staff.catalogue.new_category')}
      </h2>
      <AccountForm intent="create" encType="multipart/form-data" failure={failure}>
        <TaxonFields data={data} failure={failure} />
        <Submit>{t('staff.roulette.add')}</Submit>
      </AccountForm>
      <p>
        <Link to="?">{t('staff.catalogue.close')}</Link>
      </p>
    </section>
  );
}

function TaxonFields({ data, failure }: { data: Data; failure: FormFailure | null }) {
  const { t } = useI18n();
  const taxon = data.editing;
  const parentId = taxon ? taxon.parent_id : (data.adding?.parent ?? null);
  return (
    <>
      <LocaleNames name={taxon?.name} translations={taxon?.translations} failure={failure} />
      <AdminField
        name="slug"
        label={t('staff.catalogue.slug')}
        hint={t('staff.catalogue.slug_hint')}
        defaultValue={taxon?.slug}
        maxLength={80}
        failure={failure}
      />
      <AdminSelect
        name="parent_id"
        label={t('staff.catalogue.parent')}
        blank={t('staff.catalogue.top_level')}
        defaultValue={parentId ?? ''}
        options={data.parents.map((p) => ({
          value: p.id,
          label: `${'— '.repeat(p.depth)}${p.shown}`,
        }))}
        failure={failure}
      />
      <PictureField
        name="illustration"
        label={t('staff.catalogue.picture')}
        current={taxon?.illustration?.startsWith('/') ? taxon.illustration : null}
        failure={failure}
      />
    </>
  );
}
