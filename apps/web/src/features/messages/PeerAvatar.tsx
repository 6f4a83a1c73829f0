/** The other player's initial in a circle (the chats have no pictures of their own yet). */
export function PeerAvatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-headline text-on-primary"
    >
      {name.replace('#', '').charAt(0).toUpperCase() || '?'}
    </span>
  );
}
