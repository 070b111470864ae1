import { Link, useLocation } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';

/** What a closed staff area says: its own texts, or the back office's. */
export interface RefusedTexts {
  /** The 403 page's heading and text. */
  title: string;
  text: string;
  /** The 401 page's text under "Login required". */
  signIn: string;
}

const BACK_OFFICE: RefusedTexts = {
  title: 'staff.only_title',
  text: 'staff.only_text',
  signIn: 'staff.sign_in_text',
};

/**
 * The page a staff area shows instead of itself: signed out, "Login required" with a way to sign
 * in and come back (401); signed in without the right, who it is for (403).
 */
export function Refused(props: { signedOut: boolean; texts?: RefusedTexts }) {
  const { t, path } = useI18n();
  const { pathname, search } = useLocation();
  const texts = props.texts ?? BACK_OFFICE;
  return (
    <section className="container auth-page">
      <div className="auth-card">
        <h1>{props.signedOut ? t('error.unauthorized') : t(texts.title)}</h1>
        <p>{props.signedOut ? t(texts.signIn) : t(texts.text)}</p>
        {props.signedOut ? (
          <Link
            className="button button-primary"
            to={path(`/login?next=${encodeURIComponent(pathname + search)}`)}
          >
            {t('nav.sign_in')}
          </Link>
        ) : (
          <Link className="button" to={path('/')}>
            {t('staff.to_shop')}
          </Link>
        )}
      </div>
    </section>
  );
}
