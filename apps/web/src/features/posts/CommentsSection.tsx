'use client';

import type { Comment } from '@app/shared/posts/post-contracts';
import { COMMENT_TEXT_MAX } from '@app/shared/posts/post-rules';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { ListStates } from '@/components/ListStates';
import { PagedEnd } from '@/components/PagedEnd';
import { Button } from '@/components/ui/Button';
import { AuthorLine } from './AuthorLine';
import { pagedEndLabels } from './paged-labels';
import { usePostErrorNotice, usePostErrorText } from './post-failure';
import { useAddComment, useComments, useDeleteComment } from './post-queries';

/**
 * A post's comments, oldest first, a cursor page at a time; the signed-in reader adds one, deletes
 * their own, and reports another's (`onReport`). Signed out, the form is replaced by `signInPrompt`.
 */
export function CommentsSection({
  postId,
  count,
  mediaBase,
  signedIn,
  signInPrompt,
  onReport,
}: {
  postId: string;
  count: number;
  mediaBase: string;
  signedIn: boolean;
  signInPrompt: React.ReactNode;
  onReport: (commentId: string) => void;
}) {
  const t = useTranslations('posts');
  const comments = useComments(postId);
  const errorText = usePostErrorText();
  const list = comments.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <section className="flex flex-col gap-3 rounded-2xl bg-white p-4" data-testid="post-comments">
      <h2 className="text-headline text-ink">
        {t('comments')} <span className="text-callout text-muted">{t('comments_count', { count })}</span>
      </h2>
      {signedIn ? <CommentForm postId={postId} /> : signInPrompt}
      <ListStates
        query={comments}
        empty={list.length === 0}
        loadErrorTitle={t('comments_failed')}
        errorDetail={comments.error ? errorText(comments.error) : null}
        emptyText={t('comments_empty')}
        skeletonClass="h-16 rounded-xl"
      />
      {list.length > 0 && (
        <>
          <ul className="flex flex-col divide-y divide-neutral-100">
            {list.map((comment) => (
              <CommentRow
                key={comment.id}
                comment={comment}
                mediaBase={mediaBase}
                canReport={signedIn}
                onReport={onReport}
              />
            ))}
          </ul>
          <PagedEnd query={comments} labels={pagedEndLabels(t)} testIdPrefix="comments" />
        </>
      )}
    </section>
  );
}

function CommentForm({ postId }: { postId: string }) {
  const t = useTranslations('posts');
  const add = useAddComment();
  const errorText = usePostErrorText();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setError(null);
    add.mutate(
      { post_id: postId, text },
      { onSuccess: () => setText(''), onError: (failure) => setError(errorText(failure)) },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor="post-comment" className="sr-only">
        {t('comment_label')}
      </label>
      <textarea
        id="post-comment"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('comment_placeholder')}
        maxLength={COMMENT_TEXT_MAX}
        rows={2}
        className="w-full resize-none rounded-xl border border-neutral-200 px-3 py-2 text-body text-ink"
        data-testid="comment-input"
      />
      {error && (
        <p role="alert" className="text-callout text-danger" data-testid="comment-error">
          {error}
        </p>
      )}
      <Button
        type="submit"
        size="sm"
        className="self-end"
        loading={add.isPending}
        disabled={!text.trim()}
        data-testid="comment-send"
      >
        {t('comment_send')}
      </Button>
    </form>
  );
}

function CommentRow({
  comment,
  mediaBase,
  canReport,
  onReport,
}: {
  comment: Comment;
  mediaBase: string;
  canReport: boolean;
  onReport: (commentId: string) => void;
}) {
  const t = useTranslations('posts');
  const remove = useDeleteComment();
  const showError = usePostErrorNotice();
  return (
    <li className="flex flex-col gap-1 py-3" data-testid="comment" data-comment-id={comment.id}>
      <div className="flex items-start justify-between gap-2">
        <AuthorLine author={comment.author} seconds={comment.created_at} mediaBase={mediaBase} size={32} />
        {comment.mine ? (
          <Button
            variant="ghost"
            size="sm"
            loading={remove.isPending}
            onClick={() => remove.mutate(comment.id, { onError: showError })}
            data-testid="comment-delete"
          >
            {t('comment_delete')}
          </Button>
        ) : (
          canReport && (
            <Button variant="ghost" size="sm" onClick={() => onReport(comment.id)} data-testid="comment-report">
              {t('report')}
            </Button>
          )
        )}
      </div>
      <p className="whitespace-pre-line break-words pl-10 text-body text-ink" data-testid="comment-text">
        {comment.text}
      </p>
    </li>
  );
}
