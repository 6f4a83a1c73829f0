import type { Metadata } from 'next';
import { LoginHome } from '@/features/auth/LoginHome';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';
import { type AuthPageProps, readAuthPage } from '../auth-page';

/** Spec 2.1: login-home has a canonical link (built with every route's metadata in lib/metadata). */
export async function generateMetadata({ params }: Pick<AuthPageProps, 'params'>): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, '/user/login-home');
}

export default async function LoginHomePage(props: AuthPageProps) {
  const { locale, backUrl } = await readAuthPage(props);
  return <LoginHome locale={locale} backUrl={backUrl} />;
}
