import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { MembershipStatusCard } from '@/components/membership-status-card';
import { GarageVehicles } from '@/features/vehicles/components/garage-vehicles';
import { garagePremiumBenefits } from '@/features/vehicles/components/garage-premium-benefits';
import { useProfile } from '@/features/people/api/profile-queries';

/** Set by /garage/add, which lands here with the add dialog open. */
export interface GarageLocationState {
  openAddVehicle?: boolean;
}

export default function GaragePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [startAdding] = useState(() => (location.state as GarageLocationState | null)?.openAddVehicle === true);
  const profile = useProfile();

  // Forget the request, so a reload or Back does not open the dialog again.
  useEffect(() => {
    if (startAdding) void navigate(location.pathname, { replace: true, state: null });
  }, [startAdding, navigate, location.pathname]);

  return (
    <div className="space-y-6">
      <GarageVehicles startAdding={startAdding} />
      {profile.isSuccess ? (
        <MembershipStatusCard
          level={profile.data.membershipLevel}
          premiumBenefits={garagePremiumBenefits}
          benefitsLayout="list"
        />
      ) : null}
    </div>
  );
}
