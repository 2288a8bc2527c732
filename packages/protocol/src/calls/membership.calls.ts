import { z } from 'zod';
import { defineCall, formFlag, formId, formInt } from './define-call.js';
import { pageOf, pageParams } from './paging.js';
import { parentPassParam } from './parent.calls.js';

/** A membership plan (商品). Prices are in fen (分). */
export const commoditySchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  price_fen: z.number(),
  days: z.number(),
  sort: z.number(),
  on_sale: z.boolean(),
});
export type Commodity = z.output<typeof commoditySchema>;

/** Order states: waiting for payment, paid (a verified notify arrived), or closed. */
export const ORDER_STATUS = ['pending', 'paid', 'closed'] as const;
export type OrderStatus = (typeof ORDER_STATUS)[number];

/** A pending order not paid within this time is closed (it shows 已关闭 and cannot be paid). */
export const ORDER_PENDING_MS = 30 * 60 * 1000;

/** One of the user's orders (buy record). */
export const orderSchema = z.object({
  order_no: z.string(),
  commodity_id: z.number(),
  commodity_name: z.string(),
  amount_fen: z.number(),
  days: z.number(),
  provider: z.string(),
  status: z.enum(ORDER_STATUS),
  created_at: z.number(),
  paid_at: z.number().nullable(),
});
export type Order = z.output<typeof orderSchema>;

/** VIP state: the end of the term as epoch ms and as a China Standard Time date, null when never VIP. */
export const vipStatusSchema = z.object({
  vip: z.boolean(),
  vip_end: z.number().nullable(),
  vip_end_date: z.string().nullable(),
});
export type VipStatus = z.output<typeof vipStatusSchema>;

/** The payment provider that only simulates payment, for development and tests. */
export const SANDBOX_PROVIDER = 'sandbox';
export const SANDBOX_LABEL = '沙箱支付，仅供开发测试';
/** Orders of this provider record an activation card (0 fen), not a payment. */
export const CARD_ORDER_PROVIDER = 'activation_card';

/** Plans on sale, in display order (commodities). Visitors may see them too. */
export const commoditiesCall = defineCall({
  method: 'GET',
  path: '/api/pay/commodities',
  user: false,
  params: z.object({}),
  answer: z.array(commoditySchema),
});

/** Unified order: creates a pending order of a plan and answers what the payment step needs; needs a parent pass. */
export const unifiedOrderCall = defineCall({
  method: 'POST',
  path: '/api/pay/unifiedOrder',
  user: true,
  params: z.object({ commodity_id: formId, pass: parentPassParam }),
  answer: z.object({
    order: orderSchema,
    /** The provider that takes the payment; `sandbox` is completed with sandboxPayCall. */
    provider: z.string(),
  }),
});

/**
 * Sandbox only (沙箱支付，仅供开发测试): completes the payment of the user's own pending order by
 * sending the signed notify a real provider would send. Paying needs a parent pass.
 */
export const sandboxPayCall = defineCall({
  method: 'POST',
  path: '/api/pay/sandbox/pay',
  user: true,
  params: z.object({ order_no: z.string().min(1).max(64), pass: parentPassParam }),
  answer: z.object({ order: orderSchema, vip: vipStatusSchema }),
});

/**
 * Notify: the payment provider's callback. `sign` is the HMAC-SHA256 (hex) of the other fields,
 * sorted by name and joined as `key=value&…`, with the shared notify secret. Repeats are harmless.
 */
export const payNotifyCall = defineCall({
  method: 'POST',
  path: '/api/pay/notify',
  user: false,
  params: z.object({
    order_no: z.string().min(1).max(64),
    trade_no: z.string().min(1).max(64),
    amount_fen: formInt.min(0),
    timestamp: formInt,
    sign: z.string().regex(/^[0-9a-f]{64}$/, '签名格式不正确'),
  }),
  answer: z.object({ order_no: z.string(), status: z.enum(ORDER_STATUS) }),
});

/** Cancels the user's own pending order (a paid or closed one is left as it is). */
export const cancelOrderCall = defineCall({
  method: 'POST',
  path: '/api/pay/cancel',
  user: true,
  params: z.object({ order_no: z.string().min(1).max(64) }),
  answer: orderSchema,
});

/** Buy record: the user's own orders, newest first, activation cards included (provider CARD_ORDER_PROVIDER). */
export const buyRecordCall = defineCall({
  method: 'GET',
  path: '/api/pay/buyRecord',
  user: true,
  params: pageParams,
  answer: pageOf(orderSchema),
});

