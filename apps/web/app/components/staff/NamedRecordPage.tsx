import type { ComponentType } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import { AccountForm, type FormFailure, isFailure, Submit } from '../account/Form.tsx';
import {
  AdminField,
  DeleteForm,
  EditDetails,
  failureFor,
  ListSearch,
  Pager,
  StrayFailure,
  strayFailure,
} from '../roulette-admin/AdminForms.tsx';
import { CatalogueFrame } from './CatalogueFrame.tsx';
import { ListNotice, PictureField } from './ListForms.tsx';

// Brands and vendors have the same back-office page: find, add (a code, names in five locales, a
// logo), change, delete. What tells them apart (texts, the shop's address, a brand's country, a
// vendor's words about the store) comes in as props.

/** A brand or vendor as its page shows it (`shown`: its name in the admin's language). */
export interface NamedRecord {
  id: number;
  code: string;
  logo: string;
  shown: string;
  product_count: number;
}

/** The message keys of one list's page. */
export interface NamedRecordTexts {
  /** The heading and the pager's label. */
  title: string;
  /** The new record form's summary. */
  add: string;
  /** The search's label. */
  find: string;
  /** How many were found (plural). */
  count: string;
}

const doneIntent = (actionData: unknown) =>
  actionData && !isFailure(actionData) ? (actionData as { intent: string }).intent : null;

/** A page of brands or vendors in the back office (the website admin's list page). */
export function NamedRecordPage<R extends NamedRecord>(props: {
  records: R[];
  list: { q: string; total: number; page: number; pages: number };
  actionData: unknown;
  texts: NamedRecordTexts;
  /** The shop's address of the list (`/brands`); a record's is this and its code. */
  shopPath: string;
  /** Facts shown after the code (a brand's country). */
  Facts?: ComponentType<{ record: R }>;
  /** The form's fields between the code and the logo (the names, and the list's own). */
  Fields: ComponentType<{ record?: R; failure: FormFailure | null }>;
}) {
  const { t } = useI18n();
  const { records, list, actionData, texts, Fields } = props;
  const createFailure = failureFor(actionData, 'create');
  return (
    <CatalogueFrame allowed>
      <h1>{t(texts.title)}</h1>
      <ListNotice intent={doneIntent(actionData)} />
      <StrayFailure
        failure={strayFailure(
          actionData,
          ['create', 'update', 'delete'],
          records.map((b) => b.id),
        )}
      />
      <details className="roulette-create" open={createFailure ? true : undefined}>
        <summary>{t(texts.add)}</summary>
        <AccountForm
          intent="create"
          encType="multipart/form-data"
          failure={createFailure}
          key={doneIntent(actionData) === 'create' ? JSON.stringify(actionData) : 'new'}
        >
          <RecordFields Fields={Fields} failure={createFailure} />
          <Submit>{t('staff.roulette.add')}</Submit>
        </AccountForm>
      </details>
      <ListSearch q={list.q} label={t(texts.find)} />
      <p>{t(texts.count, { count: list.total })}</p>
      <ul className="roulette-cards catalogue-cards">
        {records.map((record) => (
          <RecordCard
            key={record.id}
            record={record}
            shopPath={props.shopPath}
            Facts={props.Facts}
            Fields={Fields}
            editFailure={failureFor(actionData, 'update', record.id)}
            deleteFailure={failureFor(actionData, 'delete', record.id)}
          />
        ))}
      </ul>
      <Pager
        page={list.page}
        pages={list.pages}
        query={`q=${encodeURIComponent(list.q)}`}
        label={t(texts.title)}
      />
    </CatalogueFrame>
  );
}

function RecordCard<R extends NamedRecord>(props: {
  record: R;
  shopPath: string;
  Facts?: ComponentType<{ record: R }>;
  Fields: ComponentType<{ record?: R; failure: FormFailure | null }>;
  editFailure: FormFailure | null;
  deleteFailure: FormFailure | null;
}) {
  const { t, path } = useI18n();
  const { record, Facts } = props;
  return (
    <li className="roulette-card" data-id={record.id}>
      <h2 className="roulette-card-title">
        <img src={record.logo} alt="" width={40} height={40} loading="lazy" />
        {record.shown}
      </h2>
      <dl className="roulette-facts">
        <dt>{t('staff.catalogue.code')}</dt>
        <dd>
          <a href={path(`${props.shopPath}/${encodeURIComponent(record.code)}`)}>{record.code}</a>
        </dd>
        {Facts && <Facts record={record} />}
        <dt>{t('staff.catalogue.products')}</dt>
        <dd>{record.product_count}</dd>
      </dl>
      <EditDetails name={record.shown} failure={props.editFailure}>
        <AccountForm intent="update" encType="multipart/form-data" failure={props.editFailure}>
          <input type="hidden" name="id" value={record.id} />
          <RecordFields record={record} Fields={props.Fields} failure={props.editFailure} />
          <Submit>{t('staff.roulette.save')}</Submit>
        </AccountForm>
      </EditDetails>
      <DeleteForm id={record.id} name={record.shown} failure={props.deleteFailure} />
    </li>
  );
}

/** The code, the list's own fields, then the logo. */
function RecordFields<R extends NamedRecord>(props: {
  record?: R;
  Fields: ComponentType<{ record?: R; failure: FormFailure | null }>;
  failure: FormFailure | null;
}) {
  const { t } = useI18n();
  const { record, failure, Fields } = props;
  return (
    <>
      <AdminField
        name="code"
        label={t('staff.catalogue.code')}
        hint={t('staff.catalogue.code_hint')}
        defaultValue={record?.code}
        required
        maxLength={40}
        failure={failure}
      />
      <Fields record={record} failure={failure} />
      <PictureField
        name="logo"
        label={t('staff.catalogue.logo')}
        current={record?.logo}
        failure={failure}
      />
    </>
  );
}
