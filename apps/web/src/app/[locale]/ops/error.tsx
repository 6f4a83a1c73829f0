'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';

/** A console page that failed to render: said in the console's words, with a retry (not the players' page). */
export default function OpsRenderError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('ops');
  return (
    <main role="alert" className="mx-auto mt-16 max-w-md rounded-tile border border-line bg-white p-6 text-center">
      <h1 className="text-title">{t('render_error')}</h1>
      <Button className="mt-4" onClick={reset}>
        {t('retry')}
      </Button>
    </main>
  );
}
