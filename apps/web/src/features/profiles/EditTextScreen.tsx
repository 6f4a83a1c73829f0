'use client';

import { PROFILE_INTRO_MAX, PROFILE_USERNAME_MAX } from '@app/shared/profiles/profile-rules';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { useRouter } from '@/i18n/navigation';
import { ProfileFrame } from './ProfileFrame';
import { FIELD, FieldLabel, FormError, useFailureText, WithCurrentProfile } from './profile-parts';
import { useEditProfile } from './profile-queries';

/** /profile/edit/name and /profile/edit/intro: one field of the current profile. */
export function EditTextScreen({ field, back }: { field: 'username' | 'intro'; back: string }) {
  const t = useTranslations('profiles');
  return (
    <ProfileFrame title={t(field === 'username' ? 'edit_name' : 'edit_intro')} back={back}>
      <WithCurrentProfile>
        {(profile) => <TextForm xid={profile.xid} field={field} initial={profile[field]} back={back} />}
      </WithCurrentProfile>
    </ProfileFrame>
  );
}

function TextForm(props: { xid: string; field: 'username' | 'intro'; initial: string; back: string }) {
  const t = useTranslations('profiles');
  const router = useRouter();
  const edit = useEditProfile();
  const failureText = useFailureText();
  const [value, setValue] = useState(props.initial);
  const [error, setError] = useState<string | null>(null);
  const isName = props.field === 'username';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isName && value.trim().length < 2) {
      setError(t('failure_name'));
      return;
    }
    edit.mutate(
      { xid: props.xid, [props.field]: value },
      { onSuccess: () => router.push(props.back), onError: (e) => setError(failureText(e)) },
    );
  };
  const id = `profile-${props.field}`;
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-2xl bg-white p-4" data-testid="profile-edit-form">
      <FieldLabel htmlFor={id}>{t(isName ? 'name_label' : 'intro_label')}</FieldLabel>
      {isName ? (
        <input
          id={id}
          className={FIELD}
          value={value}
          maxLength={PROFILE_USERNAME_MAX}
          onChange={(e) => setValue(e.target.value)}
        />
      ) : (
        <textarea
          id={id}
          className={`${FIELD} min-h-32`}
          value={value}
          maxLength={PROFILE_INTRO_MAX}
          placeholder={t('intro_placeholder')}
          onChange={(e) => setValue(e.target.value)}
        />
      )}
      {!isName && (
        <p className="text-right text-caption text-muted">
          {Array.from(value).length}/{PROFILE_INTRO_MAX}
        </p>
      )}
      <FormError text={error} />
      <Button type="submit" loading={edit.isPending} data-testid="profile-edit-save">
        {t('save')}
      </Button>
    </form>
  );
}
