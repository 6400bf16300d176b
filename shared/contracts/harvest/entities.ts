/**
 * The harvest calendar's answers (docs/harvest-calendar.md): a farm's pick list of a dispatch day, its upcoming
 * dispatch days, its pickup slots with their orders, the slots a cart can be collected in, a consumer's
 * «Avísame».
 */
import type { BookedSlot } from '../../rules/calendar/pickup-slots.js';
import type { DispatchSchedule } from '../../rules/calendar/dispatch.js';
import type { ProductOrderStatus } from '../orders/entities.js';

/** One product to harvest and pack on the day: the units of every order. */
export interface PicklistProduct {
  productId: string;
  name: string;
  unit?: string;
  quantity: number;
  /** Orders that carry it. */
  orders: number;
}

/** One line in an order's box. */
export interface PicklistLine {
  productOrderId: string;
  productId: string;
  name: string;
  unit?: string;
  quantity: number;
  status: ProductOrderStatus;
  /** A pre-order line's ready date. */
  readyFrom?: string;
}

/** How an order's box reaches its buyer. */
export interface PicklistDelivery {
  mode: 'delivery' | 'pickup';
  /** Delivery: the address, postal code and city; pickup: the farm's pickup point. */
  address: string;
  postalCode?: string;
  city?: string;
  phone?: string;
  /** Pickup: the slot the buyer chose (absent when the farm has no slots). */
  pickupSlot?: BookedSlot;
  /** The buyer's notes for the delivery. */
  notes?: string;
}

/** One order's box on the day. */
export interface PicklistOrder {
  orderId: string;
  /** The order's short reference (8 characters), as on the packing slip. */
  reference: string;
  /** The buyer's name. */
  customer: string;
  lines: PicklistLine[];
  delivery: PicklistDelivery;
}

/** GET /v1/orders/producer/picklist?date=: what the farm harvests and packs for a dispatch day. */
export interface Picklist {
  date: string;
  producerId: string;
  producerName?: string;
  byProduct: PicklistProduct[];
  byOrder: PicklistOrder[];
}

/** One of the farm's upcoming dispatch days. */
export interface DispatchDay {
  date: string;
  /** The cut-off that closes the day's list (farms with a weekly calendar), with its instant. */
  cutoff: { date: string; time: string; at: string } | null;
  /** Whether that cut-off has passed (the list is final). */
  closed: boolean;
  orders: number;
  units: number;
  lines: number;
}

/** GET /v1/orders/producer/dispatch-days. */
export interface DispatchDaysAnswer {
  schedule: DispatchSchedule | null;
  holidays: string[];
  dispatchDays: DispatchDay[];
}

/** One order collecting in a slot. */
export interface SlotOrder {
  orderId: string;
  reference: string;
  customer: string;
  /** Units of the farm's lines in it. */
  units: number;
}

/** One occurrence of a farm's slot, as the farm sees it. */
export interface FarmSlot {
  date: string;
  from: string;
  to: string;
  capacity: number;
  /** Orders booked in it (never above capacity). */
  taken: number;
  orders: SlotOrder[];
}

/** GET /v1/orders/producer/pickup-slots. */
export interface FarmSlotsAnswer {
  slots: FarmSlot[];
}

/** One occurrence a buyer may choose. */
export interface OpenSlot {
  date: string;
  from: string;
  to: string;
  capacity: number;
  /** Places left now (0: full). */
  left: number;
}

/** One farm of the cart that publishes slots. */
export interface CartFarmSlots {
  producerId: string;
  producerName?: string;
  /** The first day the farm's lines can be collected (their dispatch date). */
  readyOn: string;
  /** Where to collect. */
  address: string;
  slots: OpenSlot[];
}

/** GET /v1/carts/pickup-slots. */
export interface CartSlotsAnswer {
  farms: CartFarmSlots[];
}

/** A consumer's «Avísame» on a product. */
export interface StockAlert {
  productId: string;
  /** The consumer asked to be told and has not been told yet. */
  active: boolean;
  /** What it waits for: stock back, or a pre-order's opening (`opensAt`). Absent when not active. */
  waitsFor?: 'stock' | 'opening';
  createdAt?: string;
}

/** GET, POST and DELETE /v1/products/{id}/alert. */
export interface StockAlertAnswer {
  alert: StockAlert;
}
