/** Service type ids as the API sends them. */
export const ServiceTypeId = {
  Transload: 1,
  CrossDocking: 2,
  Transport: 3,
  Storage: 4,
  Rework: 5,
  Overweight: 6,
} as const;

/** One of the service type ids. */
export type ServiceTypeId = (typeof ServiceTypeId)[keyof typeof ServiceTypeId];

/** Every service type id, in id order. */
export const SERVICE_TYPE_IDS: readonly ServiceTypeId[] = Object.values(ServiceTypeId);

/** Whether a value is one of the known service type ids. */
export function isServiceTypeId(value: unknown): value is ServiceTypeId {
  return SERVICE_TYPE_IDS.includes(value as ServiceTypeId);
}

/** Whether the service type is Transport (no main row, no minimum charge, only the pick-up-and-delivery option). */
export function isTransportService(serviceTypeId: number): boolean {
  return serviceTypeId === ServiceTypeId.Transport;
}