/** The user's VIP state and end date. */
export const activeStatusCall = defineCall({
  method: 'GET',
  path: '/api/activeStatus',
  user: true,
  params: z.object({}),
  answer: vipStatusSchema,
});

/** Activation codes: 16 characters without look-alikes (no 0/O, 1/I/L), shown in groups of four. */
export const CARD_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CARD_CODE_LENGTH = 16;

/** Reads a typed code: case, spaces and dashes do not matter. */
export function normalizeCardCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** Shows a code as XXXX-XXXX-XXXX-XXXX. */
export function formatCardCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

const cardCodePattern = new RegExp(`^[${CARD_CODE_ALPHABET}]{${CARD_CODE_LENGTH}}$`);

/** A typed activation code (a card's, or a teacher's): read as normalizeCardCode does, named `label` in messages. */
export function activationCodeParam(label: string) {
  return z
    .string({ error: `请输入${label}` })
    .max(64, `${label}格式不正确`)
    .transform(normalizeCardCode)
    .pipe(z.string().min(1, `请输入${label}`).regex(cardCodePattern, `${label}格式不正确，请核对后重新输入`));
}

/**
 * Binds an activation card (激活卡) to the user: one use per card; extends VIP by the card's days.
 * A card is worth money and is used up: needs a parent pass.
 */
export const cardBindCall = defineCall({
  method: 'POST',
  path: '/api/cardBind',
  user: true,
  params: z.object({
    code: activationCodeParam('激活卡号'),
    pass: parentPassParam,
  }),
  answer: z.object({ days: z.number(), vip: vipStatusSchema }),
});

// ---- Management (admin only) ----

/** Every plan, withdrawn ones included. */
export const manageCommoditiesCall = defineCall({
  method: 'GET',
  path: '/api/manage/commodities',
  user: true,
  params: z.object({}),
  answer: z.array(commoditySchema),
});

/** Creates a plan (no `id`) or edits plan `id`. */
export const saveCommodityCall = defineCall({
  method: 'POST',
  path: '/api/manage/commodity/save',
  user: true,
  params: z.object({
    id: formId.optional(),
    name: z.string({ error: '请输入套餐名称' }).trim().min(1, '请输入套餐名称').max(30, '套餐名称最多 30 个字'),
    description: z.string().trim().max(200, '说明最多 200 个字').default(''),
    price_fen: formInt.min(1, '价格至少 0.01 元').max(10_000_000, '价格过高'),
    days: formInt.min(1, '时长至少 1 天').max(3650, '时长最多 3650 天'),
    sort: formInt.min(0).max(9999).default(0),
    on_sale: formFlag,
  }),
  answer: commoditySchema,
});

/** Puts a plan on sale or withdraws it (orders already made keep their plan). */
export const setCommodityOnSaleCall = defineCall({
  method: 'POST',
  path: '/api/manage/commodity/onSale',
  user: true,
  params: z.object({ id: formId, on_sale: formFlag }),
  answer: commoditySchema,
});

/** A batch of activation cards as listed. */
export const cardBatchSchema = z.object({
  id: z.number(),
  days: z.number(),
  count: z.number(),
  used: z.number(),
  note: z.string(),
  created_at: z.number(),
  created_by: z.string(),
});
export type CardBatch = z.output<typeof cardBatchSchema>;

/** The most cards one batch may hold. */
export const CARD_BATCH_MAX = 1000;

/** Generates a batch of cards. The codes are answered this once only: the server keeps only their hashes. */
export const createCardBatchCall = defineCall({
  method: 'POST',
  path: '/api/manage/cardBatch',
  user: true,
  params: z.object({
    count: formInt.min(1, '数量至少 1 张').max(CARD_BATCH_MAX, `每批最多 ${CARD_BATCH_MAX} 张`),
    days: formInt.min(1, '天数至少 1 天').max(3650, '天数最多 3650 天'),
    note: z.string().trim().max(100, '备注最多 100 个字').default(''),
  }),
  answer: z.object({ batch: cardBatchSchema, codes: z.array(z.string()) }),
});

/** Every batch, newest first, with how many of its cards are used. */
export const cardBatchesCall = defineCall({
  method: 'GET',
  path: '/api/manage/cardBatches',
  user: true,
  params: z.object({}),
  answer: z.array(cardBatchSchema),
});

/** The cards of a batch: the last four characters of each code, and who used it when. */
export const cardBatchCardsCall = defineCall({
  method: 'GET',
  path: '/api/manage/cardBatch/cards',
  user: true,
  params: z.object({ batch_id: formId }),
  answer: z.array(
    z.object({ id: z.number(), code_tail: z.string(), used_by: z.string().nullable(), used_at: z.number().nullable() }),
  ),
});
