import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { CsrfField } from '../CsrfField.tsx';

/** A comment as a thread shows it: on a review (rated) or on an article. */
export interface ThreadComment {
  id: number;
  reply_id: number | null;
  comment: string;
  author: string | null;
  mine: boolean;
  hidden: boolean;
  created_at: string;
  date: string;
  rating?: { average: number; count: number; mine: number | null };
}

/**
 * Comments with their replies under the comment they answer; signed in, a reader replies,
 * deletes their own and (where comments are rated) rates others'. Every button is a plain form,
 * so it works before the page's script has loaded.
 */
export function CommentThread(props: {
  comments: ThreadComment[];
  signedIn: boolean;
  /** The hidden field that says what a new comment is on (`review_id`, or none for a page). */
  target?: { name: string; value: number };
  maxLength: number;
  /** Folded away when there are many (a review's comments under the review). */
  folded?: boolean;
}) {
  const { t } = useI18n();
  const top = props.comments.filter((c) => c.reply_id === null);
  const repliesTo = (id: number) => props.comments.filter((c) => c.reply_id === id);
  const thread = (comment: ThreadComment): ReactNode => (
    <li key={comment.id} className="comment" data-comment-id={comment.id}>
      <p className="review-head">
        <strong>{comment.author ?? t('review.shopper')}</strong>
        <time dateTime={comment.created_at}>{comment.date}</time>
        {comment.rating && comment.rating.count > 0 && (
          <span>
            {t('comment.rating', {
              average: comment.rating.average.toFixed(1),
              count: comment.rating.count,
            })}
          </span>
        )}
      </p>
      {comment.hidden && <p className="review-hidden">{t('comment.hidden_note')}</p>}
      <p className="review-text">{comment.comment}</p>
      {props.signedIn && (
        <div className="comment-actions">
          {comment.rating && !comment.mine && (
            <CommentForm intent="rate_comment" commentId={comment.id}>
              <label>
                <span className="visually-hidden">{t('comment.rate')}</span>
                <select name="rating" defaultValue={comment.rating.mine ?? 5}>
                  {[5, 4, 3, 2, 1].map((n) => (
                    <option key={n} value={n}>
                      {t('review.star_option', { stars: n })}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className="button">
                {t('comment.rate_submit')}
              </button>
            </CommentForm>
          )}
          {comment.mine && (
            <CommentForm intent="delete_comment" commentId={comment.id}>
              <button type="submit" className="button">
                {t('comment.delete')}
              </button>
            </CommentForm>
          )}
          <details>
            <summary>{t('comment.reply')}</summary>
            <CommentText
              target={{ name: 'reply_id', value: comment.id }}
              maxLength={props.maxLength}
            />
          </details>
        </div>
      )}
      {repliesTo(comment.id).length > 0 && (
        <ul className="comment-list">{repliesTo(comment.id).map(thread)}</ul>
      )}
    </li>
  );
  const list = <ul className="comment-list">{top.map(thread)}</ul>;
  return (
    <div className="review-comments">
      {props.comments.length > 0 &&
        (props.folded ? (
          <details open={props.comments.length <= 3}>
            <summary>{t('comment.title', { count: props.comments.length })}</summary>
            {list}
          </details>
        ) : (
          list
        ))}
      {props.signedIn &&
        (props.folded ? (
          <details>
            <summary>{t('comment.write')}</summary>
            <CommentText target={props.target} maxLength={props.maxLength} />
          </details>
        ) : (
          <CommentText target={props.target} maxLength={props.maxLength} />
        ))}
    </div>
  );
}

function CommentForm(props: { intent: string; commentId: number; children: ReactNode }) {
  return (
    <Form method="post" className="comment-form" preventScrollReset>
      <CsrfField />
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="comment_id" value={props.commentId} />
      {props.children}
    </Form>
  );
}

function CommentText(props: { target?: { name: string; value: number }; maxLength: number }) {
  const { t } = useI18n();
  return (
    <Form method="post" className="comment-form comment-write" preventScrollReset>
      <CsrfField />
      <input type="hidden" name="intent" value="comment" />
      {props.target && <input type="hidden" name={props.target.name} value={props.target.value} />}
      <label className="review-field">
        <span>
          {t('comment.text')} <span aria-hidden="true">*</span>
        </span>
        <textarea name="comment" rows={3} maxLength={props.maxLength} required />
      </label>
      <button type="submit" className="button">
        {t('comment.submit')}
      </button>
    </Form>
  );
}
