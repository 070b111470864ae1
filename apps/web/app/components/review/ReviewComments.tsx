import type { engagement } from '@shop/core';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { CsrfField } from '../CsrfField.tsx';

export type DatedComment = engagement.CommentView & { date: string };

/** A review's comments, replies under the comment they answer, with rating and reply forms. */
export function ReviewComments(props: {
  reviewId: number;
  comments: DatedComment[];
  signedIn: boolean;
}) {
  const { t } = useI18n();
  const top = props.comments.filter((c) => c.reply_id === null);
  const repliesTo = (id: number) => props.comments.filter((c) => c.reply_id === id);
  const thread = (comment: DatedComment): ReactNode => (
    <li key={comment.id} className="comment" data-comment-id={comment.id}>
      <p className="review-head">
        <strong>{comment.author ?? t('review.shopper')}</strong>
        <time dateTime={comment.created_at}>{comment.date}</time>
        {comment.rating.count > 0 && (
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
          {!comment.mine && (
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
            <CommentText intent="comment" name="reply_id" value={comment.id} />
          </details>
        </div>
      )}
      {repliesTo(comment.id).length > 0 && (
        <ul className="comment-list">{repliesTo(comment.id).map(thread)}</ul>
      )}
    </li>
  );
  return (
    <div className="review-comments">
      {props.comments.length > 0 && (
        <details open={props.comments.length <= 3}>
          <summary>{t('comment.title', { count: props.comments.length })}</summary>
          <ul className="comment-list">{top.map(thread)}</ul>
        </details>
      )}
      {props.signedIn && (
        <details>
          <summary>{t('comment.write')}</summary>
          <CommentText intent="comment" name="review_id" value={props.reviewId} />
        </details>
      )}
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

function CommentText(props: { intent: string; name: string; value: number }) {
  const { t } = useI18n();
  return (
    <Form method="post" className="comment-form comment-write" preventScrollReset>
      <CsrfField />
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name={props.name} value={props.value} />
      <label className="review-field">
        <span>
          {t('comment.text')} <span aria-hidden="true">*</span>
        </span>
        <textarea name="comment" rows={3} maxLength={4000} required />
      </label>
      <button type="submit" className="button">
        {t('comment.submit')}
      </button>
    </Form>
  );
}
