import { HonorMessages } from '@/features/honor/HonorMessages';
import { HonorScreen } from '@/features/honor/HonorScreen';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('honor', 'title');

/** /honor (issue 18 item 5, spec 2.4 signed in): my badges; a badge's detail opens in a sheet. */
export default function HonorPage() {
  return (
    <HonorMessages>
      <HonorScreen back="/profile" />
    </HonorMessages>
  );
}
