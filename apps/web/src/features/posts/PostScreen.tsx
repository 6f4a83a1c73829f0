'use client';

import type { Post } from '@app/shared/posts/post-contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { LoadError } from '@/components/LoadError';
import { useUserStore } from '@/shell/session/user-store';
import { CommentsSection } from './CommentsSection';
import { LikeButton } from './LikeButton';
import { PostArticle } from './PostArticle';
import { PostOwnerActions } from './PostOwnerActions';
import { PostsFrame } from './PostsFrame';
import { isPostMissing, usePostErrorText } from './post-failure';
import { usePost } from './post-queries';
import { ReportSheet, type ReportTarget } from './ReportSheet';
import { SignInPrompt } from './SignInPrompt';

/**
 * /posts/[postId]: the post the server read signed out (`initial`: undefined when there is no such
 * post, null when the API could not be reached), so the page reads without JavaScript; in the browser
 * it is read again as the reader (their like, whether it is theirs), with its likes, comments and
 * report sheet.
 */
export function PostScreen({
  postId,
  initial,
  mediaBase,
}: {
  postId: string;
  initial: Post | undefined | null;
  mediaBase: string;
}) {
  const t = useTranslations('posts');
  const locale = useLocale();
  const status = useUserStore((s) => s.status);
  const fresh = usePost(postId, initial !== undefined);
  const errorText = usePostErrorText();
  const [report, setReport] = useState<ReportTarget | null>(null);
  const post = fresh.data ?? initial;
  const signedIn = status === 'signed-in';
  const missing = initial === undefined || (fresh.isError && isPostMissing(fresh.error));

  return (
    <PostsFrame title={t('post_title')} backHref={`/${locale}/posts`}>
      {missing ? (
        <div className="flex flex-col gap-1 rounded-2xl bg-white p-6 text-center" data-testid="post-missing">
          <p className="text-headline text-ink">{t('missing')}</p>
          <p className="text-callout text-muted">{t('missing_body')}</p>
        </div>
      ) : !post ? (
        <LoadError
          title={t('error')}
          detail={fresh.error ? errorText(fresh.error) : null}
          onRetry={() => void fresh.refetch()}
          busy={fresh.isFetching}
          testId="post-error"
        />
      ) : (
        <>
          <PostArticle post={post} mediaBase={mediaBase} />
          <div className="flex flex-wrap items-center gap-2">
            <LikeButton
              postId={post.id}
              liked={post.liked_by_me}
              count={post.like_count}
              onSignIn={signedIn ? undefined : () => document.getElementById('post-sign-in')?.scrollIntoView()}
            />
            {signedIn && post.mine && <PostOwnerActions postId={post.id} />}
            {signedIn && !post.mine && (
              <button
                type="button"
                className="ml-auto h-10 rounded-full px-3 text-callout text-muted"
                onClick={() => setReport({ target: 'post', id: post.id })}
                data-testid="post-report"
              >
                {t('report')}
              </button>
            )}
          </div>
          <CommentsSection
            postId={post.id}
            count={post.comment_count}
            mediaBase={mediaBase}
            signedIn={signedIn}
            signInPrompt={
              <div id="post-sign-in">
                <SignInPrompt />
              </div>
            }
            onReport={(id) => setReport({ target: 'comment', id })}
          />
          <ReportSheet report={report} onClose={() => setReport(null)} />
        </>
      )}
    </PostsFrame>
  );
}
