import { asArray, asBoolean, asInteger, asRecord, asString } from "../mapping/server-value";
import { isTransportService } from "./service-type";

/** A bookable service as the services endpoints send it. */
export interface ServerService {
  id?: number;
  name?: string;
  type?: number;
  isDefault?: boolean;
}

/** A service in the booking form's service list. */
export interface ServiceListItem {
  id: number;
  name: string;
  /** The service type id (see ServiceTypeId). */
  type: number;
  /** True for the transport type: its price comes only from pick-up/delivery extras. */
  hideMainRow: boolean;
  selected: boolean;
  /** The select value: the service name. */
  value: string;
  isDefault: boolean;
}

/** Maps one server service to a list item; transport services hide the main row. */
export function toServiceListItem(server: ServerService | null | undefined): ServiceListItem {
  const service = asRecord(server);
  const type = asInteger(service.type);
  const name = asString(service.name);
  return {
    id: asInteger(service.id),
    name,
    type,
    hideMainRow: isTransportService(type),
    selected: false,
    value: name,
    isDefault: asBoolean(service.isDefault),
  };
}

/** Maps a server service list, keeping the server's order. */
export function toServiceList(server: readonly ServerService[] | null | undefined): ServiceListItem[] {
  return asArray(server).map((service) => toServiceListItem(service as ServerService));
}
