import { bookingFingerprint } from "./booking-idempotency.js";
import { parseOrderListQuery, type ResolvedOrderListQuery } from "@freight/domain/lists/order-list-query";
import type { OrderStatus } from "@freight/domain/orders/order-status";
import type { InvoiceStatus } from "@freight/domain/payments/invoice-status";
import type { FastifyRequest } from "fastify";
import { HttpError } from "../http/http-error.js";
import type { TypedHandlers } from "../http/operation-handler.js";
import type { OpenApiDocument } from "../openapi/contract.js";
import type { Schemas } from "../openapi/contract-types.js";
import { hubFilterOfStaff } from "@freight/domain/staff/staff-roles";
import { optionalUser, requireStaff, requireUser } from "../http/caller.js";
import { recordStaffAction } from "../http/staff-action-record.js";
import { orderAtStaffHub } from "./staff-order-access.js";
import { assignOrderDoor } from "./order-door-service.js";
import { listOrderDeliveries } from "../notifications/order-deliveries.js";
import { orderCallerOf } from "./order-caller.js";
import { contractSchemaValidator, parseJsonPart } from "../http/contract-schema-validator.js";
import { getDriverCheckIn, getDriverOrderInfo, updateDriverCheckIn } from "./driver-check-in-service.js";
import {
  bookOrder,
  copyOrder,
  deletePreOrder,
  updateOrder,
  type Caller,
  type CheckedFile,
  type OrderInput,
  type OrderServices,
} from "./order-booking-service.js";
import {
  cancelOrderAsCustomer,
  cancelPaymentAsCustomer,
  readVisibleOrder,
} from "./customer-order-service.js";
import {
  dashboardMetrics,
  listOngoingOrders,
  listOrderPage,
  ordersPerWeek,
  type OrderListKind,
} from "./order-list-service.js";
import { addOrderNote, checkUploadedFiles, orderTimeline, readOrderFile } from "./order-notes-service.js";
import { orderExtras, orderServiceLines } from "./order-service-lines.js";
import { toOrder, type OrderRow } from "./order-views.js";
import {
  changeOrderStatus,
  issueInvoice,
  listOrderInvoices,
  updateInvoiceStatus,
  sendInvoice,
} from "./staff-order-service.js";

const callerOf = orderCallerOf;

function listQuery(request: FastifyRequest): ResolvedOrderListQuery {
  const parsed = parseOrderListQuery(request.query as Record<string, unknown>);
  if (!parsed.ok) {
    throw new HttpError(
      400,
      parsed.errors.map((error) => error.message).join("; "),
      parsed.errors.map((error) => ({ field: error.field, message: error.message })),
    );
  }
  return parsed.query;
}

const emptyPage = (query: ResolvedOrderListQuery): Schemas["OrderPage"] => ({
  items: [],
  totalPages: 0,
  totalItems: 0,
  currentPage: query.page,
});

