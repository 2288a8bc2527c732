/** Every cached answer of the area starts with this key. */
export const BPCY_KEY = ['bpcy'] as const;
