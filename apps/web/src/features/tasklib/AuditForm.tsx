'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { showNotice, useErrorNotice } from '@/shell/notices/use-error-notice';
import {
  AUDIT_IMAGE_MAX_BYTES,
  AUDIT_IMAGE_TYPES,
  AUDIT_TEXT_MAX,
  auditImageProblem,
  fileSizeLabel,
} from './audit-image';
import { useSubmitAudit } from './task-queries';

/** The file as a data: URL, the form the contract takes the image in (submit_audit's `img`). */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * The proof of a task reviewed by an operator (submit_audit): what the player did, in words, and a
 * screenshot, previewed before sending. The type and size are checked here first (audit-image.ts);
 * the API checks the bytes again.
 */
export function AuditForm({ offerId, clickId }: { offerId: string; clickId: string }) {
  const t = useTranslations('tasklib');
  const errorNotice = useErrorNotice();
  const submit = useSubmitAudit();
  const textId = useId();
  const fileId = useId();
  const [content, setContent] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview('');
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function onFile(chosen: File | undefined) {
    if (!chosen) return;
    const issue = auditImageProblem(chosen);
    if (issue) {
      setFile(null);
      setProblem(t(`audit.problem.${issue}`, { max: fileSizeLabel(AUDIT_IMAGE_MAX_BYTES) }));
      return;
    }
    setProblem(null);
    setFile(chosen);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file || !content.trim()) return;
    let img: string;
    try {
      img = await readAsDataUrl(file);
    } catch {
      setProblem(t('audit.problem.read'));
      return;
    }
    submit.mutate(
      { offerId, clickId, content: content.trim(), img },
      {
        onSuccess: () => {
          showNotice(t('audit.sent'), 'success');
          setContent('');
          setFile(null);
        },
        onError: errorNotice,
      },
    );
  }

  return (
    <Card as="section" aria-labelledby="audit-title" data-testid="audit-form">
      <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3">
        <h2 id="audit-title" className="text-headline">
          {t('audit.title')}
        </h2>
        <p className="text-callout text-muted">{t('audit.hint')}</p>
        <label htmlFor={textId} className="text-callout font-semibold">
          {t('audit.text_label')}
        </label>
        <textarea
          id={textId}
          value={content}
          maxLength={AUDIT_TEXT_MAX}
          rows={3}
          required
          onChange={(event) => setContent(event.target.value)}
          placeholder={t('audit.text_placeholder')}
          className="rounded-control bg-surface-raised px-3 py-2 text-body text-ink ring-1 ring-line outline-none ring-inset placeholder:text-subtle focus:ring-2 focus:ring-primary"
          data-testid="audit-text"
        />
        <label htmlFor={fileId} className="text-callout font-semibold">
          {t('audit.image_label')}
        </label>
        <input
          id={fileId}
          type="file"
          accept={AUDIT_IMAGE_TYPES.join(',')}
          onChange={(event) => onFile(event.target.files?.[0])}
          className="text-callout text-muted file:me-3 file:rounded-control file:border-0 file:bg-surface file:px-3 file:py-2 file:font-semibold file:text-ink"
          data-testid="audit-image"
        />
        <p className="text-caption text-subtle">
          {t('audit.image_rule', { max: fileSizeLabel(AUDIT_IMAGE_MAX_BYTES) })}
        </p>
        {problem && (
          <p role="alert" className="text-callout text-danger" data-testid="audit-problem">
            {problem}
          </p>
        )}
        {preview && (
          // biome-ignore lint/performance/noImgElement: a local object URL of the chosen file
          <img
            src={preview}
            alt={t('audit.preview_alt')}
            className="max-h-64 w-full rounded-tile object-contain ring-1 ring-line"
            data-testid="audit-preview"
          />
        )}
        <Button
          type="submit"
          block
          loading={submit.isPending}
          disabled={!file || !content.trim()}
          data-testid="audit-submit"
        >
          {t('audit.submit')}
        </Button>
      </form>
    </Card>
  );
}
