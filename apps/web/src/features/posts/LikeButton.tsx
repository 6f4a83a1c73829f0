'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { usePostErrorNotice } from './post-failure';
import { useLikePost } from './post-queries';

/**
 * The like button: the heart and the count change at once (optimistic), the API's answer then sets
 * both (another reader's like may have arrived meanwhile), and a failure puts them back with its
 * notice. Signed out, `onSignIn` asks the reader to sign in instead.
 */
export function LikeButton({
  postId,
  liked,
  count,
  onSignIn,
}: {
  postId: string;
  liked: boolean;
  count: number;
  onSignIn?: () => void;
}) {
  const t = useTranslations('posts');
  const like = useLikePost();
  const showError = usePostErrorNotice();
  const [state, setState] = useState({ liked, count });
  // A fresh answer of the post (a refetch) replaces what this button showed.
  useEffect(() => setState({ liked, count }), [liked, count]);

  const toggle = () => {
    if (onSignIn) return onSignIn();
    const before = state;
    const next = !before.liked;
    setState({ liked: next, count: Math.max(0, before.count + (next ? 1 : -1)) });
    like.mutate(
      { post_id: postId, like: next },
      {
        onSuccess: (answer) => setState({ liked: answer.liked, count: answer.like_count }),
        onError: (error) => {
          setState(before);
          showError(error);
        },
      },
    );
  };

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={state.liked}
      aria-label={state.liked ? t('unlike') : t('like')}
      className={`inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-callout font-semibold ring-1 ring-inset ${
        state.liked ? 'bg-rose-50 text-rose-600 ring-rose-200' : 'bg-white text-ink ring-neutral-200'
      }`}
      data-testid="post-like"
      data-liked={state.liked}
    >
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill={state.liked ? 'currentColor' : 'none'}>
        <path
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
          d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
        />
      </svg>
      <span data-testid="post-like-count">{t('likes', { count: state.count })}</span>
    </button>
  );
}
