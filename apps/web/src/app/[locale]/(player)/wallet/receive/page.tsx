import { ReceiveScreen } from '@/features/wallet/ReceiveScreen';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('wallet', 'meta_receive', 'meta_description');

/** /wallet/receive (issue 20): my QR code and user id, for someone paying me. */
export default function ReceivePage() {
  return <ReceiveScreen />;
}
