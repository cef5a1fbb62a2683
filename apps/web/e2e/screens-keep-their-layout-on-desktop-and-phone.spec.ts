import { expect, test } from "./fixtures";
import {
  createVerifiedMember,
  DEMO_ADMIN,
  E2E_ORIGIN,
  signInThroughUi,
} from "./support/accounts";
import { memberWithAppointment } from "./support/member-with-appointment";

test("at 1280 px an upcoming appointment card keeps View Details, Reschedule and Cancel on one line", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const booked = await memberWithAppointment();
  await signInThroughUi(page, booked.email, booked.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/appointments");
  const card = page
    .getByTestId("appointment-card")
    .filter({ hasText: booked.model });
  const actions = [
    card.getByRole("link", { name: /^View details/ }),
    card.getByRole("link", { name: /^Reschedule/ }),
    card.getByRole("button", { name: /^Cancel/ }),
  ];
  const boxes = await Promise.all(
    actions.map(async (action) => {
      await expect(action).toBeVisible();
      return (await action.boundingBox())!;
    }),
  );
  const tops = boxes.map((b) => Math.round(b.y));
  expect(new Set(tops).size, `button tops ${tops.join(", ")}`).toBe(1);
  // Two to a row: a card is far wider than a third of the page.
  const cardBox = await card.boundingBox();
  expect(cardBox!.width).toBeGreaterThan(400);
});

test("at 390 px the admin header shows the whole title", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughUi(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const title = page
    .locator("header")
    .getByText("Admin Dashboard", { exact: true });
  await expect(title).toBeVisible();
  const { scrollWidth, clientWidth } = await title.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth, "the title is not cut short").toBeLessThanOrEqual(
    clientWidth,
  );
  await expect(
    page.locator("header").getByText("Administrator", { exact: true }),
  ).toBeVisible();
});

test("a ZIP error leaves City, State and ZIP Code on one line", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await createVerifiedMember(request, "zip");
  await signInThroughUi(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/profile");
  await page.getByLabel("ZIP Code").fill("123");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(
    page.getByText("ZIP code must be at least 5 digits"),
  ).toBeVisible();
  const tops = await Promise.all(
    ["City", "State", "ZIP Code"].map(async (label) =>
      Math.round((await page.getByLabel(label).boundingBox())!.y),
    ),
  );
  expect(new Set(tops).size, `input tops ${tops.join(", ")}`).toBe(1);
});

test("on a cancelled appointment the details dialog does not make Complete the primary action", async ({
  page,
}) => {
  const booked = await memberWithAppointment();
  const member = await page.request.post("/api/auth/sign-in/email", {
    data: { email: booked.email, password: booked.password },
    headers: { Origin: E2E_ORIGIN },
  });
  expect(member.ok()).toBe(true);
  const cancelled = await page.request.post(
    `/api/appointments/${booked.appointmentId}/cancel`,
    { headers: { Origin: E2E_ORIGIN } },
  );
  expect(cancelled.ok()).toBe(true);
  await page.context().clearCookies();

  await signInThroughUi(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin/);
  await page.goto("/admin/appointments");
  await page.getByRole("tab", { name: "All" }).click();
  const searched = page.waitForResponse(
    (r) => r.url().includes(`q=${booked.plate}`) && r.ok(),
  );
  await page.getByPlaceholder("Search name or vehicle").fill(booked.plate);
  await searched;
  const card = page
    .getByTestId("admin-appointment-card")
    .filter({ hasText: booked.model });
  await card.getByRole("button", { name: /^Actions for/ }).click();
  await page.getByRole("menuitem", { name: "View Details" }).click();
  const details = page.getByRole("dialog", { name: "Appointment Details" });
  await expect(
    details.getByRole("button", { name: "Cancel Appointment" }),
  ).toBeDisabled();
  const primary = details.locator(
    '[data-slot="button"][data-variant="default"]',
  );
  await expect(primary).toHaveCount(1);
  await expect(primary).not.toHaveText("Complete");
  // Reopening it is the usual next step for a cancelled visit.
  await expect(primary).toHaveText("Reschedule");
  await expect(
    details.getByRole("button", { name: "Complete" }),
  ).toHaveAttribute("data-variant", "outline");
});
