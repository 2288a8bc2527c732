import { describe, expect, it } from 'vitest';
import { describeVip } from './components/vip-status';
import { yuan } from './price';

describe('membership texts', () => {
  it('states the VIP term in one line', () => {
    expect(describeVip({ vip: true, vip_end: 1, vip_end_date: '2026-12-22' })).toBe('会员有效期至 2026-12-22');
    expect(describeVip({ vip: false, vip_end: 1, vip_end_date: '2026-01-02' })).toBe('会员已于 2026-01-02 到期');
    expect(describeVip({ vip: false, vip_end: null, vip_end_date: null })).toBe('未开通会员');
  });

  it('shows fen as yuan with two decimals', () => {
    expect(yuan(2500)).toBe('25.00');
    expect(yuan(1)).toBe('0.01');
    expect(yuan(19800)).toBe('198.00');
  });
});
