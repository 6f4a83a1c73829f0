'use client';

import { PROFILE_INTRO_MAX, PROFILE_USERNAME_MAX } from '@app/shared/profiles/profile-rules';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { useRouter } from '@/i18n/navigation';
import { ProfileFrame } from './ProfileFrame';
import { FIELD, FieldLabel, FormError, useFailureText } from './profile-parts';
import { useCreateProfile } from './profile-queries';

/** /profile/create (spec 2.4): a new profile (name, optional intro), then the first-run steps of /profile/setup. */
export function CreateProfileScreen() {
  const t = useTranslations('profiles');
  const router = useRouter();
  const create = useCreateProfile();
  const failureText = useFailureText();
  const [username, setUsername] = useState('');
  const [intro, setIntro] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (username.trim().length < 2) {
      setError(t('failure_name'));
      return;
    }
    setError(null);
    create.mutate(
      { username, intro },
      { onSuccess: () => router.push('/profile/setup'), onError: (e) => setError(failureText(e)) },
    );
  };
  return (
    <ProfileFrame title={t('create_title')} back="/profile">
      <form
        onSubmit={submit}
        className="flex flex-col gap-3 rounded-2xl bg-white p-4"
        data-testid="profile-create-form"
      >
        <p className="text-callout text-muted">{t('create_body')}</p>
        <FieldLabel htmlFor="profile-username">{t('name_label')}</FieldLabel>
        <input
          id="profile-username"
          className={FIELD}
          value={username}
          maxLength={PROFILE_USERNAME_MAX}
          autoComplete="nickname"
          onChange={(e) => setUsername(e.target.value)}
        />
        <FieldLabel htmlFor="profile-intro">{t('intro_label')}</FieldLabel>
        <textarea
          id="profile-intro"
          className={`${FIELD} min-h-24`}
          value={intro}
          maxLength={PROFILE_INTRO_MAX}
          placeholder={t('intro_placeholder')}
          onChange={(e) => setIntro(e.target.value)}
        />
        <FormError text={error} />
        <Button type="submit" loading={create.isPending} data-testid="profile-create-submit">
          {t('create')}
        </Button>
      </form>
    </ProfileFrame>
  );
}
