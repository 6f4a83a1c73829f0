'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { loginHomePath } from '@/lib/routes/paths';

/** Signed out on a public post: why the actions are missing, and sign-in that comes back to this page. */
export function SignInPrompt() {
  const t = useTranslations('posts');
  const locale = useLocale();
  // The way back is this page's address, known in the browser only (the server renders the plain link).
  const [href, setHref] = useState(() => loginHomePath(locale));
  useEffect(() => setHref(loginHomePath(locale, `${window.location.pathname}${window.location.search}`)), [locale]);
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl bg-amber-50 p-3" data-testid="post-sign-in">
      <p className="text-callout text-ink">{t('sign_in_to_act')}</p>
      <a href={href} className={buttonClasses({ size: 'sm' })}>
        {t('sign_in')}
      </a>
    </div>
  );
}
