'use client';

import type { Post, PostImage } from '@app/shared/posts/post-contracts';
import { POST_BLOCKS_MAX, POST_TITLE_MAX } from '@app/shared/posts/post-rules';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { LoadError } from '@/components/LoadError';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { SkeletonText } from '@/components/ui/SkeletonText';
import { useRouter } from '@/i18n/navigation';
import { useRequireSignIn } from '@/shell/session/use-require-sign-in';
import { BlockEditor } from './BlockEditor';
import { DRAFT_KINDS, type DraftBlock, draftToBlocks, fromPostBlock, moveBlock, newDraftBlock } from './draft-blocks';
import { PostArticle } from './PostArticle';
import { PostsFrame } from './PostsFrame';
import { postFailure, usePostErrorText } from './post-failure';
import { usePost, useSavePost } from './post-queries';
import { UploadPicture } from './UploadPicture';

interface Draft {
  title: string;
  cover: PostImage | null;
  blocks: DraftBlock[];
}

/**
 * /posts/new and /posts/[postId]/edit (signed in): title, cover and blocks of every type added,
 * edited, moved and removed; a preview as readers will see it; publish. The API's refusal is shown
 * with its reason; a player without a profile is sent to create one.
 */
export function ComposerScreen({ postId, mediaBase }: { postId: string | null; mediaBase: string }) {
  const t = useTranslations('posts');
  const locale = useLocale();
  const status = useRequireSignIn();
  const existing = usePost(postId ?? '', postId !== null && status === 'signed-in');
  const title = postId ? t('edit_title') : t('new_title');
  const back = postId ? `/${locale}/posts/${postId}` : `/${locale}/posts`;
  return (
    <PostsFrame title={title} backHref={back}>
      {status !== 'signed-in' || (postId && existing.isPending) ? (
        <div className="rounded-2xl bg-white p-4">
          <SkeletonText lines={5} />
        </div>
      ) : postId && existing.isError ? (
        <LoadError title={t('error')} onRetry={() => void existing.refetch()} busy={existing.isFetching} />
      ) : existing.data && !existing.data.mine ? (
        <p className="rounded-2xl bg-white p-4 text-body text-ink" data-testid="composer-not-yours">
          {t('not_yours')}
        </p>
      ) : (
        <ComposerForm key={existing.data?.id ?? 'new'} postId={postId} post={existing.data} mediaBase={mediaBase} />
      )}
    </PostsFrame>
  );
}

function draftOf(post: Post | undefined): Draft {
  if (!post) return { title: '', cover: null, blocks: [newDraftBlock('paragraph')] };
  return { title: post.title, cover: post.cover, blocks: post.blocks.map(fromPostBlock) };
}

function ComposerForm({
  postId,
  post,
  mediaBase,
}: {
  postId: string | null;
  post: Post | undefined;
  mediaBase: string;
}) {
  const t = useTranslations('posts');
  const router = useRouter();
  const save = useSavePost();
  const errorText = usePostErrorText();
  const [draft, setDraft] = useState<Draft>(() => draftOf(post));
  const [previewing, setPreviewing] = useState(false);
  const [error, setError] = useState<{ text: string; needsProfile: boolean } | null>(null);
  const ready = draftToBlocks(draft.blocks);

  const setBlocks = (blocks: DraftBlock[]) => setDraft((d) => ({ ...d, blocks }));
  const publish = () => {
    if ('problem' in ready) return setError({ text: t(ready.problem), needsProfile: false });
    setError(null);
    save.mutate(
      { postId, draft: { title: draft.title.trim(), cover: draft.cover, blocks: ready.blocks } },
      {
        onSuccess: (saved) => router.replace(`/posts/${saved.id}`),
        onError: (failure) =>
          setError({ text: errorText(failure), needsProfile: postFailure(failure) === 'needs_profile' }),
      },
    );
  };

  const footer = (
    <div className="sticky bottom-0 -mx-4 flex flex-col gap-2 bg-page px-4 py-3">
      {error && (
        <div role="alert" className="flex flex-col gap-2 rounded-xl bg-rose-50 p-3" data-testid="composer-error">
          <p className="text-callout text-danger">{error.text}</p>
          {error.needsProfile && (
            <ButtonLink href="/profile/create" size="sm" className="self-start">
              {t('create_profile')}
            </ButtonLink>
          )}
        </div>
      )}
      <div className="flex gap-2">
        <Button
          variant="secondary"
          className="flex-1"
          onClick={() => setPreviewing((p) => !p)}
          data-testid="composer-preview"
        >
          {previewing ? t('back_to_edit') : t('preview')}
        </Button>
        <Button
          className="flex-1"
          loading={save.isPending}
          disabled={!draft.title.trim()}
          onClick={publish}
          data-testid="composer-publish"
        >
          {postId ? t('save') : t('publish')}
        </Button>
      </div>
    </div>
  );

  if (previewing) {
    return (
      <>
        <PostArticle
          post={{ title: draft.title, cover: draft.cover, blocks: 'blocks' in ready ? ready.blocks : [] }}
          mediaBase={mediaBase}
          testId="composer-preview-post"
        />
        {footer}
      </>
    );
  }

  return (
    <>
      <section className="flex flex-col gap-3 rounded-2xl bg-white p-4">
        <label className="flex flex-col gap-1 text-callout font-semibold text-muted">
          {t('title_label')}
          <input
            value={draft.title}
            onChange={(event) => setDraft((d) => ({ ...d, title: event.target.value }))}
            maxLength={POST_TITLE_MAX}
            placeholder={t('title_placeholder')}
            className="w-full rounded-xl border border-neutral-200 px-3 py-2 text-headline text-ink"
            data-testid="composer-title"
          />
        </label>
        <div className="flex flex-col gap-1">
          <span className="text-callout font-semibold text-muted">{t('cover_label')}</span>
          <UploadPicture
            value={draft.cover}
            onChange={(cover) => setDraft((d) => ({ ...d, cover }))}
            mediaBase={mediaBase}
            label={t('cover_add')}
            testId="composer-cover"
          />
          {draft.cover && (
            <Button
              variant="ghost"
              size="sm"
              className="self-start"
              onClick={() => setDraft((d) => ({ ...d, cover: null }))}
            >
              {t('cover_remove')}
            </Button>
          )}
        </div>
      </section>
      <h2 className="text-headline text-ink">{t('blocks_label')}</h2>
      <ol className="flex flex-col gap-3">
        {draft.blocks.map((block, index) => (
          <BlockEditor
            key={block.key}
            block={block}
            index={index}
            count={draft.blocks.length}
            mediaBase={mediaBase}
            onChange={(next) => setBlocks(draft.blocks.map((b) => (b.key === block.key ? next : b)))}
            onMove={(by) => setBlocks(moveBlock(draft.blocks, index, by))}
            onRemove={() => setBlocks(draft.blocks.filter((b) => b.key !== block.key))}
          />
        ))}
      </ol>
      {draft.blocks.length < POST_BLOCKS_MAX && (
        <section className="flex flex-col gap-2 rounded-2xl bg-white p-3" aria-label={t('add_block')}>
          <span className="text-callout font-semibold text-muted">{t('add_block')}</span>
          <div className="flex flex-wrap gap-2">
            {DRAFT_KINDS.map((kind) => (
              <Button
                key={kind}
                variant="secondary"
                size="sm"
                onClick={() => setBlocks([...draft.blocks, newDraftBlock(kind)])}
                data-testid={`composer-add-${kind}`}
              >
                + {t(`block.${kind}`)}
              </Button>
            ))}
          </div>
        </section>
      )}
      {footer}
    </>
  );
}
