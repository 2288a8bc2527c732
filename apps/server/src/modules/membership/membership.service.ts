import { randomBytes } from 'node:crypto';
import type { ActivationCardRepository, CommodityFields, MembershipRepository } from '@yuwen/db';
import {
  CARD_ORDER_PROVIDER,
  type CallParams,
  type CardBatch,
  CODE,
  type Commodity,
  type createCardBatchCall,
  formatCardCode,
  ORDER_PENDING_MS,
  type Order,
  type payNotifyCall,
  type saveCommodityCall,
  type VipStatus,
} from '@yuwen/protocol';
import { AppError } from '../../plugins/app-error.js';
import { requireRole, type SessionUser } from '../../plugins/auth.plugin.js';
import type { ParentPassService } from '../parent/parent-pass.service.js';
import { generateCardCodes, hashCardCode, storedCard } from './card-codes.js';
import type { CodeTries } from './code-tries.js';
import { presentBatch, presentCommodity, presentOrder, presentVip } from './membership.presenter.js';
import { type PaymentProvider, verifyNotify } from './payment-provider.js';

const ORDER_NOT_FOUND = '订单不存在';
const ORDER_NOT_PAYABLE = '这个订单已关闭，请重新下单';

/**
 * Membership: plans, orders paid through a payment provider, the signed payment notify, VIP
 * state, and activation cards. Every user call works on the caller's own data only; the ones that
 * spend money or a card (ordering, paying, binding a card) need a parent pass (issue 18), checked
 * before anything is written. Cancelling an unpaid order spends nothing and needs none.
 */
export class MembershipService {
  constructor(
    private readonly membership: MembershipRepository,
    private readonly cards: ActivationCardRepository,
    /** null when online payment is off (activation cards only). */
    private readonly provider: PaymentProvider | null,
    private readonly notifySecret: string,
    private readonly parentPasses: ParentPassService,
    private readonly tries: CodeTries,
  ) {}

  /** Plans on sale. */
  async commodities(): Promise<Commodity[]> {
    return (await this.membership.listCommodities()).map(presentCommodity);
  }

  /** Creates a pending order of a plan on sale for the user. */
  async unifiedOrder(
    user: SessionUser,
    commodityId: number,
    pass: string | undefined,
    now = Date.now(),
  ): Promise<{ order: Order; provider: string }> {
    requireRole(user, 'pupil');
    if (!this.provider) throw AppError.failed('暂未开通在线支付，请使用激活卡开通会员');
    await this.parentPasses.require(user, pass, now);
    const plan = await this.membership.findCommodity(commodityId);
    if (plan?.on_sale !== 1) throw AppError.notFound('该套餐已下架，请选择其他套餐');
    await this.membership.closeStaleOrders(user.id, now - ORDER_PENDING_MS);
    const orderNo = `YW${now}${randomBytes(4).toString('hex').toUpperCase()}`;
    await this.membership.createOrder({
      order_no: orderNo,
      user_id: user.id,
      commodity_id: plan.id,
      commodity_name: plan.name,
      amount_fen: plan.price_fen,
      days: plan.days,
      provider: this.provider.name,
      created_at: now,
    });
    return { order: presentOrder(await this.ownOrder(user.id, orderNo)), provider: this.provider.name };
  }

  /** Sandbox only: pays the user's own order by sending the provider's signed notify to ourselves. */
  async sandboxPay(
    user: SessionUser,
    orderNo: string,
    pass: string | undefined,
    now = Date.now(),
  ): Promise<{ order: Order; vip: VipStatus }> {
    if (!this.provider?.simulatesPayment) throw AppError.forbidden('沙箱支付未开启');
    await this.parentPasses.require(user, pass, now);
    await this.membership.closeStaleOrders(user.id, now - ORDER_PENDING_MS);
    const order = await this.ownOrder(user.id, orderNo);
    if (order.status !== 'pending') throw AppError.failed(ORDER_NOT_PAYABLE);
    await this.notify(this.provider.paidNotify(order, now), now);
    return { order: presentOrder(await this.ownOrder(user.id, orderNo)), vip: await this.vipStatus(user.id, now) };
  }

  /**
   * The payment notify: the signature must match, the order must exist and the amount agree.
   * The first valid notify marks the order paid and extends VIP; repeats change nothing.
   */
  async notify(p: CallParams<typeof payNotifyCall>, now = Date.now()) {
    const { sign, ...fields } = p;
    // An empty secret (payment off) is one anyone could sign with: refuse every notify.
    if (!this.notifySecret || !verifyNotify(fields, sign, this.notifySecret))
      throw new AppError(CODE.forbidden, '签名验证失败');
    const order = await this.membership.findOrder(p.order_no);
    if (!order) throw AppError.notFound(ORDER_NOT_FOUND);
    if (order.amount_fen !== p.amount_fen) throw AppError.failed('支付金额与订单金额不符');
    await this.membership.payOrder(p.order_no, p.trade_no, now);
    return { order_no: p.order_no, status: 'paid' as const };
  }

