import { Navigate } from 'react-router';

import { paths } from '@/config/paths';

import type { GarageLocationState } from './garage';

/** /garage/add is the garage with the add dialog open; the address becomes /garage. */
export default function GarageAddRedirect() {
  const state: GarageLocationState = { openAddVehicle: true };
  return <Navigate to={paths.member.garage} replace state={state} />;
}
