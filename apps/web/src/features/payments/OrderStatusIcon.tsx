import { useTranslations } from 'next-intl';
import { CheckIcon, CloseIcon, LineIcon } from '@/components/icons';
import { Badge } from '@/components/ui/Badge';
import { cx } from '@/components/ui/cx';
import { Spinner } from '@/components/ui/Spinner';
import type { OrderIcon, OrderTone, OrderView } from './order-view';

const TONE_TEXT: Record<OrderTone, string> = {
  accent: 'text-accent bg-accent/12',
  warning: 'text-warning bg-warning/12',
  success: 'text-success bg-success/12',
  danger: 'text-danger bg-danger/12',
  neutral: 'text-muted bg-ink/8',
};

function Glyph({ icon }: { icon: OrderIcon }) {
  switch (icon) {
    case 'spinner':
      return <Spinner className="size-9" />;
    case 'check':
      return <CheckIcon className="size-9 motion-safe:animate-pop" strokeWidth={2.6} />;
    case 'cross':
      return <CloseIcon className="size-8 motion-safe:animate-pop" strokeWidth={2.6} />;
    case 'clock':
      return (
        <LineIcon className="size-9" strokeWidth={2.2}>
          <circle cx="12" cy="12" r="8.5" />
          <path d="M12 7.5V12l3 2" />
        </LineIcon>
      );
    case 'return':
      return (
        <LineIcon className="size-9" strokeWidth={2.2}>
          <path d="M9 14 4 9l5-5" />
          <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
        </LineIcon>
      );
  }
}

/** The result page's big status mark: a turning spinner while it may change, a check, a cross. */
export function OrderStatusIcon({ view }: { view: OrderView }) {
  return (
    <span
      aria-hidden="true"
      className={cx('flex size-18 items-center justify-center rounded-full', TONE_TEXT[view.tone])}
    >
      <Glyph icon={view.icon} />
    </span>
  );
}

/** An order's status as a short badge (the orders list). */
export function OrderStatusBadge({ view }: { view: OrderView }) {
  const t = useTranslations('payments');
  return <Badge tone={view.tone}>{t(`status.${view.phase}`)}</Badge>;
}
