import { calendarFeedMessages as msg } from '@drivecare/contract/calendar-feeds';
import { notFound } from '../../lib/app-error.ts';
import type { CalendarFeedsDeps } from './calendar-feeds.deps.ts';
import { shopExists } from './calendar-feeds.repository.ts';
import { ensureFeed, feedLink, resetFeed } from './calendar-feeds.service.ts';

async function shopOwner(deps: CalendarFeedsDeps, shopId: string) {
  if (!(await shopExists(deps.db, shopId))) throw notFound(msg.shopNotFound);
  return { shopId };
}

export const getShopFeedLink = async (deps: CalendarFeedsDeps, shopId: string) => feedLink(deps, await shopOwner(deps, shopId));
export const createShopFeed = async (deps: CalendarFeedsDeps, shopId: string) => ensureFeed(deps, await shopOwner(deps, shopId));
export const resetShopFeed = async (deps: CalendarFeedsDeps, shopId: string) => resetFeed(deps, await shopOwner(deps, shopId));
