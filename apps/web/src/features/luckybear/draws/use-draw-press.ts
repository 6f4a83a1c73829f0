'use client';

import type { DrawGame } from '@app/shared/luckybear/draw-games';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { showNotice, useErrorText } from '@/shell/notices/use-error-notice';
import { useUserStore } from '@/shell/session/user-store';
import { useBrandSignIn } from '../brand/brand-sign-in';
import { DrawKey, drawRefusal } from './draw-key';
import { type DrawAnswer, useDraw } from './draw-queries';

/**
 * A press of "spin" or "draw": signed out, the brand's sign-in opens; signed in, the draw is asked for
 * with the press's key (draw-key.ts) and its answer handed to `onResult`; refusals become notices.
 */
export function useDrawPress(game: DrawGame) {
  const t = useTranslations('luckybear');
  const errorText = useErrorText();
  const status = useUserStore((s) => s.status);
  const signIn = useBrandSignIn();
  const draw = useDraw(game);
  const key = useRef(new DrawKey()).current;

  const press = (onResult: (answer: DrawAnswer) => void) => {
    if (status !== 'signed-in') {
      signIn();
      return;
    }
    draw.mutate(key.take(), {
      onSuccess: (answer) => {
        key.settle();
        onResult(answer);
      },
      onError: (error) => {
        key.settle(error);
        const refusal = drawRefusal(error);
        const text = refusal ? t(`refusal_${refusal}`) : errorText(error);
        if (text) showNotice(text);
      },
    });
  };
  return { press, busy: draw.isPending };
}
