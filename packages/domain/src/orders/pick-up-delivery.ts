/** Which transport add-on a booking has. */
export const PickUpDeliveryType = {
  PickUp: "pick-up",
  Delivery: "delivery",
  PickupAndDelivery: "pickupAndDelivery",
} as const;

/** One pick-up/delivery type. */
export type PickUpDeliveryType = (typeof PickUpDeliveryType)[keyof typeof PickUpDeliveryType];

/** Every pick-up/delivery type. */
export const PICK_UP_DELIVERY_TYPES: readonly PickUpDeliveryType[] = Object.values(PickUpDeliveryType);

/** Whether a value is one of the pick-up/delivery types. */
export function isPickUpDeliveryType(value: unknown): value is PickUpDeliveryType {
  return PICK_UP_DELIVERY_TYPES.includes(value as PickUpDeliveryType);
}

/** The customer's role at the pick-up or delivery stop. */
export const PickUpDeliveryRole = {
  Receiver: "receiver",
  Shipper: "shipper",
  ReceiverAndShipper: "receiverAndShipper",
} as const;

/** One pick-up/delivery role. */
export type PickUpDeliveryRole = (typeof PickUpDeliveryRole)[keyof typeof PickUpDeliveryRole];

/** Numeric role codes as the API sends them: receiver 0, shipper 1, receiverAndShipper 2. */
export const PickUpDeliveryRoleCode = {
  Receiver: 0,
  Shipper: 1,
  ReceiverAndShipper: 2,
} as const;

/** One numeric role code. */
export type PickUpDeliveryRoleCode = (typeof PickUpDeliveryRoleCode)[keyof typeof PickUpDeliveryRoleCode];

/** Every role, in code order. */
export const PICK_UP_DELIVERY_ROLES: readonly PickUpDeliveryRole[] = Object.values(PickUpDeliveryRole);

/** Every role code, ascending. */
export const PICK_UP_DELIVERY_ROLE_CODES: readonly PickUpDeliveryRoleCode[] =
  Object.values(PickUpDeliveryRoleCode);

/** Whether a value is one of the roles. */
export function isPickUpDeliveryRole(value: unknown): value is PickUpDeliveryRole {
  return PICK_UP_DELIVERY_ROLES.includes(value as PickUpDeliveryRole);
}

/** The numeric code of a role (its position in code order). */
export function pickUpDeliveryRoleToCode(role: PickUpDeliveryRole): PickUpDeliveryRoleCode {
  return PICK_UP_DELIVERY_ROLES.indexOf(role) as PickUpDeliveryRoleCode;
}

/** The role for a numeric code, or undefined for an unknown code. */
export function pickUpDeliveryRoleFromCode(code: number): PickUpDeliveryRole | undefined {
  return Number.isInteger(code) ? PICK_UP_DELIVERY_ROLES[code] : undefined;
}

/** How the stop is scheduled: first come first served, a fixed appointment, or an appointment not set yet. */
export const AppointmentKind = {
  Fcfs: "Fcfs",
  Appt: "Appt",
  ApptNotSet: "ApptNotSet",
} as const;

/** One appointment kind. */
export type AppointmentKind = (typeof AppointmentKind)[keyof typeof AppointmentKind];

/** Every appointment kind. */
export const APPOINTMENT_KINDS: readonly AppointmentKind[] = Object.values(AppointmentKind);

/** The three appointment flags a pick-up/delivery detail carries; exactly one is true. */
export interface AppointmentFlags {
  fcfs: boolean;
  appt: boolean;
  apptNotSet: boolean;
}

/** The flags for an appointment kind (exactly one set). */
export function appointmentFlags(kind: AppointmentKind): AppointmentFlags {
  return {
    fcfs: kind === AppointmentKind.Fcfs,
    appt: kind === AppointmentKind.Appt,
    apptNotSet: kind === AppointmentKind.ApptNotSet,
  };
}

/** The appointment kind the flags describe; with no flag set the default, first come first served, applies. */
export function appointmentKindOf(flags: AppointmentFlags): AppointmentKind {
  if (flags.appt) return AppointmentKind.Appt;
  if (flags.apptNotSet) return AppointmentKind.ApptNotSet;
  return AppointmentKind.Fcfs;
}
