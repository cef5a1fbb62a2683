/** The member dashboard; the garage, appointments and membership refresh it after their changes. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
};
