import type { ReactNode } from 'react';

/** A 24-unit line icon in the current text colour; decorative (the control around it is labelled). */
export function LineIcon({
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

export function InfoIcon({ className = 'size-4', strokeWidth }: IconProps) {
  return (
    <LineIcon className={className} strokeWidth={strokeWidth}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5m0-8.5v.01" />
    </LineIcon>
  );
}

export function CopyIcon({ className = 'size-5', strokeWidth }: IconProps) {
  return (
    <LineIcon className={className} strokeWidth={strokeWidth}>
      <rect x="9" y="9" width="11" height="11" rx="2.5" />
      <path d="M5.5 15H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v.5" />
    </LineIcon>
  );
}

export function SendIcon({ className = 'size-5', strokeWidth }: IconProps) {
  return (
    <LineIcon className={className} strokeWidth={strokeWidth}>
      <path d="M7 17 17 7M9 7h8v8" />
    </LineIcon>
  );
}

export function ReceiveIcon({ className = 'size-5', strokeWidth }: IconProps) {
  return (
    <LineIcon className={className} strokeWidth={strokeWidth}>
      <path d="M17 7 7 17m8 0H7V9" />
    </LineIcon>
  );
}

export function SwapIcon({ className = 'size-5', strokeWidth }: IconProps) {
  return (
    <LineIcon className={className} strokeWidth={strokeWidth}>
      <path d="M7 4v15m0 0-3-3m3 3 3-3M17 20V5m0 0-3 3m3-3 3 3" />
    </LineIcon>
  );
}

export function GiftIcon({ className = 'size-5', strokeWidth }: IconProps) {
  return (
    <LineIcon className={className} strokeWidth={strokeWidth}>
      <rect x="3.5" y="8" width="17" height="4" rx="1" />
      <path d="M5 12v8h14v-8M12 8v12M12 8S10.5 3.5 8 4.5 9 8 12 8Zm0 0s1.5-4.5 4-3.5S15 8 12 8Z" />
    </LineIcon>
  );
}

export function WalletIcon({ className = 'size-5', strokeWidth }: IconProps) {
  return (
    <LineIcon className={className} strokeWidth={strokeWidth}>
      <path d="M19 7V5.5A1.5 1.5 0 0 0 17.5 4H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-9a2 2 0 0 0-2-2H5" />
      <path d="M16.5 14h.01" />
    </LineIcon>
  );
}

export function CheckIcon({ className = 'size-5', strokeWidth }: IconProps) {
  return (
    <LineIcon className={className} strokeWidth={strokeWidth}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </LineIcon>
  );
}

/** A round tinted badge holding an icon, above a dialog's or a screen's message. */
export function IconBadge({ tone, children }: { tone: 'amber' | 'red' | 'green'; children: ReactNode }) {
  const colours = {
    amber: 'bg-amber-50 text-amber-500',
    red: 'bg-red-50 text-red-500',
    green: 'bg-emerald-50 text-emerald-500',
  }[tone];
  return <span className={`flex size-16 items-center justify-center rounded-full ${colours}`}>{children}</span>;
}
