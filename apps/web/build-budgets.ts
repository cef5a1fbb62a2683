// Front-end budgets, checked after `vite build` (it fails the build when one is exceeded), and with
// --report a list of what each chunk holds. Reads the Vite manifest and the chunk report vite.config.ts writes.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { BUDGETS, KB } from './budgets';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;
export interface ChunkReport {
  file: string;
  modules: { id: string; bytes: number }[];
}

const args = process.argv.slice(2);
const dist = path.resolve(args.find((a) => a.startsWith('--dir='))?.slice(6) ?? path.join(import.meta.dirname, 'dist'));
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

const gzCache = new Map<string, number>();
const gz = (file: string) => {
  let n = gzCache.get(file);
  if (n === undefined) gzCache.set(file, (n = gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length));
  return n;
};
const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;

function keyOf(suffix: string): string {
  const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
  if (!key) throw new Error(`budget check: no chunk for ${suffix} in the Vite manifest`);
  return key;
}

/** The JS files a chunk needs before it runs: itself and its static imports, transitively. */
function closure(keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) continue;
    into.add(chunk.file);
    closure(chunk.imports ?? [], into);
  }
  return into;
}
const size = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + gz(f), 0);

const entry = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
const route = (name: string) => keyOf(`src/app/routes/${name}.tsx`);

interface Check {
  name: string;
  bytes: number;
  limit: number;
}
const checks: Check[] = [
  { name: 'sign-in page JS (entry + route)', bytes: size(closure([...entry, route('auth/sign-in')])), limit: BUDGETS.signIn },
  {
    name: 'member dashboard JS (entry + guard + layout + route)',
    bytes: size(closure([...entry, keyOf('guards/member-guard.tsx'), keyOf('layouts/member-layout.tsx'), route('member/dashboard')])),
    limit: BUDGETS.memberDashboard,
  },
];
// An admin screen's own chunk: what opening it loads beyond the entry, the admin guard and the admin layout.
const adminShell = closure([...entry, keyOf('guards/admin-guard.tsx'), keyOf('layouts/admin-layout.tsx')]);
for (const key of Object.keys(manifest).filter((k) => /src\/app\/routes\/admin\/[^/]+\.tsx$/.test(k)).sort()) {
  const own = [...closure([key])].filter((f) => !adminShell.has(f));
  checks.push({ name: `admin screen ${path.basename(key, '.tsx')} (own chunks)`, bytes: size(own), limit: BUDGETS.adminScreen });
}
// The dashboard's chart is imported lazily, so it is not in the screen's own chunks above: measured here,
// as what it adds beyond the admin shell and the dashboard screen, so nothing the admin downloads goes uncounted.
const dashboardScreen = closure([route('admin/dashboard')], new Set(adminShell));
const chart = [...closure([keyOf('features/dashboard/components/appointments-bar-chart.admin.tsx')])].filter((f) => !dashboardScreen.has(f));
checks.push({ name: 'admin dashboard chart (loaded after the figures)', bytes: size(chart), limit: BUDGETS.adminDashboardChart });
// An appointment's visit panel (with its invoice) and payment section are imported lazily by its details: measured
// as what they add beyond the admin shell and the appointments screen.
const appointmentsScreen = closure([route('admin/appointments')], new Set(adminShell));
const visitParts = [
  ...closure(
    ['visit-panel.admin.tsx', 'invoice-details.admin.tsx', 'invoice-payment-panel.admin.tsx'].map((file) => keyOf(`features/appointments/components/${file}`)),
  ),
].filter((f) => !appointmentsScreen.has(f));
checks.push({ name: "admin appointment's visit and invoice (with its details)", bytes: size(visitParts), limit: BUDGETS.adminAppointmentVisit });
const cssFiles = new Set(Object.values(manifest).flatMap((c) => c.css ?? []));
checks.push({ name: 'CSS (all stylesheets)', bytes: size(cssFiles), limit: BUDGETS.css });

const width = Math.max(...checks.map((c) => c.name.length));
let failed = 0;
console.log('\nFront-end budgets (gzip):');
for (const c of checks) {
  const ok = c.bytes <= c.limit;
  if (!ok) failed++;
  console.log(`  ${ok ? 'ok  ' : 'OVER'} ${c.name.padEnd(width)}  ${kb(c.bytes).padStart(9)} / ${kb(c.limit)}`);
}

if (args.includes('--report')) {
  const reportFile = path.join(dist, '.vite/chunks.json');
  const report = fs.existsSync(reportFile) ? (JSON.parse(fs.readFileSync(reportFile, 'utf8')) as ChunkReport[]) : [];
  const owner = (id: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? id.replace(/^apps\/web\//, '');
  console.log('\nWhat each chunk holds (gzip size of the file; modules by rendered bytes, grouped by package):');
  for (const chunk of report.sort((a, b) => gz(b.file) - gz(a.file))) {
    const byOwner = new Map<string, number>();
    for (const m of chunk.modules) byOwner.set(owner(m.id), (byOwner.get(owner(m.id)) ?? 0) + m.bytes);
    const top = [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.log(`  ${chunk.file}  ${kb(gz(chunk.file))}`);
    for (const [name, bytes] of top) console.log(`      ${kb(bytes).padStart(9)}  ${name}`);
    if (byOwner.size > top.length) console.log(`      ... ${byOwner.size - top.length} more`);
  }
}

if (failed > 0) {
  console.error(`\n${failed} front-end budget(s) exceeded.`);
  process.exit(1);
}
