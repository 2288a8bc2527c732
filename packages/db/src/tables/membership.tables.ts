import type { Generated } from 'kysely';

/** A membership plan on sale (商品): price in fen, length in days. Admins edit these. */
export interface CommodityTable {
  id: Generated<number>;
  name: string;
  description: string;
  price_fen: number;
  days: number;
  sort: number;
  /** 1 while on sale; a withdrawn plan keeps its row so old orders still name it. */
  on_sale: number;
  created_at: number;
  updated_at: number;
}

/** A payment order of one plan. The plan's name, price and days are copied so later edits do not change it. */
export interface PayOrderTable {
  id: Generated<number>;
  /** Our order number, sent to the payment provider and back in its notify. */
  order_no: string;
  user_id: number;
  commodity_id: number;
  commodity_name: string;
  amount_fen: number;
  days: number;
  provider: string;
  /** pending → paid (by a verified notify) or closed. */
  status: string;
  /** The provider's own transaction number, set when paid. */
  trade_no: string | null;
  created_at: number;
  paid_at: number | null;
}

/** VIP membership of a user: one row per user who ever had it. */
export interface MembershipTable {
  user_id: number;
  vip_until: number;
  updated_at: number;
}

/** A batch of activation cards (激活卡) an admin generated, e.g. for one school. */
export interface CardBatchTable {
  id: Generated<number>;
  days: number;
  count: number;
  note: string;
  created_by: number | null;
  created_at: number;
}

/** One activation card. Only the code's sha256 is stored; `code_tail` lets an admin tell cards apart. */
export interface ActivationCardTable {
  id: Generated<number>;
  batch_id: number;
  code_hash: string;
  code_tail: string;
  used_by: number | null;
  used_at: number | null;
}

/** A refused activation-card attempt; recent ones limit how fast codes can be guessed. */
export interface CardBindFailureTable {
  id: Generated<number>;
  user_id: number;
  address: string;
  at: number;
}
