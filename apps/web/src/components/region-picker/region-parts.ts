/**
 * Pure: the province, city and county a GB/T 2260 code stands for ('' where it stops): 440106 is
 * 440000 › 440100 › 440106, 440100 is 440000 › 440100, 440000 is the province alone.
 */
export function regionParts(code: string): { province: string; city: string; county: string } {
  if (!/^\d{6}$/.test(code)) return { province: '', city: '', county: '' };
  const province = `${code.slice(0, 2)}0000`;
  if (code === province) return { province, city: '', county: '' };
  const city = `${code.slice(0, 4)}00`;
  return { province, city, county: code === city ? '' : code };
}
