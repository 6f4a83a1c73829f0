/** A provider's initial in a tinted circle (no third-party logos are bundled). */
export function ProviderMark({ name }: { name: string }) {
  let hue = 0;
  for (const c of name) hue = (hue * 31 + c.charCodeAt(0)) % 360;
  return (
    <span
      aria-hidden="true"
      className="flex size-7 items-center justify-center rounded-full text-sm font-bold text-white"
      style={{ backgroundColor: `hsl(${hue} 65% 50%)` }}
    >
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
