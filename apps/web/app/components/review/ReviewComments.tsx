import type { engagement } from '@shop/core';
import { CommentThread } from '../comments/CommentThread.tsx';

export type DatedComment = engagement.CommentView & { date: string };

/** A review's comments, replies under the comment they answer, with rating and reply forms. */
export function ReviewComments(props: {
  reviewId: number;
  comments: DatedComment[];
  signedIn: boolean;
}) {
  return (
    <CommentThread
      comments={props.comments}
      signedIn={props.signedIn}
      target={{ name: 'review_id', value: props.reviewId }}
      maxLength={4000}
      folded
    />
  );
}
