import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { EditImageScreen } from '@/features/profiles/EditImageScreen';
import { EditTextScreen } from '@/features/profiles/EditTextScreen';
import { profileMediaBase } from '@/features/profiles/media-url';
import { ProfilesMessages } from '@/features/profiles/ProfilesMessages';

/** The pages of /profile/edit/* (spec 2.4) and what each edits. */
const FIELDS = {
  name: { title: 'edit_name', text: 'username' },
  intro: { title: 'edit_intro', text: 'intro' },
  avatar: { title: 'edit_avatar', image: 'avatar' },
  background: { title: 'edit_background', image: 'background' },
} as const;

type EditPageProps = {
  params: Promise<{ locale: string; field: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

function fieldOf(field: string) {
  return Object.hasOwn(FIELDS, field) ? FIELDS[field as keyof typeof FIELDS] : undefined;
}

export async function generateMetadata({ params }: EditPageProps): Promise<Metadata> {
  const { locale, field } = await params;
  const edit = fieldOf(field);
  if (!edit) return {};
  const t = await getTranslations({ locale, namespace: 'profiles' });
  return { title: t(edit.title), robots: { index: false } };
}

/** /profile/edit/name|intro|avatar|background: one part of the current profile; back to the setup steps when opened from them. */
export default async function EditPage({ params, searchParams }: EditPageProps) {
  const edit = fieldOf((await params).field);
  if (!edit) notFound();
  const back = (await searchParams).from === 'setup' ? '/profile/setup' : '/profile';
  return (
    <ProfilesMessages>
      {'text' in edit ? (
        <EditTextScreen field={edit.text} back={back} />
      ) : (
        <EditImageScreen kind={edit.image} mediaBase={profileMediaBase()} back={back} />
      )}
    </ProfilesMessages>
  );
}
