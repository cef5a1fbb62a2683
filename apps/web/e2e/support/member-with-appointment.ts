import { expect, request as playwrightRequest } from "@playwright/test";

import { createVerifiedMember, E2E_ORIGIN } from "./accounts";

export interface Booked {
  email: string;
  password: string;
  appointmentId: string;
  model: string;
  plate: string;
  shopName: string;
  services: { id: string; name: string }[];
}

/** A fresh member with a uniquely named vehicle and one appointment booked through the real API. */
export async function memberWithAppointment(): Promise<Booked> {
  const api = await playwrightRequest.newContext({
    baseURL: E2E_ORIGIN,
    extraHTTPHeaders: { Origin: E2E_ORIGIN },
  });
  try {
    const member = await createVerifiedMember(api, "customer");
    expect(
      (
        await api.post("/api/auth/sign-in/email", {
          data: { email: member.email, password: member.password },
        })
      ).ok(),
    ).toBe(true);
    const tag =
      `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.toUpperCase();
    const model = `Model${tag}`;
    const plate = `P${tag}`.slice(0, 10);
    const vehicle = (await (
      await api.post("/api/vehicles", {
        data: { make: "Volvo", model, year: 2022, licensePlate: plate },
      })
    ).json()) as { id: string };
    const shops = (await (await api.get("/api/shops")).json()) as {
      id: string;
      name: string;
    }[];
    const services = (await (await api.get("/api/services")).json()) as {
      id: string;
      name: string;
    }[];
    const shop =
      shops.find((s) => s.name === "Downtown Auto Care") ?? shops[0]!;
    const next = new Date();
    for (let m = 0; m < 3; m++) {
      const month = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, "0")}`;
      const availability = (await (
        await api.get(
          `/api/appointments/availability?shopId=${shop.id}&month=${month}`,
        )
      ).json()) as {
        days: { date: string; slots: string[] }[];
      };
      // From the third bookable day: more than 24 hours ahead, outside the default change cutoff (issue 27).
      for (const day of availability.days.slice(2)) {
        for (const time of day.slots) {
          const res = await api.post("/api/appointments", {
            data: {
              vehicleId: vehicle.id,
              serviceIds: [services[0]!.id],
              shopId: shop.id,
              date: day.date,
              time,
            },
          });
          if (res.status() === 201) {
            const { id } = (await res.json()) as { id: string };
            return {
              ...member,
              appointmentId: id,
              model,
              plate,
              shopName: shop.name,
              services,
            };
          }
        }
      }
      next.setMonth(next.getMonth() + 1, 1);
    }
    throw new Error("no bookable slot found");
  } finally {
    await api.dispose();
  }
}
