'use client';

import type { UploadedImage } from '@app/shared/profiles/profile-contracts';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { useRouter } from '@/i18n/navigation';
import { ImagePicker } from './ImagePicker';
import { ProfileFrame } from './ProfileFrame';
import { FormError, useFailureText, WithCurrentProfile } from './profile-parts';
import { useSetProfileImage } from './profile-queries';

/** /profile/edit/avatar and /profile/edit/background: upload a picture, then use it (or remove the one there). */
export function EditImageScreen({
  kind,
  mediaBase,
  back,
}: {
  kind: 'avatar' | 'background';
  mediaBase: string;
  back: string;
}) {
  const t = useTranslations('profiles');
  return (
    <ProfileFrame title={t(kind === 'avatar' ? 'edit_avatar' : 'edit_background')} back={back}>
      <WithCurrentProfile>
        {(profile) => (
          <ImageForm
            xid={profile.xid}
            kind={kind}
            mediaBase={mediaBase}
            current={(kind === 'avatar' ? profile.avatar : profile.background)?.url ?? null}
            back={back}
          />
        )}
      </WithCurrentProfile>
    </ProfileFrame>
  );
}

function ImageForm(props: {
  xid: string;
  kind: 'avatar' | 'background';
  mediaBase: string;
  current: string | null;
  back: string;
}) {
  const t = useTranslations('profiles');
  const router = useRouter();
  const setImage = useSetProfileImage();
  const failureText = useFailureText();
  const [uploaded, setUploaded] = useState<UploadedImage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = (imageId: string | null) =>
    setImage.mutate(
      { xid: props.xid, kind: props.kind, image_id: imageId },
      { onSuccess: () => router.push(props.back), onError: (e) => setError(failureText(e)) },
    );
  return (
    <div className="flex flex-col gap-4 rounded-2xl bg-white p-4">
      <ImagePicker purpose={props.kind} mediaBase={props.mediaBase} current={props.current} onUploaded={setUploaded} />
      <FormError text={error} />
      <Button
        disabled={!uploaded}
        loading={setImage.isPending}
        onClick={() => uploaded && save(uploaded.image_id)}
        data-testid="image-save"
      >
        {t('save')}
      </Button>
      {props.current && (
        <Button variant="ghost" onClick={() => save(null)} disabled={setImage.isPending} data-testid="image-remove">
          {t('remove_image')}
        </Button>
      )}
    </div>
  );
}
