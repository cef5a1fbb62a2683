import { RECORD_RECEIPT_MAX_BYTES } from '@drivecare/contract/vehicle-care';

/** Room for the multipart envelope and the record's fields around a receipt at the limit. */
export const RECORD_UPLOAD_BODY_LIMIT = RECORD_RECEIPT_MAX_BYTES + 64 * 1024;

type FormValue = string | File | (string | File)[] | undefined;

const text = (v: FormValue) => (typeof v === 'string' ? v : undefined);
/** A number field: empty is absent, anything else is handed to the schema as a number (NaN is refused there). */
const number = (v: FormValue) => {
  const s = text(v)?.trim();
  return s ? Number(s) : null;
};
const list = (v: FormValue) => (v === undefined ? [] : Array.isArray(v) ? v : [v]).filter((x): x is string => typeof x === 'string');

/** A record's multipart fields as the JSON shape the contract's schema reads (serviceIds repeated or `serviceIds[]`). */
export function recordFormFields(form: Record<string, FormValue>) {
  return {
    serviceDate: text(form.serviceDate),
    odometerMiles: number(form.odometerMiles),
    serviceIds: [...list(form.serviceIds), ...list(form['serviceIds[]'])],
    description: text(form.description),
    costCents: number(form.costCents),
    notes: text(form.notes),
  };
}
