import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** Follows a URL the server handed out: in-app for our own pages (the demo), a full load for Stripe's. */
export function useGoToUrl() {
  const navigate = useNavigate();
  return useCallback(
    (url: string) => {
      const target = new URL(url, window.location.origin);
      if (target.origin === window.location.origin) void navigate(`${target.pathname}${target.search}${target.hash}`);
      else window.location.assign(target.toString());
    },
    [navigate],
  );
}
