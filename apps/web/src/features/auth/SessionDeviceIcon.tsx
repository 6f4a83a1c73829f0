/** Where a session runs, as a tinted square icon (decorative: the row's text names it). */
export function SessionDeviceIcon({ platform, current }: { platform: string; current: boolean }) {
  const tone = current ? 'bg-emerald-50 text-emerald-600' : 'bg-neutral-100 text-neutral-600';
  return (
    <span className={`flex size-11 shrink-0 items-center justify-center rounded-2xl ${tone}`}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {platform === 'tg' ? (
          // The messenger: a paper plane.
          <path d="M21 4 3 11l6.5 2.5M21 4l-3 16-8.5-6.5M21 4 9.5 13.5V19l3-3" />
        ) : platform === 'app' ? (
          // The native app: a phone.
          <>
            <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
            <path d="M10.5 18.5h3" />
          </>
        ) : (
          // A browser (or anything else): a window.
          <>
            <rect x="3" y="4" width="18" height="16" rx="2.5" />
            <path d="M3 9h18M6.5 6.5h.01M9 6.5h.01" />
          </>
        )}
      </svg>
    </span>
  );
}
