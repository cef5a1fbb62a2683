/** GET /api/dashboard: what the member's home screen shows, in one request. */
export interface Dashboard {
  membershipLevel: 'basic' | 'premium';
  /** The 3 newest vehicles. */
  vehicles: { id: string; make: string; model: string; year: number }[];
  /** Up to 3 scheduled appointments from the club's today on, soonest first. */
  upcomingAppointments: { id: string; shopName: string; appointmentDate: string; appointmentTime: string }[];
}
