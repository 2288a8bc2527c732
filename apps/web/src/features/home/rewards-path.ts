/** The rewards page: a part of the 我的 tab, so every table (mobile, desktop, mskt) has it without a path of its own. */
export const REWARDS_PATH = '/index/user?part=rewards';
