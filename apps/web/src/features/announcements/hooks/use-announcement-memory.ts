import { useCallback, useState } from 'react';

/** Keys are shared with the e2e fixtures, which start most tests with the seeded announcement dismissed. */
export const SEEN_KEY = 'drivecare.announcement.seen';
export const DISMISSED_KEY = 'drivecare.announcement.dismissed';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode or a full store: the memory then lasts for this page only.
  }
}

export interface AnnouncementMemory {
  /** The announcement whose modal was acknowledged ('Got it'). */
  seenId: string | null;
  /** The announcement whose banner was dismissed. */
  dismissedId: string | null;
}

/** Which announcement this browser has acknowledged and dismissed, kept in localStorage. */
export function useAnnouncementMemory() {
  const [memory, setMemory] = useState<AnnouncementMemory>(() => ({
    seenId: read(SEEN_KEY),
    dismissedId: read(DISMISSED_KEY),
  }));

  const markSeen = useCallback((id: string) => {
    write(SEEN_KEY, id);
    setMemory((m) => ({ ...m, seenId: id }));
  }, []);

  const dismiss = useCallback((id: string) => {
    write(SEEN_KEY, id);
    write(DISMISSED_KEY, id);
    setMemory({ seenId: id, dismissedId: id });
  }, []);

  /** Forgets acknowledgements of any announcement but `currentId` (all of them when none is current). */
  const forgetAllBut = useCallback((currentId: string | null) => {
    setMemory((m) => {
      const seenId = m.seenId === currentId ? m.seenId : null;
      const dismissedId = m.dismissedId === currentId ? m.dismissedId : null;
      if (seenId === m.seenId && dismissedId === m.dismissedId) return m;
      write(SEEN_KEY, seenId);
      write(DISMISSED_KEY, dismissedId);
      return { seenId, dismissedId };
    });
  }, []);

  return { memory, markSeen, dismiss, forgetAllBut };
}
