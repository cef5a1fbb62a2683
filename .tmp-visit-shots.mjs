import { chromium, request } from 'playwright';
import sharp from 'sharp';

const BASE = 'http://localhost:3208';
const OUT = '/work/shots/visit';
const api = async (email, password) => {
  const ctx = await request.newContext({ baseURL: BASE, extraHTTPHeaders: { Origin: BASE } });
  const res = await ctx.post('/api/auth/sign-in/email', { data: { email, password } });
  if (!res.ok()) throw new Error(`sign-in ${email} ${res.status()}`);
  return ctx;
};
const ok = async (res) => {
  if (!res.ok()) throw new Error(`${res.url()} ${res.status()} ${await res.text()}`);
  return res.json();
};
const member = await api('member@example.com', 'member123');
const admin = await api('admin@example.com', 'admin123');

const existing = (await ok(await member.get('/api/appointments'))).find((a) => a.status === 'in-progress');
// A fresh booking for the demo member.
const vehicles = await ok(await member.get('/api/vehicles'));
const shops = await ok(await member.get('/api/shops'));
const services = await ok(await member.get('/api/services'));
const shop = shops[0];
let booked = existing;
const now = new Date();
outer: for (let m = 0; m < (existing ? 0 : 3); m++) {
  const d = new Date(now.getFullYear(), now.getMonth() + m, 1);
  const month = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
  const av = await ok(await member.get(`/api/appointments/availability?shopId=${shop.id}&month=${month}`));
  for (const day of av.days.slice(1)) for (const time of day.slots) {
    const res = await member.post('/api/appointments', { data: { vehicleId: vehicles[0].id, serviceIds: [services[0].id, services[1].id], shopId: shop.id, date: day.date, time } });
    if (res.ok()) { booked = await res.json(); break outer; }
  }
}
const id = booked.id;

const A = `/api/admin/visits/${id}`;
if (!existing) {
await ok(await admin.patch(`/api/admin/appointments/${id}/status`, { data: { status: 'in-progress' } }));
await ok(await admin.put(`${A}/stage`, { data: { stage: 'inspecting' } }));
let v = await ok(await admin.post(`${A}/findings`, { data: { title: 'Front brake pads', condition: 'urgent', notes: '2 mm left on both sides; replace soon.' } }));
const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#9a3412' } }).composite([{ input: Buffer.from('<svg width="1200" height="800"><circle cx="600" cy="400" r="250" fill="#444"/><circle cx="600" cy="400" r="90" fill="#999"/></svg>') }]).jpeg().toBuffer();
await ok(await admin.post(`${A}/findings/${v.findings[0].id}/photos`, { multipart: { file: { name: 'pads.jpg', mimeType: 'image/jpeg', buffer: photo } } }));
await ok(await admin.post(`${A}/findings`, { data: { title: 'Wiper blades streaking', condition: 'needs-attention', notes: 'Rubber cracked.' } }));
await ok(await admin.post(`${A}/findings`, { data: { title: 'Tyre tread', condition: 'good', notes: '6/32 in. all round.' } }));
const catalogue = await ok(await admin.get('/api/admin/services'));
const priced = catalogue.filter((s) => s.priceCents !== null);
await ok(await admin.post(`${A}/items`, { data: { source: 'catalogue', serviceId: priced[0].id, recommended: false } }));
await ok(await admin.post(`${A}/items`, { data: { source: 'custom', description: 'Brake pads (front)', quantity: 2, unitPrice: '60', recommended: true } }));
await ok(await admin.post(`${A}/items`, { data: { source: 'custom', description: 'Wiper blades', quantity: 2, unitPrice: '19.99', recommended: true } }));
v = await ok(await admin.post(`${A}/items`, { data: { source: 'custom', description: 'Cabin air filter', quantity: 1, unitPrice: '35', recommended: true } }));
await ok(await admin.put(`${A}/stage`, { data: { stage: 'awaiting-approval' } }));
const items = v.estimate.items;
await ok(await member.post(`/api/visits/${id}/items/${items[1].id}/approve`));
await ok(await member.post(`/api/visits/${id}/items/${items[3].id}/decline`));
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function shoot(email, password, width, name, act, height) {
  const ctx = await browser.newContext({ baseURL: BASE, viewport: { width, height: height ?? (width < 500 ? 844 : 900) } });
  const page = await ctx.newPage();
  await page.goto('/auth/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/dashboard/);
  const gotIt = page.getByRole('button', { name: 'Got it' });
  if (await gotIt.isVisible().catch(() => false)) await gotIt.click();
  await page.waitForTimeout(1500);
  if (await gotIt.isVisible().catch(() => false)) await gotIt.click();
  await act(page);
  await page.waitForTimeout(800);
  if (await gotIt.isVisible().catch(() => false)) { await gotIt.click(); await page.waitForTimeout(300); }
  await page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage: true });
  await ctx.close();
}
for (const width of [1280, 390]) {
  if (process.env.ONLY) {
    if (process.env.ONLY === 'member') await shoot('member@example.com', 'member123', width, 'member-tracker-and-estimate', async (page) => { await page.goto(`/appointments/${id}`); await page.getByRole('list', { name: 'Visit progress' }).waitFor(); });
    else await shootTall(width);
    continue;
  }
  await shoot('member@example.com', 'member123', width, 'member-tracker-and-estimate', async (page) => {
    await page.goto(`/appointments/${id}`);
    await page.getByRole('list', { name: 'Visit progress' }).waitFor();
  });
  await shoot('member@example.com', 'member123', width, 'member-photo-enlarged', async (page) => {
    await page.goto(`/appointments/${id}`);
    await page.getByRole('button', { name: /Enlarge photo 1/ }).click();
    await page.getByRole('img', { name: /enlarged/ }).waitFor();
  });
  await shoot('admin@example.com', 'admin123', width, 'staff-visit-panel', async (page) => {
    await page.goto('/admin/appointments');
    await page.getByRole('tab', { name: 'All' }).click();
    await page.getByPlaceholder('Search name or vehicle').fill(vehicles[0].model);
    await page.waitForTimeout(1200);
    const card = page.getByTestId('admin-appointment-card').filter({ hasText: 'In Progress' }).first();
    await card.getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    await page.getByTestId('visit-panel').getByRole('list', { name: 'Estimate items' }).waitFor();
  });
  await shootTall(width);
}
async function shootTall(width) {
  await shoot('admin@example.com', 'admin123', width, 'staff-visit-panel-tall', async (page) => {
    await page.goto('/admin/appointments');
    await page.getByRole('tab', { name: 'All' }).click();
    await page.getByPlaceholder('Search name or vehicle').fill(vehicles[0].model);
    await page.waitForTimeout(1200);
    const card = page.getByTestId('admin-appointment-card').filter({ hasText: 'In Progress' }).first();
    await card.getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    await page.getByTestId('visit-panel').getByRole('list', { name: 'Estimate items' }).waitFor();
    await page.getByTestId('visit-panel').scrollIntoViewIfNeeded();
  }, 3000);
}
for (const width of []) {
  await shoot('member@example.com', 'member123', width, 'booking-estimated-total', async (page) => {
    await page.goto('/appointments/new');
    await page.getByText(services[0].name).first().click();
    await page.getByText(services[2].name).first().click();
    await page.getByTestId('estimated-total').waitFor();
  });
}
await browser.close();
console.log('appointment', id);
