import { useParams } from 'react-router';

import { useMe } from '@/features/people/api/me-queries';
import { SupportConversationScreen } from '@/features/support/components/support-conversation-screen.admin';

export default function AdminSupportConversationPage() {
  const { id = '' } = useParams();
  const me = useMe();
  return <SupportConversationScreen key={id} id={id} meId={me.data?.id} />;
}
