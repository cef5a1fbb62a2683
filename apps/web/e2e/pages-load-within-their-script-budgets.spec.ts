import { gzipSync } from "node:zlib";

import type { Browser, Page } from "@playwright/test";

import { BUDGETS, KB } from "../budgets";

import { expect, test } from "./fixtures";
import { DEMO_MEMBER, E2E_ORIGIN } from "./support/accounts";

/**
 * What a first visit really costs: every script the browser fetches until the network is idle (what arrives
 * right after the first paint included, which the build check's static imports miss), each gzip'd at level 9
 * as build-budgets.ts does, in a fresh context so nothing comes from the cache.
 */
async function scriptBytesUntilIdle(
  browser: Browser,
  path: string,
  prepare?: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ baseURL: E2E_ORIGIN });
  try {
    const page = await context.newPage();
    await prepare?.(page);
    const sizes = new Map<string, Promise<number>>();
    page.on("response", (res) => {
      const url = new URL(res.url());
      if (url.pathname.endsWith(".js") && !sizes.has(url.pathname)) {
        sizes.set(
          url.pathname,
          res.body().then((body) => gzipSync(body, { level: 9 }).length),
        );
      }
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const files = await Promise.all(
      [...sizes].map(async ([file, bytes]) => ({ file, bytes: await bytes })),
    );
    const total = files.reduce((sum, f) => sum + f.bytes, 0);
    const list = files
      .map((f) => `${(f.bytes / KB).toFixed(1)} KB ${f.file}`)
      .join("\n");
    return { total, list };
  } finally {
    await context.close();
  }
}

test("the sign-in page downloads at most its 150 KB script budget until the network is idle", async ({
  browser,
}) => {
  const { total, list } = await scriptBytesUntilIdle(browser, "/auth/sign-in");
  expect(
    total,
    `sign-in downloads ${(total / KB).toFixed(1)} KB:\n${list}`,
  ).toBeLessThanOrEqual(BUDGETS.signIn);
});

test("the member dashboard downloads at most its 200 KB script budget until the network is idle", async ({
  browser,
}) => {
  const { total, list } = await scriptBytesUntilIdle(
    browser,
    "/dashboard",
    async (page) => {
      const signIn = await page.request.post("/api/auth/sign-in/email", {
        data: DEMO_MEMBER,
        headers: { Origin: E2E_ORIGIN },
      });
      expect(signIn.ok()).toBe(true);
    },
  );
  expect(
    total,
    `the dashboard downloads ${(total / KB).toFixed(1)} KB:\n${list}`,
  ).toBeLessThanOrEqual(BUDGETS.memberDashboard);
});