  /** Cancels the user's own pending order; a paid one cannot be, a closed one stays closed. */
  async cancelOrder(user: SessionUser, orderNo: string): Promise<Order> {
    const order = await this.ownOrder(user.id, orderNo);
    if (order.status === 'paid') throw AppError.failed('这个订单已支付，不能取消');
    await this.membership.closeOrder(user.id, orderNo);
    return presentOrder(await this.ownOrder(user.id, orderNo));
  }

  /** The user's orders, newest first; orders left unpaid past ORDER_PENDING_MS show as closed. */
  async buyRecord(user: SessionUser, page: number, pageSize: number, now = Date.now()) {
    await this.membership.closeStaleOrders(user.id, now - ORDER_PENDING_MS);
    const { rows, total } = await this.membership.listOrders(user.id, (page - 1) * pageSize, pageSize);
    return { list: rows.map(presentOrder), total, page, page_size: pageSize };
  }

  async vipStatus(userId: number, now = Date.now()): Promise<VipStatus> {
    return presentVip(await this.membership.findVipUntil(userId), now);
  }

  /**
   * Binds an activation card: one use per card, extends VIP by the card's days. Wrong or used
   * codes are counted; too many in a short time are refused before the code is even looked at.
   */
  async cardBind(user: SessionUser, code: string, pass: string | undefined, address: string, now = Date.now()) {
    requireRole(user, 'pupil');
    // Before the failure count: a refused pass neither counts nor looks at the code.
    await this.parentPasses.require(user, pass, now);
    await this.tries.check(user.id, address, '激活卡号', now);
    const use = await this.cards.useCard(hashCardCode(code), user.id, now, CARD_ORDER_PROVIDER);
    if (use.result === 'bound') return { days: use.days, vip: presentVip(use.vipUntil, now) };
    await this.tries.wrong(user.id, address, now);
    if (use.result === 'invalid') throw AppError.failed('激活卡号无效，请核对后重新输入');
    throw AppError.failed(use.bySameUser ? '您已使用过这张激活卡' : '这张激活卡已被使用');
  }

  // ---- management (admin only) ----

  async manageCommodities(user: SessionUser): Promise<Commodity[]> {
    requireRole(user, 'admin');
    return (await this.membership.listCommodities(true)).map(presentCommodity);
  }

  /** Creates a plan, or edits plan `id`. */
  async saveCommodity(
    user: SessionUser,
    p: CallParams<typeof saveCommodityCall>,
    now = Date.now(),
  ): Promise<Commodity> {
    requireRole(user, 'admin');
    const fields: CommodityFields = {
      name: p.name,
      description: p.description,
      price_fen: p.price_fen,
      days: p.days,
      sort: p.sort,
      on_sale: p.on_sale ? 1 : 0,
    };
    let id = p.id;
    if (id === undefined) id = await this.membership.createCommodity(fields, now);
    else if (!(await this.membership.updateCommodity(id, fields, now))) throw AppError.notFound('套餐不存在');
    return this.commodity(id);
  }

  async setOnSale(user: SessionUser, id: number, onSale: boolean, now = Date.now()): Promise<Commodity> {
    requireRole(user, 'admin');
    if (!(await this.membership.updateCommodity(id, { on_sale: onSale ? 1 : 0 }, now))) {
      throw AppError.notFound('套餐不存在');
    }
    return this.commodity(id);
  }

  /** Generates a batch; its codes are answered this once (only their hashes are kept). */
  async createCardBatch(
    user: SessionUser,
    p: CallParams<typeof createCardBatchCall>,
    now = Date.now(),
  ): Promise<{ batch: CardBatch; codes: string[] }> {
    requireRole(user, 'admin');
    const codes = generateCardCodes(p.count);
    const id = await this.cards.createBatch(
      { days: p.days, note: p.note, created_by: user.id, created_at: now },
      codes.map(storedCard),
    );
    const batch = (await this.cards.listBatches()).find((b) => b.id === id);
    if (!batch) throw AppError.failed('生成失败，请重试');
    return { batch: presentBatch(batch), codes: codes.map(formatCardCode) };
  }

  async cardBatches(user: SessionUser): Promise<CardBatch[]> {
    requireRole(user, 'admin');
    return (await this.cards.listBatches()).map(presentBatch);
  }

  async batchCards(user: SessionUser, batchId: number) {
    requireRole(user, 'admin');
    const rows = await this.cards.listCards(batchId);
    return rows.map((row) => ({
      id: row.id,
      code_tail: row.code_tail,
      used_by: row.used_at === null ? null : (row.used_by_account ?? '已注销用户'),
      used_at: row.used_at === null ? null : Number(row.used_at),
    }));
  }

  private async commodity(id: number): Promise<Commodity> {
    const row = await this.membership.findCommodity(id);
    if (!row) throw AppError.notFound('套餐不存在');
    return presentCommodity(row);
  }

  /** The user's own order; another user's order is "not found", never shown. */
  private async ownOrder(userId: number, orderNo: string) {
    const order = await this.membership.findOrder(orderNo);
    if (!order || order.user_id !== userId) throw AppError.notFound(ORDER_NOT_FOUND);
    return order;
  }
}
