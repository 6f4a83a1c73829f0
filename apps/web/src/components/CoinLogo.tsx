/** A coin's round logo (public/coins/<coin>.svg, the API's coin_logo); decorative beside its name. */
export function CoinLogo({ coin, className = 'size-10' }: { coin: string; className?: string }) {
  return (
    // biome-ignore lint/performance/noImgElement: a 1 kB local SVG; next/image adds nothing here
    <img
      src={`/coins/${coin.toLowerCase()}.svg`}
      alt=""
      width={40}
      height={40}
      className={`${className} shrink-0 rounded-full bg-neutral-100`}
    />
  );
}
