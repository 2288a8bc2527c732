import {
  activeStatusCall,
  buyRecordCall,
  cancelOrderCall,
  cardBatchCardsCall,
  cardBatchesCall,
  cardBindCall,
  commoditiesCall,
  createCardBatchCall,
  manageCommoditiesCall,
  payNotifyCall,
  sandboxPayCall,
  saveCommodityCall,
  setCommodityOnSaleCall,
  teacherCodeCreateCall,
  teacherCodeDisableCall,
  teacherCodeRedeemCall,
  teacherCodesCall,
  unifiedOrderCall,
} from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/protocol.plugin.js';
import type { MembershipService } from './membership.service.js';
import type { TeacherCodesService } from './teacher-codes.service.js';

/** Membership: plans, orders and payment notify, VIP state, activation cards, teacher codes, and their management. */
export function membershipRoutes(
  app: FastifyInstance,
  service: MembershipService,
  teacherCodes: TeacherCodesService,
): void {
  registerCall(app, commoditiesCall, () => service.commodities());
  registerCall(app, unifiedOrderCall, (p, { user }) => service.unifiedOrder(user, p.commodity_id, p.pass));
  registerCall(app, sandboxPayCall, (p, { user }) => service.sandboxPay(user, p.order_no, p.pass));
  registerCall(app, payNotifyCall, (p) => service.notify(p));
  registerCall(app, cancelOrderCall, (p, { user }) => service.cancelOrder(user, p.order_no));
  registerCall(app, buyRecordCall, (p, { user }) => service.buyRecord(user, p.page, p.page_size));
  registerCall(app, activeStatusCall, (_p, { user }) => service.vipStatus(user.id));
  registerCall(app, cardBindCall, (p, { user, request }) => service.cardBind(user, p.code, p.pass, request.ip));

  registerCall(app, manageCommoditiesCall, (_p, { user }) => service.manageCommodities(user));
  registerCall(app, saveCommodityCall, (p, { user }) => service.saveCommodity(user, p));
  registerCall(app, setCommodityOnSaleCall, (p, { user }) => service.setOnSale(user, p.id, p.on_sale));
  registerCall(app, createCardBatchCall, (p, { user }) => service.createCardBatch(user, p));
  registerCall(app, cardBatchesCall, (_p, { user }) => service.cardBatches(user));
  registerCall(app, cardBatchCardsCall, (p, { user }) => service.batchCards(user, p.batch_id));

  registerCall(app, teacherCodeRedeemCall, (p, { user, request }) => teacherCodes.redeem(user, p.code, request.ip));
  registerCall(app, teacherCodeCreateCall, (p, { user }) => teacherCodes.create(user, p));
  registerCall(app, teacherCodesCall, (_p, { user }) => teacherCodes.list(user));
  registerCall(app, teacherCodeDisableCall, (p, { user }) => teacherCodes.disable(user, p.id));
}
