import { useParams } from 'react-router';

import { SupportThreadScreen } from '@/features/support/components/support-thread-screen';

export default function SupportConversationPage() {
  const { id = '' } = useParams();
  return <SupportThreadScreen key={id} id={id} />;
}
