import { CrownIcon } from 'lucide-react';

import { PlaceholderPage } from '@/components/placeholder-page';

export default function MembershipPage() {
  return <PlaceholderPage title="Membership" icon={CrownIcon} />;
}
