import { SupportScreen } from '@/features/ops/screens';

/** Support: the player search and a player's page (permission users.read). */
export default function OpsSupportPage() {
  return <SupportScreen />;
}
