import type { ReactNode } from 'react';

/** A console page's title line, with its actions on the right. */
export function OpsPageHeader({ title, subtitle, actions }: { title: string; subtitle?: string; actions?: ReactNode }) {
  return (
    <header className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-title">{title}</h1>
        {subtitle && <p className="mt-1 text-callout text-muted">{subtitle}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </header>
  );
}
