// The front-end budgets (gzip'd bytes), shared by the build check (build-budgets.ts, static imports) and the
// browser suite (e2e/pages-load-within-their-script-budgets.spec.ts, what a browser actually downloads).
export const KB = 1024;
export const BUDGETS = {
  signIn: 150 * KB,
  memberDashboard: 200 * KB,
  adminScreen: 100 * KB,
  // Fetched while the admin dashboard's figures are already on screen (recharts is most of it).
  adminDashboardChart: 120 * KB,
  // Fetched when an appointment's details open: its visit (stages, findings, estimate), invoice and payment.
  adminAppointmentVisit: 60 * KB,
  css: 50 * KB,
};
