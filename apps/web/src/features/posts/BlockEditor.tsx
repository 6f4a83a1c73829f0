'use client';

import { POST_ALT_MAX, POST_TEXT_MAX, POST_URL_MAX } from '@app/shared/posts/post-rules';
import { useTranslations } from 'next-intl';
import type { DraftBlock } from './draft-blocks';
import { UploadPicture } from './UploadPicture';

const FIELD = 'w-full rounded-xl border border-neutral-200 px-3 py-2 text-body text-ink';

/** One block of the composer: its editor by type, and the buttons to move it or remove it. */
export function BlockEditor({
  block,
  index,
  count,
  mediaBase,
  onChange,
  onMove,
  onRemove,
}: {
  block: DraftBlock;
  index: number;
  count: number;
  mediaBase: string;
  onChange: (block: DraftBlock) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const t = useTranslations('posts');
  const label = t(`block.${block.kind}`);
  return (
    <li className="flex flex-col gap-2 rounded-2xl bg-white p-3" data-testid="composer-block" data-kind={block.kind}>
      <div className="flex items-center gap-1">
        <span className="flex-1 text-callout font-semibold text-muted">{label}</span>
        <IconButton label={t('move_up')} disabled={index === 0} onClick={() => onMove(-1)} path="M6 15l6-6 6 6" />
        <IconButton
          label={t('move_down')}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
          path="M6 9l6 6 6-6"
          testId="composer-block-down"
        />
        <IconButton
          label={t('remove_block')}
          onClick={onRemove}
          path="M6 6l12 12M18 6L6 18"
          testId="composer-block-remove"
        />
      </div>
      <BlockFields block={block} mediaBase={mediaBase} label={label} onChange={onChange} />
    </li>
  );
}

function BlockFields({
  block,
  mediaBase,
  label,
  onChange,
}: {
  block: DraftBlock;
  mediaBase: string;
  label: string;
  onChange: (block: DraftBlock) => void;
}) {
  const t = useTranslations('posts');
  switch (block.kind) {
    case 'image':
    case 'gif':
      return (
        <>
          <UploadPicture
            value={block.image}
            onChange={(image) => onChange({ ...block, image })}
            mediaBase={mediaBase}
            label={t('image_choose')}
            testId={`composer-${block.kind}`}
          />
          <input
            aria-label={t('alt_label')}
            placeholder={t('alt_label')}
            value={block.alt}
            maxLength={POST_ALT_MAX}
            onChange={(event) => onChange({ ...block, alt: event.target.value })}
            className={FIELD}
          />
        </>
      );
    case 'video':
      return (
        <>
          <input
            type="url"
            inputMode="url"
            aria-label={t('video_url')}
            placeholder={t('video_url')}
            value={block.url}
            maxLength={POST_URL_MAX}
            onChange={(event) => onChange({ ...block, url: event.target.value })}
            className={FIELD}
            data-testid="composer-video-url"
          />
          <UploadPicture
            value={block.cover}
            onChange={(cover) => onChange({ ...block, cover })}
            mediaBase={mediaBase}
            label={t('video_cover')}
            testId="composer-video-cover"
          />
        </>
      );
    default: {
      const list = block.kind === 'ordered' || block.kind === 'unordered';
      return (
        <textarea
          aria-label={label}
          placeholder={
            list ? t('list_placeholder') : block.kind === 'other' ? t('other_placeholder') : t('text_placeholder')
          }
          value={block.text}
          maxLength={POST_TEXT_MAX}
          rows={block.kind === 'h2' ? 1 : 3}
          onChange={(event) => onChange({ ...block, text: event.target.value })}
          className={FIELD}
          data-testid="composer-block-text"
        />
      );
    }
  }
}

function IconButton({
  label,
  path,
  onClick,
  disabled,
  testId,
}: {
  label: string;
  path: string;
  onClick: () => void;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="flex size-9 items-center justify-center rounded-full text-ink hover:bg-neutral-100 disabled:opacity-30"
      data-testid={testId}
    >
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d={path} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
