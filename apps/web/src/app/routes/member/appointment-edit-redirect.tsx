import { Navigate, useParams } from 'react-router';

import { paths } from '@/config/paths';

/** /appointments/edit/:id (linked from the details screen) is the same screen as /appointments/:id/edit. */
export default function AppointmentEditRedirect() {
  const { id = '' } = useParams();
  return <Navigate replace to={paths.member.appointmentEdit(id)} />;
}
