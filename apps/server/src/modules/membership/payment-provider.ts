import { createHmac, timingSafeEqual } from 'node:crypto';
import { SANDBOX_PROVIDER } from '@yuwen/protocol';

/** The fields of a payment notify, without its signature. */
export interface NotifyFields {
  order_no: string;
  trade_no: string;
  amount_fen: number;
  timestamp: number;
}

/** Signs notify fields: HMAC-SHA256 (hex) of `key=value` pairs sorted by key and joined with `&`. */
export function signNotify(fields: NotifyFields, secret: string): string {
  const text = Object.entries(fields)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** Checks a notify signature in constant time. */
export function verifyNotify(fields: NotifyFields, sign: string, secret: string): boolean {
  const expected = Buffer.from(signNotify(fields, secret), 'hex');
  const given = Buffer.from(sign, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A payment provider: it takes the money for an order and later calls our notify with a signed
 * result. A real provider (WeChat Pay, Alipay) would add its own order creation here.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Whether a signed-in user may complete payments through the sandbox call. */
  readonly simulatesPayment: boolean;
  /** The notify this provider sends once the order is paid. */
  paidNotify(order: { order_no: string; amount_fen: number }, now: number): NotifyFields & { sign: string };
}

/**
 * 沙箱支付，仅供开发测试: no money moves. "Paying" makes the notify a real provider would send,
 * signed with the configured secret, so the notify path is the same as in production.
 */
export function sandboxProvider(secret: string): PaymentProvider {
  return {
    name: SANDBOX_PROVIDER,
    simulatesPayment: true,
    paidNotify(order, now) {
      const fields: NotifyFields = {
        order_no: order.order_no,
        trade_no: `SANDBOX-${order.order_no}`,
        amount_fen: order.amount_fen,
        timestamp: Math.floor(now / 1000),
      };
      return { ...fields, sign: signNotify(fields, secret) };
    },
  };
}

/** The provider the configuration selects; null when online payment is off. */
export function paymentProviderFor(payment: {
  provider: 'sandbox' | 'off';
  notifySecret: string;
}): PaymentProvider | null {
  return payment.provider === 'sandbox' ? sandboxProvider(payment.notifySecret) : null;
}
