'use client';

import { opsAuditImage } from '@app/shared/tasklib/audit-ops-contracts';
import { useTranslations } from 'next-intl';
import { useOpsQuery } from '../console/use-ops-query';

/**
 * The screenshot of a task proof (approval kind tasklib.audit), read through the console's own
 * endpoint (approvals.read) as a data URL: the API checked its type by its bytes at upload.
 */
export function AuditProofImage({ auditId }: { auditId: string }) {
  const t = useTranslations('ops.approvals');
  const image = useOpsQuery(opsAuditImage, { audit_id: auditId });
  if (!image.data) return null;
  return (
    <figure className="mt-3" data-testid="ops-approval-proof-image">
      <figcaption className="mb-1 text-caption font-semibold text-muted">{t('proof_image')}</figcaption>
      {/* biome-ignore lint/performance/noImgElement: a data URL from the console's API; next/image adds nothing here */}
      <img
        src={image.data.data_url}
        alt={t('proof_image')}
        className="max-h-96 max-w-full rounded-control border border-line object-contain"
      />
    </figure>
  );
}
