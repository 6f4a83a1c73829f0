'use client';

import type { UploadedImage } from '@app/shared/profiles/profile-contracts';
import {
  isProductLink,
  PRODUCT_LINK_MAX,
  PRODUCT_PRICE_MAX,
  PRODUCT_TITLE_MAX,
} from '@app/shared/profiles/profile-rules';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { useRouter } from '@/i18n/navigation';
import { ImagePicker } from './ImagePicker';
import { ProfileFrame } from './ProfileFrame';
import { FIELD, FieldLabel, FormError, useFailureText, WithCurrentProfile } from './profile-parts';
import { useAddProduct } from './profile-queries';

/**
 * /profile/addProduct (spec 2.4): a creator shows a product on the current profile: its title, where
 * it is (a web address or a page of this app), a price as they write it, and a picture.
 */
export function AddProductScreen({ mediaBase }: { mediaBase: string }) {
  const t = useTranslations('profiles');
  return (
    <ProfileFrame title={t('add_product')} back="/profile">
      <WithCurrentProfile>{(profile) => <ProductForm xid={profile.xid} mediaBase={mediaBase} />}</WithCurrentProfile>
    </ProfileFrame>
  );
}

function ProductForm({ xid, mediaBase }: { xid: string; mediaBase: string }) {
  const t = useTranslations('profiles');
  const router = useRouter();
  const add = useAddProduct();
  const failureText = useFailureText();
  const [title, setTitle] = useState('');
  const [link, setLink] = useState('');
  const [price, setPrice] = useState('');
  const [image, setImage] = useState<UploadedImage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError(t('failure_name'));
    if (!isProductLink(link.trim())) return setError(t('failure_link'));
    setError(null);
    add.mutate(
      { xid, title, link: link.trim(), price_text: price, image_id: image?.image_id ?? null },
      { onSuccess: () => router.push('/profile'), onError: (e) => setError(failureText(e)) },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-2xl bg-white p-4" data-testid="add-product-form">
      <ImagePicker purpose="product" mediaBase={mediaBase} onUploaded={setImage} />
      <FieldLabel htmlFor="product-title">{t('product_title')}</FieldLabel>
      <input
        id="product-title"
        className={FIELD}
        value={title}
        maxLength={PRODUCT_TITLE_MAX}
        onChange={(e) => setTitle(e.target.value)}
      />
      <FieldLabel htmlFor="product-link">{t('product_link')}</FieldLabel>
      <input
        id="product-link"
        className={FIELD}
        value={link}
        inputMode="url"
        maxLength={PRODUCT_LINK_MAX}
        placeholder="https://… / /quest"
        onChange={(e) => setLink(e.target.value)}
      />
      <p className="text-caption text-muted">{t('product_link_help')}</p>
      <FieldLabel htmlFor="product-price">{t('product_price')}</FieldLabel>
      <input
        id="product-price"
        className={FIELD}
        value={price}
        maxLength={PRODUCT_PRICE_MAX}
        placeholder={t('product_price_placeholder')}
        onChange={(e) => setPrice(e.target.value)}
      />
      <FormError text={error} />
      <Button type="submit" loading={add.isPending} data-testid="add-product-submit">
        {t('add_product')}
      </Button>
    </form>
  );
}
