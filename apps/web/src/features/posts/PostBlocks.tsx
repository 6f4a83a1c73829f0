import type { PostBlock } from '@app/shared/posts/post-contracts';
import { LazyImage } from './LazyImage';
import { mediaUrl } from './post-media';
import { VideoBlock } from './VideoBlock';

/** The texts the blocks need, given by the page (server pages translate on the server, screens in the browser). */
export interface PostBlockTexts {
  play: string;
}

/**
 * A post's body (spec 3 "Post content blocks"): every text is a React text child, never markup, so
 * HTML or script a writer types is shown as the characters they typed. Images and gifs load lazily
 * (spec 9); a video shows its cover until tapped. No 'use client': the post page renders it on the
 * server and only the images and the video are islands.
 */
export function PostBlocks({
  blocks,
  mediaBase,
  texts,
}: {
  blocks: readonly PostBlock[];
  mediaBase: string;
  texts: PostBlockTexts;
}) {
  return (
    <div className="flex flex-col gap-3 break-words text-body text-ink" data-testid="post-blocks">
      {blocks.map((block, index) => (
        // Blocks have no ids of their own; their order is the post's and changes only by an edit.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <PostBlockView key={index} block={block} mediaBase={mediaBase} texts={texts} />
      ))}
    </div>
  );
}

function PostBlockView({ block, mediaBase, texts }: { block: PostBlock; mediaBase: string; texts: PostBlockTexts }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p className="whitespace-pre-line" data-block="paragraph">
          {block.text}
        </p>
      );
    case 'h2':
      return (
        <h2 className="pt-2 text-headline font-semibold" data-block="h2">
          {block.text}
        </h2>
      );
    case 'blockquote':
      return (
        <blockquote className="whitespace-pre-line border-l-4 border-amber-300 pl-3 text-muted" data-block="blockquote">
          {block.text}
        </blockquote>
      );
    case 'list': {
      const items = block.items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: list items are plain texts in the post's order
        <li key={i}>{item}</li>
      ));
      return block.ordered ? (
        <ol className="list-decimal pl-6" data-block="ordered-list">
          {items}
        </ol>
      ) : (
        <ul className="list-disc pl-6" data-block="unordered-list">
          {items}
        </ul>
      );
    }
    case 'image':
    case 'gif':
      return (
        <figure data-block={block.type}>
          <LazyImage
            src={mediaUrl(mediaBase, block.url)}
            width={block.width}
            height={block.height}
            alt={block.alt ?? ''}
            className="rounded-xl"
            testId={`post-${block.type}`}
          />
        </figure>
      );
    case 'video':
      return (
        <div data-block="video">
          <VideoBlock
            src={mediaUrl(mediaBase, block.url)}
            cover={mediaUrl(mediaBase, block.cover)}
            width={block.width}
            height={block.height}
            playLabel={texts.play}
          />
        </div>
      );
    case 'other':
      // Spec 3 "other": content of a kind this app does not know, kept as its raw text and shown as text.
      return (
        <p className="whitespace-pre-line text-muted" data-block="other">
          {block.raw}
        </p>
      );
  }
}
