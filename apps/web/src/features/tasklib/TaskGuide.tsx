'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Modal } from '@/components/Modal';
import { Button } from '@/components/ui/Button';

/**
 * The step-by-step guide over the task (newGuide=1, first visit; or opened from the page): one step at
 * a time with its number, back and next, and done on the last.
 */
export function TaskGuide({ open, steps, onClose }: { open: boolean; steps: readonly string[]; onClose: () => void }) {
  const t = useTranslations('tasklib');
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (open) setIndex(0);
  }, [open]);
  if (steps.length === 0) return null;
  const last = index === steps.length - 1;
  return (
    <Modal
      open={open}
      title={t('guide.title')}
      onClose={onClose}
      closeLabel={t('guide.close')}
      placement="bottom"
      footer={
        <div className="flex gap-2">
          {index > 0 && (
            <Button variant="secondary" block onClick={() => setIndex((i) => i - 1)}>
              {t('guide.previous')}
            </Button>
          )}
          <Button
            block
            onClick={() => (last ? onClose() : setIndex((i) => i + 1))}
            data-testid={last ? 'task-guide-done' : 'task-guide-next'}
          >
            {last ? t('guide.done') : t('guide.next')}
          </Button>
        </div>
      }
    >
      <div className="flex flex-col items-center gap-3 py-2 text-center" data-testid="task-guide">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary text-title text-on-primary">
          {index + 1}
        </span>
        <p className="text-caption text-subtle">{t('guide.progress', { n: index + 1, total: steps.length })}</p>
        <p className="text-body break-words text-ink">{steps[index]}</p>
      </div>
    </Modal>
  );
}
