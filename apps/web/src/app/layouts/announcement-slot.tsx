/** Where the club announcement (modal + banner) appears above every member page. Filled by a later issue. */
export function AnnouncementSlot() {
  return null;
}
