/** A shared history link works this many days from the moment 'Share History' makes it. */
export const SHARE_LINK_DAYS = 30;

/** The page anyone with the link may open, signed in or not. */
export const sharedHistoryPath = (token: string) => `/h/${token}`;
/** The file 'Download History (PDF)' answers with. */
export const vehicleHistoryPdfUrl = (vehicleId: string) => `/api/vehicles/${vehicleId}/history.pdf`;

/** Texts of the history hand-over, verbatim from issue 24 where it names them. */
export const vehicleHistoryMessages = {
  download: 'Download History (PDF)',
  share: 'Share History',
  stopSharing: 'Stop Sharing',
  shared: 'Share link created',
  sharingStopped: 'Sharing stopped',
  copied: 'Link copied',
  linkRevoked: 'This link has been turned off by the owner.',
  linkExpired: 'This link has expired.',
  linkUnknown: 'This link does not exist.',
} as const;

/** The member's link in force for one vehicle. */
export interface VehicleShareLink {
  token: string;
  path: string;
  createdAt: string;
  expiresAt: string;
}

/** GET /api/vehicles/:id/share-link: the link in force, if any. */
export interface VehicleShareState {
  link: VehicleShareLink | null;
}

/** One line of the schedule as the hand-over shows it. */
export interface HandoverScheduleItem {
  serviceName: string;
  intervalMonths: number | null;
  intervalMiles: number | null;
  lastDone: { date: string; miles: number | null } | null;
  dueDate: string | null;
  dueMiles: number | null;
  /** 'OK', 'Due soon' or 'Overdue'. */
  stateLabel: string;
}

/** One visit or record as the hand-over shows it: documents by name only. */
export interface HandoverHistoryEntry {
  kind: 'visit' | 'record';
  date: string;
  /** The shop of a visit; null for work the member recorded. */
  shopName: string | null;
  services: string[];
  description: string | null;
  odometerMiles: number | null;
  costCents: number | null;
  documentNames: string[];
}

/**
 * What the PDF and the shared page show: the vehicle, its schedule and its whole history, and nothing about the
 * owner (no name, e-mail, phone or address).
 */
export interface VehicleHistoryHandover {
  vehicle: { year: number; make: string; model: string; color: string | null; licensePlate: string | null; vin: string | null };
  odometer: { miles: number; date: string | null } | null;
  schedule: HandoverScheduleItem[];
  history: HandoverHistoryEntry[];
  /** The club's date the hand-over was made on. */
  today: string;
}

/** GET /api/shared-histories/:token */
export interface SharedVehicleHistory extends VehicleHistoryHandover {
  expiresAt: string;
}
