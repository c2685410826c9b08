import {
  deliveryStepSchema,
  documentsStepSchema,
  goodsStepSchema,
  pickupStepSchema,
  sendToStepSchema,
  transportStepSchema,
} from '../../schemas';

// Numbered from 1 in the URL, in a saved draft (the step to resume at) and on screen.

export const STEPS = [
  { key: 'sendTo', schema: sendToStepSchema, fields: ['sendTo', 'carrierIds', 'biddingClosesAt'] },
  { key: 'pickup', schema: pickupStepSchema, fields: ['pickup'] },
  { key: 'delivery', schema: deliveryStepSchema, fields: ['delivery'] },
  {
    key: 'transport',
    schema: transportStepSchema,
    fields: ['shipmentMode', 'truckType', 'ftl', 'containerType'],
  },
  {
    key: 'goods',
    schema: goodsStepSchema,
    fields: ['commodityType', 'readiness', 'description', 'incoterms', 'goods'],
  },
  { key: 'documents', schema: documentsStepSchema, fields: ['uploadedFilesId', 'notes'] },
] as const;

export type StepKey = (typeof STEPS)[number]['key'];
export const STEP_COUNT = STEPS.length;

/** A step number from the URL or a draft, kept within 1..STEP_COUNT; null when there is none. */
export function toStepNumber(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) return null;
  return Math.min(Math.max(n, 1), STEP_COUNT);
}

/** The step that asks for the value at a path of the inquiry ('delivery.date' → 3). */
export function stepOfPath(path: ReadonlyArray<PropertyKey>): number {
  const head = String(path[0] ?? '');
  const index = STEPS.findIndex((step) => (step.fields as readonly string[]).includes(head));
  return index === -1 ? 1 : index + 1;
}
