import { describe, expect, it } from 'vitest';
import { withVehicleLabels } from './vehicle-labels.ts';

const f150 = { year: 2020, make: 'Ford', model: 'F-150' };
const labels = (vehicles: Parameters<typeof withVehicleLabels>[0]) => withVehicleLabels(vehicles).map((v) => v.label);

describe('withVehicleLabels', () => {
  it('leaves distinct vehicles as year, make and model, with the plate when there is one', () => {
    expect(labels([f150, { year: 2019, make: 'Honda', model: 'Civic', licensePlate: 'ABC123' }])).toEqual([
      '2020 Ford F-150',
      '2019 Honda Civic (ABC123)',
    ]);
  });

  it('tells two identical vehicles without plates apart by colour', () => {
    expect(labels([{ ...f150, color: 'Red' }, { ...f150, color: 'Blue' }])).toEqual(['2020 Ford F-150 (Red)', '2020 Ford F-150 (Blue)']);
  });

  it("tells them apart by the VIN's last characters when they share a colour", () => {
    expect(
      labels([
        { ...f150, color: 'White', vin: '1FTFW1E50LFA00001' },
        { ...f150, color: 'White', vin: '1FTFW1E50LFA00002' },
      ]),
    ).toEqual(['2020 Ford F-150 (White, VIN …A00001)', '2020 Ford F-150 (White, VIN …A00002)']);
  });

  it('numbers vehicles that nothing else separates, in list order', () => {
    expect(labels([f150, f150, { ...f150, color: null, vin: null, licensePlate: ' ' }])).toEqual([
      '2020 Ford F-150',
      '2020 Ford F-150 (2)',
      '2020 Ford F-150 (3)',
    ]);
  });

  it('only adds details to the vehicles that collide, and keeps every other field', () => {
    const out = withVehicleLabels([
      { id: 'a', ...f150, color: 'Red' },
      { id: 'b', ...f150, color: 'Blue' },
      { id: 'c', year: 2018, make: 'Ford', model: 'F-150', color: 'Red' },
    ]);
    expect(out.map((v) => [v.id, v.label])).toEqual([
      ['a', '2020 Ford F-150 (Red)'],
      ['b', '2020 Ford F-150 (Blue)'],
      ['c', '2018 Ford F-150'],
    ]);
  });
});
