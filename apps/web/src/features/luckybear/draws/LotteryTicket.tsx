'use client';

import type { ReactNode } from 'react';

/**
 * The free lottery's ticket (issue 13): a golden ticket face down until the server's draw is known,
 * then it turns over to show the prize. The prize is the server's answer; the ticket only shows it.
 */
export function LotteryTicket({
  revealed,
  prize,
  hidden,
  onTurned,
}: {
  revealed: boolean;
  prize: string;
  hidden: string;
  onTurned: () => void;
}) {
  return (
    <div className="mx-auto h-44 w-full max-w-[320px] [perspective:900px]" data-testid="lottery-ticket">
      <div
        className="relative size-full transition-transform duration-700 [transform-style:preserve-3d] motion-reduce:duration-150"
        style={{ transform: revealed ? 'rotateY(180deg)' : 'none' }}
        onTransitionEnd={onTurned}
      >
        <TicketFace className="[backface-visibility:hidden]">
          <span className="text-display font-extrabold text-[#5A3300]">?</span>
          <span className="text-callout font-semibold text-[#5A3300]/80">{hidden}</span>
        </TicketFace>
        <TicketFace className="[backface-visibility:hidden] [transform:rotateY(180deg)]">
          <span
            className="px-6 text-center text-title font-extrabold text-[#3B1E00]"
            data-testid="lottery-ticket-prize"
          >
            {prize}
          </span>
        </TicketFace>
      </div>
    </div>
  );
}

function TicketFace({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div
      className={`absolute inset-0 flex flex-col items-center justify-center gap-1 rounded-card bg-gradient-to-br from-[#FFE9A3] via-[#FFC83D] to-[#E89A0C] shadow-raised ${className}`}
    >
      {/* The ticket's punched edge: two notches and a dashed tear line. */}
      <span className="absolute top-1/2 -left-3 size-6 -translate-y-1/2 rounded-full bg-page" />
      <span className="absolute top-1/2 -right-3 size-6 -translate-y-1/2 rounded-full bg-page" />
      <span className="absolute inset-y-4 left-[22%] border-l-2 border-dashed border-[#8A5A00]/40" />
      {children}
    </div>
  );
}
