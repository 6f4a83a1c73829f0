import type { ReactNode } from 'react';

/** A 24-unit line icon in the current text colour; decorative (the control around it is labelled). */
function LineIcon({
  className,
  strokeWidth = 2,
  children,
}: {
  className: string;
  strokeWidth?: number;
  children: ReactNode;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

type IconProps = { className?: string; strokeWidth?: number };

export function BackIcon({ className = 'size-6', strokeWidth }: IconProps) {
  return (
    <LineIcon className={className} strokeWidth={strokeWidth}>
      <path d="m15 5-7 7 7 7" />
    </LineIcon>
  );
}

export function CloseIcon({ className = 'size-5', strokeWidth }: IconProps) {
  return (
    <LineIcon className={className} strokeWidth={strokeWidth}>
      <path d="M6 6l12 12M18 6 6 18" />
    </LineIcon>
  );
}

export function ChevronDownIcon({ className = 'size-4', strokeWidth }: IconProps) {
  return (
    <LineIcon className={className} strokeWidth={strokeWidth}>
      <path d="m6 9 6 6 6-6" />
    </LineIcon>
  );
}

export function PhoneIcon({ className = 'size-5', strokeWidth }: IconProps) {
  return (
    <LineIcon className={className} strokeWidth={strokeWidth}>
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <path d="M10.5 18.5h3" />
    </LineIcon>
  );
}

export function WarningIcon({ className = 'size-7', strokeWidth }: IconProps) {
  return (
    <LineIcon className={className} strokeWidth={strokeWidth}>
      <path d="M12 8v5m0 3.5v.01M10.3 3.9 2.4 17.6A2 2 0 0 0 4.1 20.6h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
    </LineIcon>
  );
}

/** A round tinted badge holding an icon, above a dialog's or a screen's message. */
export function IconBadge({ tone, children }: { tone: 'amber' | 'red'; children: ReactNode }) {
  const colours = tone === 'amber' ? 'bg-amber-50 text-amber-500' : 'bg-red-50 text-red-500';
  return <span className={`flex size-16 items-center justify-center rounded-full ${colours}`}>{children}</span>;
}
