import type { CommodityRow, PayOrderRow, TeacherCodeRepository } from '@yuwen/db';
import {
  type CardBatch,
  type Commodity,
  ORDER_STATUS,
  type Order,
  type OrderStatus,
  type TeacherCode,
  type TeacherCodeState,
  type VipStatus,
} from '@yuwen/protocol';
import { chinaDate } from '../../lib/china-time.js';

export function presentCommodity(row: CommodityRow): Commodity {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price_fen: row.price_fen,
    days: row.days,
    sort: row.sort,
    on_sale: row.on_sale === 1,
  };
}

function orderStatus(status: string): OrderStatus {
  return (ORDER_STATUS as readonly string[]).includes(status) ? (status as OrderStatus) : 'closed';
}

export function presentOrder(row: PayOrderRow): Order {
  return {
    order_no: row.order_no,
    commodity_id: row.commodity_id,
    commodity_name: row.commodity_name,
    amount_fen: row.amount_fen,
    days: row.days,
    provider: row.provider,
    status: orderStatus(row.status),
    created_at: Number(row.created_at),
    paid_at: row.paid_at === null ? null : Number(row.paid_at),
  };
}

/** VIP state at `now` from the end of the term (undefined: never VIP). */
export function presentVip(vipUntil: number | undefined, now: number): VipStatus {
  if (vipUntil === undefined) return { vip: false, vip_end: null, vip_end_date: null };
  return { vip: vipUntil > now, vip_end: vipUntil, vip_end_date: chinaDate(vipUntil) };
}

export function presentBatch(row: {
  id: number;
  days: number;
  count: number;
  note: string;
  created_at: number;
  created_by_account: string | null;
  used: number | string | null;
}): CardBatch {
  return {
    id: row.id,
    days: row.days,
    count: row.count,
    used: Number(row.used ?? 0),
    note: row.note,
    created_at: Number(row.created_at),
    created_by: row.created_by_account ?? '',
  };
}

/** A teacher code as the list query reads it. */
export type TeacherCodeRead = Awaited<ReturnType<TeacherCodeRepository['list']>>[number];

/** A teacher code with its state at `now`; a stopped code reads as stopped even once run out. */
export function presentTeacherCode(row: TeacherCodeRead, now: number): TeacherCode {
  const expiresAt = row.expires_at === null ? null : Number(row.expires_at);
  const usedAt = row.used_at === null ? null : Number(row.used_at);
  const state: TeacherCodeState =
    usedAt !== null
      ? 'used'
      : row.disabled_at !== null
        ? 'disabled'
        : expiresAt !== null && expiresAt <= now
          ? 'expired'
          : 'unused';
  return {
    id: row.id,
    code_tail: row.code_tail,
    note: row.note,
    state,
    expires_at: expiresAt,
    created_at: Number(row.created_at),
    created_by: row.created_by_account ?? '',
    used_by: usedAt === null ? null : (row.used_by_account ?? '已注销用户'),
    used_at: usedAt,
  };
}
