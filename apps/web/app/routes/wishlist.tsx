import { Link } from 'react-router';
import { isFailure } from '../components/account/Form.tsx';
import { ShopLinkEmpty } from '../components/ShopLinkEmpty.tsx';
import { WishlistForm } from '../components/wishlist/WishlistForm.tsx';
import { WishlistSection } from '../components/wishlist/WishlistSection.tsx';
import { MessagesScope, useI18n } from '../lib/i18n.tsx';
import { localeFromParam } from '../lib/locale.ts';
import { pageMeta, rootMeta } from '../lib/seo.ts';
import '../styles/wishlist.css';
import type { Route } from './+types/wishlist';
import { changeWishlists, loadWishlists, type WishlistOutcome } from './wishlist.server.ts';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  return loadWishlists(context, request, localeFromParam(params.locale));
}

export async function action({ params, context, request }: Route.ActionArgs) {
  return changeWishlists(context, request, localeFromParam(params.locale));
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return [
    ...pageMeta(args, { title: `${t('nav.wishlists')} — ${t('shop.name')}` }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** Wishlist (spec §2): the shopper's lists, the newest first, each with its products. */
export default function WishlistPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MessagesScope messages={loaderData.messages}>
      <Wishlists {...loaderData} actionData={actionData} />
    </MessagesScope>
  );
}

function Wishlists(props: {
  lists: Route.ComponentProps['loaderData']['lists'];
  signedIn: boolean;
  actionData: unknown;
}) {
  const { t, path } = useI18n();
  const failure = isFailure(props.actionData) ? props.actionData : null;
  const outcome = props.actionData && !failure ? (props.actionData as WishlistOutcome) : null;
  const nothing = props.lists.every((list) => list.wished_products.length === 0);
  return (
    <section className="container wishlist-page">
      <h1>{t('wishlist.title')}</h1>
      {!props.signedIn && (
        <p className="form-notice">
          <Link to={path(`/login?return_to=${encodeURIComponent(path('/wishlist'))}`)}>
            {t('nav.sign_in')}
          </Link>{' '}
          — {t('wishlist.guest_note')}
        </p>
      )}
      {failure && (
        <p className="form-error" role="alert">
          {t(
            Object.values(failure.fields)[0]?.[0] && failure.error === 'error.invalid_input'
              ? (Object.values(failure.fields)[0]?.[0] ?? failure.error)
              : failure.error,
            failure.errorVars,
          )}
        </p>
      )}
      {outcome?.intent === 'to_cart' && (
        <div className="form-notice" role="status">
          {(outcome.added ?? 0) > 0 && (
            <p>
              {t('wishlist.added_to_cart', { count: outcome.added ?? 0 })}{' '}
              <Link to={path('/cart')}>{t('cart.view')}</Link>
            </p>
          )}
          {outcome.refused && outcome.refused.length > 0 && (
            <ul className="wishlist-refused">
              {outcome.refused.map((r) => (
                <li key={r.name}>
                  {t('wishlist.refused', { name: r.name, reason: t(r.error, r.vars) })}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {outcome?.intent === 'move' && (
        <p className="form-notice" role="status">
          {t('wishlist.moved')}
        </p>
      )}
      {outcome?.intent === 'delete' && (
        <p className="form-notice" role="status">
          {t('wishlist.deleted')}
        </p>
      )}

      <WishlistForm intent="create" className="wishlist-form wishlist-new">
        <label>
          <span>
            {t('wishlist.new')}{' '}
            <span className="required" aria-hidden="true">
              *
            </span>
          </span>
          <input name="name" required maxLength={60} autoComplete="off" />
        </label>
        <button type="submit" className="button">
          {t('wishlist.create')}
        </button>
      </WishlistForm>

      {nothing && <ShopLinkEmpty message={t('wishlist.none')} />}
      {props.lists.map((list) => (
        <WishlistSection
          key={list.id}
          list={list}
          otherLists={props.lists
            .filter((other) => other.id !== list.id)
            .map(({ id, name }) => ({ id, name }))}
        />
      ))}
    </section>
  );
}
