import {
  AdminField,
  CreateForm,
  DeleteForm,
  DoneNotice,
  doneOf,
  failureFor,
  ListSearch,
  Pager,
  StrayFailure,
  strayFailure,
} from '../../components/roulette-admin/AdminForms.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { localeFromParam } from '../../lib/locale.ts';
import type { Route } from './+types/users';
import { usersAction, usersLoader } from './users.server.ts';

export function loader({ params, context, request }: Route.LoaderArgs) {
  return usersLoader(context, request, localeFromParam(params.locale));
}

export function action({ params, context, request }: Route.ActionArgs) {
  return usersAction(context, request, localeFromParam(params.locale));
}

/**
 * The roulette admin's users (spec §7 `/tmp_roulette/` users): staff members given the right to
 * run it. Website admins always may; a user has nothing to change, so it is added or removed.
 */
export default function UsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  if (!loaderData) return null;
  const createFailure = failureFor(actionData, 'create');
  return (
    <>
      <h1>{t('staff.roulette.users')}</h1>
      <p>{t('staff.roulette.user.intro')}</p>
      <DoneNotice done={doneOf(actionData)} />
      <StrayFailure
        failure={strayFailure(
          actionData,
          ['create', 'delete'],
          loaderData.items.map((item) => item.id),
        )}
      />
      <CreateForm
        done={doneOf(actionData)}
        title={t('staff.roulette.user.new')}
        submit={t('staff.roulette.add')}
        failure={createFailure}
      >
        <AdminField
          name="login"
          label={t('staff.roulette.user.login')}
          hint={t('staff.roulette.user.login_hint')}
          maxLength={200}
          required
          failure={createFailure}
        />
      </CreateForm>
      <ListSearch q={loaderData.q} label={t('staff.roulette.user.search')} />
      <p>{t('staff.roulette.count', { count: loaderData.total })}</p>
      <ul className="roulette-cards">
        {loaderData.items.map((user) => (
          <li key={user.id} className="roulette-card" data-id={user.id}>
            <h2 className="roulette-card-title">{user.name}</h2>
            <dl className="roulette-facts">
              <dt>{t('staff.roulette.user.contact')}</dt>
              <dd>{[user.phone, user.email].filter(Boolean).join(' · ') || '—'}</dd>
              <dt>{t('staff.roulette.added')}</dt>
              <dd>{user.added}</dd>
            </dl>
            <DeleteForm
              id={user.id}
              name={user.name}
              failure={failureFor(actionData, 'delete', user.id)}
              warning={t('staff.roulette.user.delete_confirm', { name: user.name })}
            />
          </li>
        ))}
      </ul>
      <Pager
        page={loaderData.page}
        pages={loaderData.pages}
        query={`q=${encodeURIComponent(loaderData.q)}`}
        label={t('staff.roulette.users')}
      />
    </>
  );
}
