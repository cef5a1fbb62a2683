/** What a picker knows about a vehicle; colour and VIN are optional because not every list carries them. */
export interface LabelledVehicleInput {
  year: number;
  make: string;
  model: string;
  licensePlate?: string | null;
  color?: string | null;
  vin?: string | null;
}

const VIN_TAIL = 6;

const base = (v: LabelledVehicleInput) => `${v.year} ${v.make} ${v.model}`;
const withDetails = (v: LabelledVehicleInput, details: (string | null | undefined)[]) => {
  const shown = details.map((d) => d?.trim()).filter((d): d is string => Boolean(d));
  return shown.length ? `${base(v)} (${shown.join(', ')})` : base(v);
};
const key = (label: string) => label.toLowerCase();

/**
 * One label per vehicle of a picker, told apart where two would read the same: a member may own two
 * '2020 Ford F-150' without plates, and a list of identical options lets them book the wrong one. The plate
 * shows whenever there is one; vehicles that still collide add their colour and the VIN's last characters;
 * any left alike are numbered in list order ('(2)', '(3)').
 */
export function withVehicleLabels<T extends LabelledVehicleInput>(vehicles: readonly T[]): (T & { label: string })[] {
  const plain = vehicles.map((v) => withDetails(v, [v.licensePlate]));
  const plainCount = countBy(plain);
  const detailed = vehicles.map((v, i) => {
    const label = plain[i] ?? base(v);
    if ((plainCount.get(key(label)) ?? 0) < 2) return label;
    return withDetails(v, [v.licensePlate, v.color, v.vin ? `VIN …${v.vin.slice(-VIN_TAIL)}` : null]);
  });
  const detailedCount = countBy(detailed);
  const seen = new Map<string, number>();
  return vehicles.map((v, i) => {
    const label = detailed[i] ?? base(v);
    if ((detailedCount.get(key(label)) ?? 0) < 2) return { ...v, label };
    const nth = (seen.get(key(label)) ?? 0) + 1;
    seen.set(key(label), nth);
    return { ...v, label: nth === 1 ? label : `${label} (${nth})` };
  });
}

function countBy(labels: string[]) {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(key(label), (counts.get(key(label)) ?? 0) + 1);
  return counts;
}
