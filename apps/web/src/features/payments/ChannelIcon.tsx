/** Spec 3 channel ids are lowercase words and underscores: anything else has no icon of ours. */
const CHANNEL_ID = /^[a-z0-9_]{1,32}$/;

/**
 * A payment channel's tile (public/payments/<id>.svg, the path recharge_conf answers as `icon`);
 * decorative beside the channel's name.
 */
export function ChannelIcon({ channel, className = 'size-10' }: { channel: string; className?: string }) {
  if (!CHANNEL_ID.test(channel))
    return <span aria-hidden="true" className={`${className} shrink-0 rounded-xl bg-surface`} />;
  return (
    // biome-ignore lint/performance/noImgElement: a 1 kB local SVG; next/image adds nothing here
    <img
      src={`/payments/${channel}.svg`}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      className={`${className} shrink-0 rounded-xl`}
    />
  );
}
