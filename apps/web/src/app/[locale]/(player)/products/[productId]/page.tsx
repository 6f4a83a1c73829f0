import type { Metadata } from 'next';
import { ProductScreen } from '@/features/tasklib/ProductScreen';
import { type PageQuery, queryValue } from '@/features/tasklib/page-query';
import { TasklibMessages } from '@/features/tasklib/TasklibMessages';
import { parseProductId } from '@/features/tasklib/tasklib-paths';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';

type ProductPageProps = {
  params: Promise<{ locale: string; productId: string }>;
  searchParams: Promise<PageQuery>;
};

/** Spec 2.1: the product's title, description and image from product_detail, and its canonical link. */
export async function generateMetadata({ params, searchParams }: ProductPageProps): Promise<Metadata> {
  const { locale, productId } = await params;
  return pageMetadata(locale, `/products/${productId}`, await searchParams);
}

/** /products/{productId} (spec 2.3 H5, with gameName and from): the product page. */
export default async function ProductPage({ params, searchParams }: ProductPageProps) {
  const { productId } = await params;
  const query = await searchParams;
  return (
    <TasklibMessages>
      <ProductScreen
        productId={parseProductId(productId)}
        gameName={queryValue(query, 'gameName')}
        from={queryValue(query, 'from')}
        backUrl={queryValue(query, 'backUrl')}
      />
    </TasklibMessages>
  );
}