export function orderHandlers({
  services,
  contract,
}: {
  services: OrderServices;
  contract: OpenApiDocument;
}): TypedHandlers {
  const { db } = services;
  const validateOrderInput = contractSchemaValidator<OrderInput>(contract, "OrderInput", "order");
  const view = (forStaff = false) => ({ publicApiUrl: services.publicApiUrl, now: services.now(), forStaff });
  const answer = (row: OrderRow, caller?: Caller) => toOrder(db, row, view(caller?.isStaff ?? false));

  /** The order and its new files from a multipart upload (an `order` JSON part and `files` parts) or a JSON body. */
  async function readUpload(request: FastifyRequest): Promise<{ input: OrderInput; files: CheckedFile[] }> {
    if (request.isMultipart()) {
      const body = request.body as { order?: unknown };
      const input = validateOrderInput(parseJsonPart(body.order, "order"));
      return { input, files: checkUploadedFiles(request.uploadedFiles ?? []) };
    }
    return { input: request.body as OrderInput, files: [] };
  }

  const list = (kind: OrderListKind) => async (request: FastifyRequest) => {
    const query = listQuery(request);
    const user = kind === "history" ? requireUser(request) : optionalUser(request);
    if (!user) return emptyPage(query);
    return listOrderPage(db, { kind, customerId: user.userId }, query, view());
  };

  return {
    createOrder: async (request, reply) => {
      const user = requireUser(request);
      const { input, files } = await readUpload(request);
      const key = request.headers["idempotency-key"];
      const idempotency = key ? { key, fingerprint: bookingFingerprint(input, files) } : undefined;
      const { order, replayed } = await bookOrder(services, user.userId, input, files, {
        idempotency,
        bookedByUserId: user.personId,
      });
      // A retry gets the same answer as the first try, marked as a replay.
      reply.code(201);
      if (replayed) void reply.header("idempotent-replayed", "true");
      return answer(order);
    },
    getOrder: async (request) => {
      const { id } = request.params;
      const user = optionalUser(request);
      if (!user) throw new HttpError(404, `Order ${id} was not found`);
      const caller = callerOf(user);
      return answer(await readVisibleOrder(db, caller, id), caller);
    },
    updateOrder: async (request) => {
      const { id } = request.params;
      const caller = callerOf(requireUser(request));
      const { input, files } = await readUpload(request);
      return answer(await updateOrder(services, caller, id, input, files), caller);
    },
    deletePreOrder: async (request, reply) => {
      const { id } = request.params;
      await deletePreOrder(services, callerOf(requireUser(request)), id);
      return reply.code(204).send();
    },
    cancelOrder: async (request) => {
      const { id } = request.body;
      const caller = callerOf(requireUser(request));
      return answer(await cancelOrderAsCustomer(services, caller, id), caller);
    },
    cancelOrderPayment: async (request) => {
      const { id } = request.body;
      const caller = callerOf(requireUser(request));
      return answer(await cancelPaymentAsCustomer(services, caller, id), caller);
    },
    repeatOrder: async (request, reply) => {
      const { id } = request.params;
      const caller = callerOf(requireUser(request));
      const { order, replayed } = await copyOrder(
        services,
        caller,
        id,
        request.body,
        "repeat",
        request.headers["idempotency-key"],
      );
      reply.code(201);
      if (replayed) void reply.header("idempotent-replayed", "true");
      return answer(order, caller);
    },
    duplicateOrder: async (request, reply) => {
      const { id } = request.params;
      const caller = callerOf(requireUser(request));
      const body = (request.body ?? {}) as Schemas["OrderCopyRequest"];
      const { order, replayed } = await copyOrder(
        services,
        caller,
        id,
        body,
        "duplicate",
        request.headers["idempotency-key"],
      );
      reply.code(201);
      if (replayed) void reply.header("idempotent-replayed", "true");
      return answer(order, caller);
    },
    getOrderTimeline: async (request) => {
      const { id } = request.params;
      return orderTimeline(services, callerOf(requireUser(request)), id);
    },
    listOrderInvoices: async (request) => {
      const { id } = request.params;
      return listOrderInvoices(services, callerOf(requireUser(request)), id);
    },
    addOrderNote: async (request, reply) => {
      const caller = callerOf(requireUser(request));
      const body = request.body as { orderId?: unknown; note?: unknown };
      const orderId = Number(body.orderId);
      const files = checkUploadedFiles(request.uploadedFiles ?? []);
      const note = await addOrderNote(services, caller, orderId, String(body.note ?? ""), files);
      reply.code(201);
      return note;
    },
    getOrderFile: async (request, reply) => {
      const { fileId } = request.params;
      const file = await readOrderFile(services, callerOf(requireUser(request)), fileId);
      return reply
        .type(file.contentType)
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'; sandbox")
        .header("cache-control", "private, max-age=300")
        .header(
          "content-disposition",
          `${file.contentType === "application/pdf" ? "attachment" : "inline"}; filename="${encodeURIComponent(file.fileName)}"`,
        )
        .send(file.bytes);
    },
    listOrderServices: async (request) => {
      const { orderId } = request.query;
      const caller = callerOf(requireUser(request));
      const order = await answer(await readVisibleOrder(db, caller, orderId), caller);
      return orderServiceLines(order, await orderExtras(db, orderId));
    },
    listOrderHistory: list("history"),
    countOrdersPerWeek: async (request) =>
      ordersPerWeek(db, requireUser(request).userId, request.query.weeks ?? 8, services.now()),
    listOrders: list("active"),
    listDashboardOrders: list("dashboard"),
    listOngoingOrders: async (request) => {
      const user = optionalUser(request);
      return user ? listOngoingOrders(db, user.userId, view(), request.query.limit) : [];
    },
    getDashboardMetrics: async (request) => {
      const user = optionalUser(request);
      return user
        ? dashboardMetrics(db, user.userId)
        : {
            createdOrdersCount: 0,
            progressOrdersCount: 0,
            complitedOrdersCount: 0,
            failedOrdersCount: 0,
            createdOrdersPercentage: 0,
          };
    },
    getDriverCheckIn: async (request) => getDriverCheckIn(services, request.query.checkincode),
    getDriverOrderInfo: async (request) => getDriverOrderInfo(services, request.query.checkincode),
    updateDriverCheckIn: async (request) => updateDriverCheckIn(services, request.body),

    // Staff
    listStaffOrders: async (request) => {
      const staff = requireStaff(request);
      const query = listQuery(request);
      const { status, customerId } = request.query;
      return listOrderPage(
        db,
        {
          kind: "staff",
          status: status as OrderStatus | undefined,
          customerId,
          hubIds: hubFilterOfStaff(staff.staff),
        },
        query,
        view(true),
      );
    },
    changeOrderStatus: async (request) => {
      const staff = requireStaff(request);
      const { id } = request.params;
      const body = request.body;
      const before = await orderAtStaffHub(db, staff, id);
      const row = await changeOrderStatus(
        services,
        staff.userId,
        id,
        body.status as OrderStatus,
        body.note ?? "",
        body.door,
      );
      recordStaffAction(request, {
        targetType: "order",
        targetId: id,
        before: { status: before.status },
        after: { status: row.status, ...(body.door === undefined ? {} : { door: row.door }) },
        reason: body.note ?? "",
      });
      return answer(row, callerOf(staff));
    },
    assignOrderDoor: async (request) => {
      const staff = requireStaff(request);
      const { id } = request.params;
      const { row, before, isChanged } = await assignOrderDoor(services, staff, id, request.body.door);
      if (isChanged) {
        recordStaffAction(request, {
          targetType: "order",
          targetId: id,
          before: { door: before },
          after: { door: row.door },
          reason: "",
        });
      }
      return answer(row, callerOf(staff));
    },
    listOrderDeliveries: async (request) => {
      const staff = requireStaff(request);
      const { id } = request.params;
      await orderAtStaffHub(db, staff, id);
      return listOrderDeliveries(db, id);
    },
    addStaffOrderNote: async (request, reply) => {
      const staff = requireStaff(request);
      const { id } = request.params;
      const { note, isInternal } = request.body;
      await orderAtStaffHub(db, staff, id);
      const stored = await addOrderNote(services, callerOf(staff), id, note, [], { isInternal });
      reply.code(201);
      return stored;
    },
    issueInvoice: async (request, reply) => {
      const staff = requireStaff(request);
      const { id } = request.params;
      await orderAtStaffHub(db, staff, id);
      const invoice = await issueInvoice(services, staff.userId, id, request.body);
      reply.code(201);
      return invoice;
    },
    updateInvoiceStatus: async (request) => {
      requireStaff(request);
      const { invoiceId } = request.params;
      const { status } = request.body;
      return updateInvoiceStatus(services, invoiceId, status as InvoiceStatus);
    },
    sendInvoice: async (request) => {
      requireStaff(request);
      const { invoiceId } = request.params;
      return sendInvoice(services, invoiceId);
    },
  };
}
